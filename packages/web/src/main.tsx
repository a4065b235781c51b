// antd-mobile's global styles first: the build imports its components one by one, not through its index (directImports.ts).
import 'antd-mobile/es/global';
import { i18nReady } from './i18n';
import { storedLanguage } from './i18n/language';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyStartup } from './app/startup';
import { store } from './app/store';
import { queryClient } from './app/queryClient';
import { createAppRouter, preloadStartPage } from './app/router';
import { App } from './app/App';
import { prefetchStartPage } from './app/startData';
import { isDesktop } from './app/viewport';
import { renderStateChangesInTheirOwnTask, yieldToBrowser } from './app/renderTasks';

renderStateChangesInTheirOwnTask();

// The start is split into tasks (yieldToBrowser): on a phone, evaluating the app's code, creating the router and
// rendering the shell in one go was the longest task of the load, during which the page could not answer a tap.
async function start(): Promise<void> {
  // Start-up values must land in storage before the router reads the address.
  applyStartup(window);
  store.reload();
  // The start page's code and data are asked for now, not once the app has rendered.
  const hashPath = window.location.hash.replace(/^#/, '');
  preloadStartPage(hashPath, isDesktop());
  await yieldToBrowser();
  prefetchStartPage(queryClient, hashPath, isDesktop(), storedLanguage());
  // i18next sets itself up in a task of its own (i18nReady); a reader of another language than the default waits for
  // that dictionary's chunk too, so no key shows untranslated.
  await i18nReady;
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
