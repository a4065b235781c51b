import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const own = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [import.meta.dirname] }));

// One React for the app and every library: the workspace root may hoist another React major (a peer of some other
// package), so libraries run through Vite (inline) and `react`/`react-dom` point at this package's own copies.
export default defineConfig({
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      { find: /^react$/, replacement: path.join(own('react'), 'index.js') },
      { find: /^react\/(.*)$/, replacement: `${own('react')}/$1` },
      { find: /^react-dom$/, replacement: path.join(own('react-dom'), 'index.js') },
      { find: /^react-dom\/(.*)$/, replacement: `${own('react-dom')}/$1` },
    ],
  },
  test: {
    name: 'admin',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['test/**/*.test.tsx'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    deps: { optimizer: { client: { enabled: true, include: ['react', 'react-dom', 'react-dom/client', 'antd', '@tanstack/react-query', 'react-router', 'qrcode.react'] } } },
  },
});
