import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress';
import { productionBuilds } from '../../scripts/productionBuilds';

// Served by the server at /admin/; in development the API is proxied to a local server.
// Pages are split by route (React.lazy in App.tsx); the warning limit keeps the shared chunk from growing back unnoticed.
export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: { alias: command === 'build' ? productionBuilds() : [] },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 700 },
  server: { proxy: { '/admin-api': 'http://127.0.0.1:3000' } },
}));
