import type { Alias } from 'vite';

/**
 * The member app's build runs its React code on preact/compat: the same components and libraries (router,
 * react-query, antd-mobile, i18next), about 45 kB (brotli) less before a phone can use Home than with react-dom. The
 * code and its types stay written against React. The web unit tests still render with React (their testing library
 * and the CommonJS builds of several libraries require react-dom themselves); the browser journeys run the build.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // The shim of React 17 that react-i18next and antd-mobile import: preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
