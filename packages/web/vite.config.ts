import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

export default defineConfig({
  base: './',
  plugins: [react()],
  // The workspace root hoists React 18 (a peer range of antd-mobile); force the single React 19 copy of this package.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: {
    proxy: { '/api': backend, '/index.php': backend, '/uploads': backend },
  },
});
