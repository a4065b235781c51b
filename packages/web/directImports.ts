import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where each name a barrel file re-exports comes from: the module and the name it has there. */
type BarrelMap = Map<string, { file: string; imported: string }>;

/** Reads `export { default as Button } from './components/button';` and `export { a, b as c } from './x';` lines. */
function readBarrel(barrelFile: string): BarrelMap {
  const map: BarrelMap = new Map();
  const dir = path.dirname(barrelFile);
  const source = readFileSync(barrelFile, 'utf8');
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const file = path.join(dir, m[2]!);
    for (const spec of m[1]!.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
      map.set(local, { file, imported });
    }
  }
  return map;
}

/**
 * Build only: `import { Button, Tag } from 'antd-mobile'` becomes one import per component module
 * (`import Button from '…/antd-mobile/es/components/button/index.js'`), likewise for antd-mobile-icons. Through the
 * barrel file every module imports every component, so "what the entry imports" (landingChunks.ts) would be the
 * whole library; with direct imports the module graph says which page uses which component. The barrel's own side
 * effect (antd-mobile's global styles) is imported once by the app's entry (src/main.tsx).
 */
export function directImports(packages: Record<string, string>): Plugin {
  const require = createRequire(import.meta.url);
  const barrels = new Map<string, BarrelMap>();
  return {
    name: 'onego-direct-imports',
    apply: 'build',
    buildStart() {
      for (const [pkg, barrel] of Object.entries(packages)) {
        const root = path.dirname(require.resolve(`${pkg}/package.json`));
        barrels.set(pkg, readBarrel(path.join(root, barrel)));
      }
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      let changed = false;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g, (statement, specs: string, _q, source: string) => {
        const barrel = barrels.get(source);
        if (!barrel) return statement;
        const lines: string[] = [];
        for (const spec of specs.split(',').map((s) => s.trim()).filter(Boolean)) {
          if (spec.startsWith('type ')) continue;
          const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
          const target = barrel.get(name);
          if (!target) this.error(`${source} has no export ${name} (imported by ${id})`);
          const file = JSON.stringify(target.file);
          lines.push(target.imported === 'default' ? `import ${local} from ${file};` : `import { ${target.imported} as ${local} } from ${file};`);
        }
        changed = true;
        return lines.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
