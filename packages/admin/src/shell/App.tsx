import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { setSessionEndedHandler } from '../kit/apiClient';
import { I18nProvider, useI18n } from '../i18n';
import { ANTD_LOCALES } from './antdLocales';
import { routes } from './routes';

function Themed({ children }: { children: React.ReactNode }) {
  const { lang } = useI18n();
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={{ token: { colorPrimary: '#1f6feb' } }}>
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

/** The back office: its providers around the hash router; a session that ends sends the operator to the login page. */
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
