import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from './store';
import { TABS, tabFor } from './tabs';
import { isDesktop } from './viewport';

export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const siteName = useAppStore((s) => s.config?.site_name) || 'One Go';
  const active = tabFor(pathname);
  // The desktop shop pages keep the bar (as their top bar) even where no tab is theirs (product details).
  if (!active && !pathname.startsWith('/pages/pc/')) return null;
  const go = (key: string) => {
    const tab = TABS.find((t) => t.path === key);
    navigate(tab?.pcPath && isDesktop() ? tab.pcPath : key);
  };
  // Phones: a tab bar fixed at the bottom. Desktops (CSS): the same tabs as a top bar, with the brand on the left.
  return (
    <nav className="bottom-nav" aria-label={t('tab.label')}>
      <span className="nav-brand" aria-hidden="true">{siteName}</span>
      <TabBar activeKey={active?.path ?? null} onChange={go} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={<span data-testid={tab.testId}>{t(tab.titleKey)}</span>} />
        ))}
      </TabBar>
    </nav>
  );
}
