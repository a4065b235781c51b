import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCart, type CartData } from '../../api/shop';
import { useIsMember } from '../../app/store';

/** Names and specs come in the interface language, so the cart is cached per language. */
export const cartKey = (lang: string) => ['cart', lang] as const;

export function useCart() {
  const member = useIsMember();
  const { i18n } = useTranslation();
  return useQuery({ queryKey: cartKey(i18n.language), queryFn: fetchCart, enabled: member, staleTime: 0 });
}

/** Every cart call answers the whole cart: keep it, and let other languages re-read when next shown. */
export function useStoreCart() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return (data: CartData) => {
    client.setQueryData(cartKey(i18n.language), data);
    void client.invalidateQueries({ queryKey: ['cart'], refetchType: 'none' });
  };
}
