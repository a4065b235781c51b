import { i18nReady } from './i18n';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyStartup } from './app/startup';
import { store } from './app/store';
import { queryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { App } from './app/App';

// Start-up values must land in storage before the router reads the address.
applyStartup(window);
store.reload();

// A reader of another language than the default waits for that dictionary's chunk, so no key shows untranslated.
const router = createAppRouter();
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={queryClient} router={router} />
    </StrictMode>,
  );
});
