import { afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { assertFixturesFit } from '@onego/contract/fixtures';

// The app renders once the reader's dictionary has loaded (main.tsx); so do the tests (those with a DOM).
beforeAll(async () => {
  if (typeof window !== 'undefined') await (await import('../src/i18n')).i18nReady;
});

// jsdom lacks matchMedia, which antd-mobile and the app's desktop test (app/viewport.ts) ask for: a `min-width` query
// follows the window's width as the tests set it (`innerWidth`), any other query does not match.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      get matches() {
        const min = /\(min-width:\s*(\d+)px\)/.exec(query);
        return min ? window.innerWidth >= Number(min[1]) : false;
      },
      media: query, onchange: null,
      addListener: () => {}, removeListener: () => {},
      addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }),
  });
}

// Toasts and dialogs render outside the test's own tree (overlays.ts).
const overlays = typeof window !== 'undefined' ? await import('./overlays') : undefined;

beforeEach(() => overlays?.acceptOverlays());

afterEach(async () => {
  if (typeof window !== 'undefined') {
    cleanup();
    await overlays?.closeOverlays();
    localStorage.clear();
  }
  assertFixturesFit();
});
