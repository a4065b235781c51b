import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/precompress';
import { productionBuilds } from '../../scripts/productionBuilds';
import { directImports } from './directImports';
import { inlineEntryCss } from './inlineEntryCss';
import { landingChunks } from './landingChunks';
import { paintFirst } from './paintFirst';
import { plainCalls } from './plainCalls';
import { reactOnPreact } from './reactRuntime';

const backend = 'http://localhost:3000';
// What a first visit on a phone lands on: the entry, Home and a product page, each in one chunk (landingChunks.ts;
// what both pages need beyond the entry goes into a `shop` chunk). A product page's first render takes no dialog and
// no toast (its add-to-cart toasts load on demand, components/toast.ts), so its chunk does not import the animation
// chunk, which imports shared code back (a cycle between chunks, which fails at run time).
const landing = landingChunks(import.meta.dirname, 'src/main.tsx', [
  { name: 'home', module: 'src/pages/index/Home.tsx' },
  { name: 'product', module: 'src/pages/shop/GoodsDetails.tsx', also: /node_modules[\\/](rc-util[\\/]es|react-is)[\\/]/ },
]);

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [directImports({ 'antd-mobile': 'es/index.js', 'antd-mobile-icons': 'es/index.js' }), landing.plugin, plainCalls(), react(), inlineEntryCss(), paintFirst(), precompress()],
  resolve: { alias: command === 'build' ? [...productionBuilds(), ...reactOnPreact] : reactOnPreact },
  build: {
    outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // antd-mobile's animation and gesture libraries, with the toast, mask, spinner and imperative render helpers
          // that need them, in a chunk of their own: left to the shared chunks, they would ride along with code Home
          // needs, though Home needs none of them (toasts come later: components/toast.ts).
          groups: [...landing.groups, { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture|antd-mobile[\\/]es[\\/](components[\\/](toast|mask|spin-loading)[\\/]|utils[\\/](reduce-and-restore-motion|unstable-render|render|render-imperatively|render-to-body)\.js)|rc-util[\\/]lib[\\/]React[\\/]render|@babel[\\/]runtime)/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': backend, '/admin-api': backend, '/index.php': backend, '/uploads': backend },
  },
}));
