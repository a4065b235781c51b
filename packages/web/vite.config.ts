import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/precompress';
import { reactOnPreact } from './reactRuntime';

const backend = 'http://localhost:3000';

export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  resolve: { alias: reactOnPreact },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 900 },
  server: {
    proxy: { '/api': backend, '/index.php': backend, '/uploads': backend },
  },
});
