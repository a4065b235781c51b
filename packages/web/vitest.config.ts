import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The workspace root hoists React 18 (a peer of antd-mobile); this package runs React 19 from its own
// node_modules. Libraries that import React are inlined so they resolve the same single copy.
export default defineConfig({
  root: here('.'),
  resolve: {
    dedupe: ['react', 'react-dom'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    conditions: ['module', 'browser', 'development'],
    alias: [
      { find: /^react$/, replacement: here('./node_modules/react/index.js') },
      { find: /^react\/(.*)$/, replacement: here('./node_modules/react/$1') },
      { find: /^react-dom$/, replacement: here('./node_modules/react-dom/index.js') },
      { find: /^react-dom\/(.*)$/, replacement: here('./node_modules/react-dom/$1') },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: here('./test/shims/use-sync-external-store-shim.ts') },
      { find: /^@testing-library\/react$/, replacement: here('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 20000,
    server: {
      deps: {
        inline: [/antd-mobile/, /react-router/, /@tanstack/, /react-i18next/, /@testing-library/, /qrcode\.react/, /rc-field-form/, /@react-spring/, /@use-gesture/, /ahooks/, /rc-motion/, /rc-util/],
      },
    },
  },
});
