import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TABS, tabFor } from './tabs';

export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabFor(pathname);
  if (!active) return null;
  return (
    <nav className="bottom-nav" aria-label={t('tab.label')}>
      <TabBar activeKey={active.path} onChange={(key) => navigate(key)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={<span data-testid={tab.testId}>{t(tab.titleKey)}</span>} />
        ))}
      </TabBar>
    </nav>
  );
}
