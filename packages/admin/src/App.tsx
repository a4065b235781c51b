import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useState } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { setSessionEndedHandler } from './api';
import { I18nProvider, useI18n } from './i18n';
import { AccountPage } from './pages/Account';
import { AuditPage } from './pages/Audit';
import { AdminLayout } from './pages/Layout';
import { LoginPage } from './pages/Login';
import { MembersPage } from './pages/Members';
import { OperatorsPage } from './pages/Operators';
import { OutboxPage } from './pages/Outbox';

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
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'account', element: <AccountPage /> },
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
