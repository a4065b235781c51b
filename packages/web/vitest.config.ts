import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  // The ES build of antd-mobile, as the app's build uses: the toast loaded on demand (components/toast.ts) imports
  // from it, and one copy of antd-mobile keeps one set of its render settings (app/antdSetup.ts).
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    // antd-mobile ships CSS imports inside its ESM; running it through Vite lets jsdom load it.
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
