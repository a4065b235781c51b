import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import type { CartData } from '../../api/shop';

/** Names and specs come in the interface language, so the cart is cached per language. */
export const cartKey = (lang: string) => ['cart', lang] as const;

/** Every cart call answers the whole cart: keep it, and let other languages re-read when next shown. */
export function useStoreCart() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return (data: CartData) => {
    client.setQueryData(cartKey(i18n.language), data);
    void client.invalidateQueries({ queryKey: ['cart'], refetchType: 'none' });
    // Personal picks leave out what is in the cart: read them again when next shown.
    void client.invalidateQueries({ queryKey: ['products', 'personal'], refetchType: 'none' });
  };
}
