// antd-mobile's global styles first: the build imports its components one by one, not through its index (directImports.ts).
import 'antd-mobile/es/global';
import { i18n, i18nReady } from './i18n';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyStartup } from './app/startup';
import { store } from './app/store';
import { queryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { App } from './app/App';
import { prefetchStartPage } from './app/startData';
import { isDesktop } from './app/viewport';

// Start-up values must land in storage before the router reads the address.
applyStartup(window);
store.reload();

const router = createAppRouter();
// The start page's data is asked for now, while its code loads, not once it has rendered.
prefetchStartPage(queryClient, window.location.hash.replace(/^#/, ''), isDesktop(), i18n.language);
// A reader of another language than the default waits for that dictionary's chunk, so no key shows untranslated.
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={queryClient} router={router} />
    </StrictMode>,
  );
});
