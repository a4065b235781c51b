import { Dialog, Toast } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { toastError } from '../../api/client';
import { deleteCartLines, fetchCart, selectAllCart, selectCartLine, updateCartLine } from '../../api/shop';
import { useIsMember } from '../../app/store';
import { cartKey, useStoreCart } from './storeCart';

// Kept apart (storeCart.ts) so a product page's add-to-cart takes neither this module's dialogs nor its toasts.
export { cartKey, useStoreCart };

export function useCart() {
  const member = useIsMember();
  const { i18n } = useTranslation();
  return useQuery({ queryKey: cartKey(i18n.language), queryFn: fetchCart, enabled: member, staleTime: 0 });
}

/**
 * The cart's changes, shared by the phone and desktop carts: quantity, selection, select all, and deleting lines
 * after a confirmation. `busy` is true while any of them runs, so the page can hold further clicks.
 */
export function useCartActions() {
  const { t } = useTranslation();
  const storeCart = useStoreCart();
  const opts = { onSuccess: storeCart, onError: toastError };
  const update = useMutation({ mutationFn: updateCartLine, ...opts });
  const select = useMutation({ mutationFn: selectCartLine, ...opts });
  const selectAll = useMutation({ mutationFn: selectAllCart, ...opts });
  const remove = useMutation({
    mutationFn: deleteCartLines,
    onSuccess: (data) => {
      storeCart(data);
      Toast.show({ icon: 'success', content: t('cart.deleted') });
    },
    onError: toastError,
  });

  /** Deletes the lines once the member confirms `question`; with none given, asks them to select some first. */
  const confirmDelete = async (ids: number[], question: string) => {
    if (!ids.length) {
      Toast.show({ content: t('cart.chooseToDelete') });
      return;
    }
    const sure = await Dialog.confirm({ content: question, confirmText: t('cart.delete'), cancelText: t('common.cancel') });
    if (sure) remove.mutate(ids);
  };

  return {
    setQuantity: (id: number, quantity: number) => update.mutate({ id, quantity }),
    setSelected: (id: number, selected: boolean) => select.mutate({ id, selected }),
    setAllSelected: (selected: boolean) => selectAll.mutate(selected),
    confirmDelete,
    busy: update.isPending || select.isPending || selectAll.isPending || remove.isPending,
  };
}

/** What both cart pages work from: the cart query, its lines, the selected ones, and the cart's actions. */
export function useCartPage() {
  const query = useCart();
  const list = query.data?.list ?? [];
  return { query, data: query.data, list, chosen: list.filter((l) => l.selected), ...useCartActions() };
}
