import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/precompress';
import { inlineEntryCss } from './inlineEntryCss';
import { paintFirst } from './paintFirst';
import { plainCalls } from './plainCalls';
import { reactOnPreact } from './reactRuntime';

const backend = 'http://localhost:3000';

export default defineConfig({
  base: './',
  plugins: [plainCalls(), react(), inlineEntryCss(), paintFirst(), precompress()],
  resolve: { alias: reactOnPreact },
  build: {
    outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // antd-mobile's animation and gesture libraries, with the toast, mask, spinner and imperative render helpers
          // that need them, in a chunk of their own: left to the shared chunks, they would ride along with code Home
          // needs, though Home needs none of them (toasts come later: components/toast.ts).
          groups: [{ name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture|antd-mobile[\\/]es[\\/](components[\\/](toast|mask|spin-loading)[\\/]|utils[\\/](reduce-and-restore-motion|unstable-render|render|render-imperatively|render-to-body)\.js)|rc-util[\\/]lib[\\/]React[\\/]render|@babel[\\/]runtime)/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': backend, '/admin-api': backend, '/index.php': backend, '/uploads': backend },
  },
});
