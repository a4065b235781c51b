import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A bundler alias (vite's shape, written out: this folder does not depend on vite). */
interface Alias { find: RegExp; replacement: string }

/**
 * Build only: react-router 7's package exports name its development build for every condition (remix-run/react-router
 * #14102), so a production bundle carried its warnings, invariant messages and dev-only checks. Its production build
 * ships beside it in the package; the apps' builds import that one. Development servers and tests keep the default.
 */
export function productionBuilds(): Alias[] {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ];
}
