import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { assertFixturesFit } from '@onego/contract/fixtures';

// The app renders once the reader's dictionary has loaded (main.tsx); so do the tests (those with a DOM).
beforeAll(async () => {
  if (typeof window !== 'undefined') await (await import('../src/i18n')).i18nReady;
});

// jsdom lacks matchMedia, which antd-mobile asks for.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {},
      addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  if (typeof window !== 'undefined') {
    cleanup();
    localStorage.clear();
  }
  assertFixturesFit();
});
