import { isDesktop } from './viewport';

/** The desktop variant of each mobile shop route (spec §2 "/pages/pc/…"). */
export const PC_VARIANT: Record<string, string> = {
  '/': '/pages/pc/home',
  '/pages/index': '/pages/pc/home',
  '/pages/shop/goodsDetails': '/pages/pc/goodsDetails',
  '/pages/cart': '/pages/pc/pcCart',
  '/pages/msgList': '/pages/pc/message',
};

/** The desktop variant of a mobile route with its query, when it has one (an article by its type). */
export function pcVariantOf(pathname: string, search: string): string | undefined {
  const target = PC_VARIANT[pathname];
  if (target) return `${target}${search}`;
  if (pathname !== '/pages/articleDetails') return undefined;
  const type = new URLSearchParams(search).get('type');
  if (type === 'announcement') return `/pages/pc/msgDetails${search}`;
  if (type === 'company') return ABOUT_US_PC_PATH;
  return undefined;
}

/** The desktop pages about the company and its news. */
export const NEWS_PC_PATH = '/pages/pc/message';
export const ABOUT_US_PC_PATH = '/pages/pc/aboutUs';
/** One announcement on a desktop. */
export const newsPcPath = (id: number) => `/pages/pc/msgDetails?type=announcement&id=${id}`;

/** Shop home for this screen: the desktop variant on a desktop viewport. */
export const homePath = (desktop = isDesktop()) => (desktop ? PC_VARIANT['/']! : '/');

/** A product's details page for this screen. */
export const goodsPath = (id: number, desktop = isDesktop()) =>
  `${desktop ? PC_VARIANT['/pages/shop/goodsDetails']! : '/pages/shop/goodsDetails'}?id=${id}`;

/** The cart for this screen. */
export const cartPath = (desktop = isDesktop()) => (desktop ? PC_VARIANT['/pages/cart']! : '/pages/cart');

/** The confirm-order page (one page for every screen size). */
export const CONFIRM_ORDER_PATH = '/pages/shop/confirmOrder';
