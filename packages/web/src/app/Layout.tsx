import { Suspense } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../components/States';
import { BottomNav } from './BottomNav';
import { PcLoginOverlay } from './PcLoginOverlay';
import { SiteFooter } from './SiteLinks';
import { antdLocale } from './antdLocale';
import { useSiteConfig } from './queries';

export function Layout() {
  const { i18n } = useTranslation();
  useSiteConfig();
  return (
    <ConfigProvider locale={antdLocale(i18n.language)}>
      <div className="app-shell">
        {/* Before the content: on desktops it is the top bar (on phones CSS fixes it to the bottom). */}
        <BottomNav />
        <main className="app-main">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
        <PcLoginOverlay />
      </div>
    </ConfigProvider>
  );
}
