import type { ReactNode } from 'react';
import { AppOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';

export interface TabDef {
  path: string;
  /** Other paths that highlight this tab. */
  aliases?: string[];
  /** Where the tab leads on a desktop viewport (the /pages/pc/ variant), when it has one. */
  pcPath?: string;
  titleKey: string;
  icon: ReactNode;
  testId: string;
}

// One line per tab: the cart tab slots in between home and mine when its issue lands.
export const TABS: TabDef[] = [
  { path: '/', aliases: ['/pages/index', '/pages/pc/home'], pcPath: '/pages/pc/home', titleKey: 'tab.home', icon: <AppOutline />, testId: 'tab-home' },
  { path: '/pages/cart', aliases: ['/pages/pc/pcCart'], pcPath: '/pages/pc/pcCart', titleKey: 'tab.cart', icon: <ShopbagOutline />, testId: 'tab-cart' },
  { path: '/pages/mine', titleKey: 'tab.mine', icon: <UserOutline />, testId: 'tab-mine' },
];

export function tabFor(pathname: string): TabDef | undefined {
  return TABS.find((t) => t.path === pathname || t.aliases?.includes(pathname));
}
