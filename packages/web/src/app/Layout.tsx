import { Suspense } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { Outlet } from 'react-router';
import { TranslationProvider, useTranslation } from '../i18n/useTranslation';
import { PageSkeleton } from '../components/States';
import { BottomNav } from './BottomNav';
import { PcLoginOverlay } from './PcLoginOverlay';
import { SiteFooter } from './SiteLinks';
import { antdLocale } from './antdLocale';
import { useSiteConfig } from './queries';

/** Every page's frame: the reader's language (TranslationProvider), the site's bar, the page, the footer. */
export function Layout() {
  return (
    <TranslationProvider>
      <Shell />
    </TranslationProvider>
  );
}

function Shell() {
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
