import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A page a first visit lands on, with the chunk its own code goes into. */
export interface Landing {
  /** Chunk name. */
  name: string;
  /** The page module, relative to the app's folder (`src/pages/index/Home.tsx`). */
  module: string;
  /**
   * Modules to put in the group besides those the page needs, when the bundler keeps modules that the page's imports do
   * not ask for (rc-util's index, which re-exports its hooks): left to automatic splitting, their chunk and the group
   * import each other.
   */
  also?: RegExp;
}

interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/** Names asked of a module: some of its exports, or all of them (a namespace import, a side-effect import's own code). */
type Names = Set<string> | 'all';

interface Statements {
  esm: boolean;
  imports: Array<{ spec: string; names: Names }>;
  named: Array<{ spec: string; exported: string; imported: string }>;
  stars: string[];
  namespaces: Array<{ spec: string; exported: string }>;
}

const FROM = String.raw`\s*from\s*["']([^"']+)["']`;

/** The import and re-export statements of a module's (transformed, plain JavaScript) code. */
function statementsOf(code: string, esm: boolean): Statements {
  const out: Statements = { esm, imports: [], named: [], stars: [], namespaces: [] };
  for (const m of code.matchAll(new RegExp(String.raw`(?:^|[;\s}])import\s*([\w$*{][^;]*?)${FROM}`, 'g'))) {
    const clause = m[1]!.trim();
    if (clause.startsWith('type ')) continue;
    const names = new Set<string>();
    let all = false;
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const spec of braces?.[1]!.split(',') ?? []) {
      const s = spec.trim();
      if (s && !s.startsWith('type ')) names.add(s.split(/\s+as\s+/)[0]!.trim());
    }
    const rest = clause.replace(/\{[^}]*\}/, '').split(',').map((s) => s.trim()).filter(Boolean);
    for (const r of rest) {
      if (r.startsWith('*')) all = true;
      else names.add('default');
    }
    out.imports.push({ spec: m[2]!, names: all ? 'all' : names });
  }
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*["']([^"']+)["']/g)) out.imports.push({ spec: m[1]!, names: new Set() });
  for (const m of code.matchAll(new RegExp(String.raw`export\s*\*${FROM}`, 'g'))) out.stars.push(m[1]!);
  for (const m of code.matchAll(new RegExp(String.raw`export\s*\*\s*as\s+([\w$]+)${FROM}`, 'g'))) out.namespaces.push({ spec: m[2]!, exported: m[1]! });
  for (const m of code.matchAll(new RegExp(String.raw`export\s*\{([^}]*)\}${FROM}`, 'g'))) {
    for (const spec of m[1]!.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type '))) {
      const [imported, exported = imported] = spec.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
      out.named.push({ spec: m[2]!, exported, imported });
    }
  }
  return out;
}

/**
 * The modules a start module needs, following the names each import asks for through re-exports (`export … from`,
 * `export * from`): what the bundler keeps, not every module a barrel file lists. A module's own imports are all
 * followed once something of its own is asked for (or it is imported for its side effects); a module that only passes
 * names on is not needed itself. Reading statements with patterns is approximate (a string that looks like an import
 * adds a module): the cost of a miss is a module left to automatic splitting, or one more in the group.
 */
async function neededModules(ctx: Rollup.PluginContext, start: string): Promise<Set<string>> {
  const parsed = new Map<string, Statements>();
  const resolved = new Map<string, string | null>();
  const asked = new Map<string, { all: boolean; names: Set<string>; importsFollowed: boolean; runs: boolean }>();
  const exportsMemo = new Map<string, Set<string>>();

  const statements = (id: string): Statements | null => {
    let s = parsed.get(id);
    if (!s) {
      const info = ctx.getModuleInfo(id);
      if (!info) return null;
      s = statementsOf(info.code ?? '', info.inputFormat !== 'cjs');
      parsed.set(id, s);
    }
    return s;
  };
  const resolve = async (spec: string, importer: string): Promise<string | null> => {
    const key = `${importer}\n${spec}`;
    if (!resolved.has(key)) {
      // Virtual modules (`\0vite/preload-helper.js`) are imported by their id.
      const r = ctx.getModuleInfo(spec) ? { id: spec, external: false } : await ctx.resolve(spec, importer, { skipSelf: false });
      resolved.set(key, r && !r.external && ctx.getModuleInfo(r.id) ? r.id : null);
    }
    return resolved.get(key)!;
  };
  // Every name a module exports, through its `export *`.
  const exportsOf = async (id: string, seen = new Set<string>()): Promise<Set<string>> => {
    const memo = exportsMemo.get(id);
    if (memo) return memo;
    const out = new Set<string>();
    if (seen.has(id)) return out;
    seen.add(id);
    for (const name of ctx.getModuleInfo(id)?.exports ?? []) if (name !== '*') out.add(name);
    for (const spec of statements(id)?.stars ?? []) {
      const target = await resolve(spec, id);
      if (target) for (const name of await exportsOf(target, seen)) if (name !== 'default') out.add(name);
    }
    exportsMemo.set(id, out);
    return out;
  };

  const queue: Array<[string, Names]> = [[start, 'all']];
  while (queue.length) {
    const [id, names] = queue.shift()!;
    const state = asked.get(id) ?? { all: false, names: new Set<string>(), importsFollowed: false, runs: false };
    asked.set(id, state);
    let fresh: Names;
    if (state.all) fresh = new Set();
    else if (names === 'all') { fresh = 'all'; state.all = true; }
    else { fresh = new Set([...names].filter((n) => !state.names.has(n))); for (const n of fresh) state.names.add(n); }
    const s = statements(id);
    if (!s) continue;
    // Its own imports serve its own code: followed once something of its own is asked for (not only names it passes
    // on from other modules, as `@onego/contract`'s files do), or for everything.
    const reexported = new Set([...s.named.map((r) => r.exported), ...s.namespaces.map((r) => r.exported)]);
    const declared = ctx.getModuleInfo(id)?.exports ?? [];
    // An import of nothing (`import './setup.js'`) runs the module's own code.
    const ownAsked = fresh === 'all' || (names !== 'all' && names.size === 0) || [...fresh].some((n) => !reexported.has(n) && (!s.stars.length || declared.includes(n)));
    if (!state.importsFollowed && (ownAsked || !s.esm)) {
      state.importsFollowed = true;
      if (!s.esm) {
        for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push([dep, 'all']);
      }
      for (const imp of s.imports) {
        const target = await resolve(imp.spec, id);
        if (target) queue.push([target, imp.names]);
      }
    } else if (!state.importsFollowed && !state.runs) {
      // Side-effect imports (`import 'preact/compat'`) run whenever the module is loaded, so the module is needed too.
      for (const imp of s.imports) {
        if (imp.names !== 'all' && imp.names.size === 0) {
          state.runs = true;
          const target = await resolve(imp.spec, id);
          if (target) queue.push([target, imp.names]);
        }
      }
    }
    const wants = (name: string) => fresh === 'all' || fresh.has(name);
    for (const r of s.named) {
      if (!wants(r.exported)) continue;
      const target = await resolve(r.spec, id);
      if (target) queue.push([target, r.imported === '*' ? 'all' : new Set([r.imported])]);
    }
    for (const r of s.namespaces) {
      if (!wants(r.exported)) continue;
      const target = await resolve(r.spec, id);
      if (target) queue.push([target, 'all']);
    }
    for (const spec of s.stars) {
      const target = await resolve(spec, id);
      if (!target) continue;
      if (fresh === 'all') { queue.push([target, 'all']); continue; }
      // A name the module exports itself (or re-exports by name) shadows the same name of an `export *`.
      const own = new Set([...(ctx.getModuleInfo(id)?.exports ?? []), ...s.named.map((r) => r.exported)]);
      const has = await exportsOf(target);
      const names = new Set([...fresh].filter((n) => has.has(n) && !own.has(n)));
      if (names.size) queue.push([target, names]);
    }
  }
  // A module asked only for names it passes on is not needed itself: the bundler links those names to where they are.
  return new Set([...asked].filter(([, state]) => state.importsFollowed || state.runs).map(([id]) => id));
}

/**
 * Build only: the few chunks a first visit needs, instead of one file per combination of pages that share a module.
 * Left to automatic splitting, the entry and Home came as 27 files of 1-40 kB (every module shared with some other lazy
 * page got its own chunk), and a phone's network takes a round trip for every few files: on HTTP/1.1 six at a time.
 *
 * - `start`: what the entry needs (its imports, followed name by name through re-exports, see neededModules);
 * - per landing page (the app groups Home): what that page needs beyond `start`; what two of them share goes into
 *   `shop`, so neither loads the other's code.
 *
 * Other pages keep automatic splitting, and load these chunks when they share a module with them.
 */
export function landingChunks(root: string, entry: string, landings: Landing[]): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const abs = (m: string) => path.resolve(root, m);
  const initial = new Set<string>();
  // Module id -> the landing pages (by name) that need it beyond `start`.
  const owners = new Map<string, Set<string>>();

  const plugin: Plugin = {
    name: 'onego-landing-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      for (const id of await neededModules(this, abs(entry))) initial.add(id);
      for (const landing of landings) {
        for (const id of await neededModules(this, abs(landing.module))) {
          if (initial.has(id)) continue;
          const set = owners.get(id) ?? new Set<string>();
          set.add(landing.name);
          owners.set(id, set);
        }
      }
    },
    // Grouping can make two chunks import each other, which fails when the page loads ("… is not a function"): the build
    // stops instead.
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])));
      const state = new Map<string, 'visiting' | 'done'>();
      const visit = (file: string, trail: string[]): void => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'visiting') this.error(`chunks import each other: ${[...trail.slice(trail.indexOf(file)), file].join(' -> ')}`);
        state.set(file, 'visiting');
        for (const dep of imports.get(file) ?? []) visit(dep, [...trail, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };

  const groups: CodeSplittingGroup[] = [
    { name: 'start', test: (id) => initial.has(id), priority: 30, includeDependenciesRecursively: false },
    { name: 'shop', test: (id) => (owners.get(id)?.size ?? 0) > 1, priority: 20, includeDependenciesRecursively: false },
    ...landings.map((landing) => ({
      name: landing.name,
      test: (id: string) => { const set = owners.get(id); return (set?.size === 1 && set.has(landing.name)) || (!set && !initial.has(id) && (landing.also?.test(id) ?? false)); },
      priority: 10,
      includeDependenciesRecursively: false,
    })),
  ];
  return { plugin, groups };
}
