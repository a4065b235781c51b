import { Suspense } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../components/States';
import { BottomNav } from './BottomNav';
import { PcLoginOverlay } from './PcLoginOverlay';
import { antdLocale } from './antdLocale';
import { useSiteConfig } from './queries';

export function Layout() {
  const { i18n } = useTranslation();
  useSiteConfig();
  return (
    <ConfigProvider locale={antdLocale(i18n.language)}>
      <div className="app-shell">
        <main className="app-main">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomNav />
        <PcLoginOverlay />
      </div>
    </ConfigProvider>
  );
}
