import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { lazy, useState } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { setSessionEndedHandler } from './api';
import { I18nProvider, useI18n } from './i18n';
import { AdminLayout } from './pages/Layout';
import { LoginPage } from './pages/Login';

// Each page is a chunk of its own, loaded when first opened (the layout shows a spinner meanwhile).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
const MembersPage = page(() => import('./pages/Members'), 'MembersPage');
const AuditPage = page(() => import('./pages/Audit'), 'AuditPage');
const OutboxPage = page(() => import('./pages/Outbox'), 'OutboxPage');
const JobsPage = page(() => import('./pages/Jobs'), 'JobsPage');
const OperatorsPage = page(() => import('./pages/Operators'), 'OperatorsPage');
const AccountPage = page(() => import('./pages/Account'), 'AccountPage');
const WalletsPage = page(() => import('./pages/Wallets'), 'WalletsPage');
const JournalPage = page(() => import('./pages/Journal'), 'JournalPage');
const VerifyLedgerPage = page(() => import('./pages/VerifyLedger'), 'VerifyLedgerPage');
const SettingsPage = page(() => import('./pages/Settings'), 'SettingsPage');
const ProductsPage = page(() => import('./pages/Products'), 'ProductsPage');
const CategoriesPage = page(() => import('./pages/Categories'), 'CategoriesPage');
const BannersPage = page(() => import('./pages/Banners'), 'BannersPage');
const AnnouncementsPage = page(() => import('./pages/Announcements'), 'AnnouncementsPage');
const CompanyProfilePage = page(() => import('./pages/CompanyProfile'), 'CompanyProfilePage');
const OrdersPage = page(() => import('./pages/Orders'), 'OrdersPage');

export const routes = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/members" replace /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'outbox', element: <OutboxPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'wallets', element: <WalletsPage /> },
      { path: 'journal', element: <JournalPage /> },
      { path: 'ledger-verify', element: <VerifyLedgerPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'banners', element: <BannersPage /> },
      { path: 'announcements', element: <AnnouncementsPage /> },
      { path: 'company-profile', element: <CompanyProfilePage /> },
      { path: 'orders', element: <OrdersPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/members" replace /> },
];

const antdLocales = { en: enUS, 'zh-TW': zhTW, 'zh-CN': zhCN };

function Themed({ children }: { children: React.ReactNode }) {
  const { lang } = useI18n();
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={{ token: { colorPrimary: '#1f6feb' } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Providers shared by the app and its tests. */
export function Providers({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  const [qc] = useState(() => client ?? new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={qc}>
      <I18nProvider>
        <Themed>{children}</Themed>
      </I18nProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [router] = useState(() => createHashRouter(routes));
  setSessionEndedHandler(() => {
    if (!window.location.hash.startsWith('#/login')) void router.navigate('/login');
  });
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
