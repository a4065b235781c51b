import { TabBar } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from './store';
import { TABS, tabFor } from './tabs';
import { isDesktop, useIsDesktop } from './viewport';

/** The tab bar: fixed at the bottom of a phone's tab pages, the top bar of every page on a desktop. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const siteName = useAppStore((s) => s.config?.site_name) || 'One Go';
  const active = tabFor(pathname);
  const desktop = useIsDesktop();
  // Phones show the tab bar on the tab pages (and the desktop shop's pages, when narrow); on desktops it is the site's
  // top bar, on every page.
  if (!active && !desktop && !pathname.startsWith('/pages/pc/')) return null;
  const go = (key: string) => {
    const tab = TABS.find((t) => t.path === key);
    navigate(tab?.pcPath && isDesktop() ? tab.pcPath : key);
  };
  // Phones: a tab bar fixed at the bottom. Desktops (CSS): the same tabs as a top bar, with the brand on the left.
  return (
    <nav className="bottom-nav" aria-label={t('tab.label')} data-testid="site-nav">
      <span className="nav-brand" aria-hidden="true">{siteName}</span>
      <TabBar activeKey={active?.path ?? null} onChange={go} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={<span data-testid={tab.testId}>{t(tab.titleKey)}</span>} />
        ))}
      </TabBar>
    </nav>
  );
}
