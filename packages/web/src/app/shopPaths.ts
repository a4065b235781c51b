import { isDesktop } from './viewport';

/** The desktop variant of each mobile shop route (spec §2 "/pages/pc/…"). */
export const PC_VARIANT: Record<string, string> = {
  '/': '/pages/pc/home',
  '/pages/index': '/pages/pc/home',
  '/pages/shop/goodsDetails': '/pages/pc/goodsDetails',
  '/pages/cart': '/pages/pc/pcCart',
};

/** Shop home for this screen: the desktop variant on a desktop viewport. */
export const homePath = (desktop = isDesktop()) => (desktop ? PC_VARIANT['/']! : '/');

/** A product's details page for this screen. */
export const goodsPath = (id: number, desktop = isDesktop()) =>
  `${desktop ? PC_VARIANT['/pages/shop/goodsDetails']! : '/pages/shop/goodsDetails'}?id=${id}`;

/** The cart for this screen. */
export const cartPath = (desktop = isDesktop()) => (desktop ? PC_VARIANT['/pages/cart']! : '/pages/cart');

/** The confirm-order page (one page for every screen size). */
export const CONFIRM_ORDER_PATH = '/pages/shop/confirmOrder';
