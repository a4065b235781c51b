import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { assertFixturesFit } from '@onego/contract/fixtures';

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
