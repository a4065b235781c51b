import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the server at /admin/; in development the API is proxied to a local server.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/admin-api': 'http://127.0.0.1:3000' } },
});
