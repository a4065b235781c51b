import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from './store';
import { TABS, tabFor } from './tabs';

export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const siteName = useAppStore((s) => s.config?.site_name) || 'One Go';
  const active = tabFor(pathname);
  if (!active) return null;
  // Phones: a tab bar fixed at the bottom. Desktops (CSS): the same tabs as a top bar, with the brand on the left.
  return (
    <nav className="bottom-nav" aria-label={t('tab.label')}>
      <span className="nav-brand" aria-hidden="true">{siteName}</span>
      <TabBar activeKey={active.path} onChange={(key) => navigate(key)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={<span data-testid={tab.testId}>{t(tab.titleKey)}</span>} />
        ))}
      </TabBar>
    </nav>
  );
}
