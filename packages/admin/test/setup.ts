// Tests do not wrap updates in act(); they wait for the DOM instead.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import { unmountAll } from './helpers';
import { afterEach } from 'vitest';
import { assertFixturesFit } from '@onego/contract/fixtures';

// antd reads media queries (responsive grid, Layout.Sider breakpoints); jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }),
});
// antd's Table measures its scroll bar through getComputedStyle with a pseudo element, which jsdom does not implement.
const gcs = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => gcs(el);

// antd's Tabs and TextArea watch their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in window)) {
  class NoResize {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResize });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoResize });
}

afterEach(() => {
  unmountAll();
  localStorage.clear();
  assertFixturesFit();
});
