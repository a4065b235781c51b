import { useState } from 'react';
import { CART_MAX_QUANTITY } from '@onego/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { toastError } from '../../api/client';
import { addToCart, type ProductDetail, type Spec } from '../../api/shop';
import { useIsMember } from '../../app/store';
import { useGoLogin } from '../../app/useGoLogin';
import { showToast } from '../../components/toast';
import { useStoreCart } from '../cart/storeCart';

import { CONFIRM_ORDER_PATH } from '../../app/shopPaths';

/**
 * The buying side of a product page, shared by the phone and desktop pages: the chosen specification (required,
 * preselected only when there is exactly one in stock), the quantity (1 … stock, at most the cart's limit), and
 * add-to-cart / buy-now, which refuse without a specification and send guests to log in.
 */
export function useSpecChoice(product: ProductDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeCart = useStoreCart();
  const member = useIsMember();
  const goLogin = useGoLogin();
  const [spec, setSpec] = useState<Spec | null>(() => (product.specs.length === 1 && product.specs[0]!.stock > 0 ? product.specs[0]! : null));
  const [quantity, setQuantityRaw] = useState(1);

  const stock = spec ? spec.stock : product.stock;
  const max = Math.max(1, Math.min(stock, CART_MAX_QUANTITY));
  const setQuantity = (v: number) => setQuantityRaw(Math.max(1, Math.min(Number(v) || 1, max)));

  const add = useMutation({
    mutationFn: addToCart,
    onSuccess: (data) => {
      storeCart(data);
      showToast({ icon: 'success', content: t('goods.added') });
    },
    onError: toastError,
  });

  const chosen = (): Spec | null => {
    if (!spec) {
      showToast({ content: t('goods.chooseSpec') });
      return null;
    }
    if (spec.stock < quantity) {
      showToast({ content: t('goods.notEnoughStock') });
      return null;
    }
    return spec;
  };

  const addCart = () => {
    const s = chosen();
    if (!s) return;
    if (!member) {
      goLogin();
      return;
    }
    add.mutate({ sku_id: s.id, quantity });
  };

  const buyNow = () => {
    const s = chosen();
    if (!s) return;
    if (!member) {
      goLogin();
      return;
    }
    navigate(`${CONFIRM_ORDER_PATH}?sku_id=${s.id}&quantity=${quantity}`);
  };

  const pick = (s: Spec) => {
    if (s.stock <= 0) return;
    setSpec(s);
    setQuantityRaw((q) => Math.max(1, Math.min(q, s.stock, CART_MAX_QUANTITY)));
  };

  return { spec, pick, quantity, setQuantity, stock, max, addCart, buyNow, adding: add.isPending };
}
