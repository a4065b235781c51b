import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONTRACT = path.resolve(here, '../contract/src/index.ts');
const VIRTUAL = '\0onego-contract-plain-calls';

/** What a client needs of a call at run time: everything but its zod schemas. */
const PLAIN_FIELDS = ['method', 'path', 'access', 'idempotent', 'message', 'upload', 'download', 'issuesSession', 'perMinute', 'summary'] as const;

/**
 * The call groups of the contract (`productCalls` …) as plain data: each call's declaration without its schemas,
 * read from the contract itself (in Node, at build time). The member app never parses with the schemas (the server
 * checks every request and answer), so the browser need not build them.
 */
export function plainCallGroups(contractEntry = CONTRACT): Record<string, Record<string, Record<string, unknown>>> {
  const script = `
    const contract = await import(${JSON.stringify(contractEntry)});
    const fields = ${JSON.stringify(PLAIN_FIELDS)};
    const groups = {};
    for (const [name, value] of Object.entries(contract)) {
      if (!/^[a-z][A-Za-z]*Calls$/.test(name) || typeof value !== 'object' || value === null) continue;
      const calls = Object.entries(value);
      if (!calls.every(([, c]) => c && typeof c.path === 'string' && typeof c.method === 'string')) continue;
      groups[name] = Object.fromEntries(calls.map(([k, c]) => [k, Object.fromEntries(fields.filter((f) => c[f] !== undefined).map((f) => [f, c[f]]))]));
    }
    process.stdout.write(JSON.stringify(groups));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: here, encoding: 'utf8' });
  return JSON.parse(out) as Record<string, Record<string, Record<string, unknown>>>;
}

/**
 * Build only: the member app's imports of `@onego/contract` get the contract with its call groups replaced by
 * `plainCallGroups()`. Each call stays declared once, in the contract; what the browser loads no longer builds every
 * call's zod schemas when it starts (about 20 kB brotli and their start-up work off Home's first load): a schema
 * module is bundled only where the app really validates with it (forms). The unit tests use the contract as it is.
 */
export function plainCalls(): Plugin {
  let source: string | undefined;
  return {
    name: 'onego-plain-calls',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === '@onego/contract' && importer !== VIRTUAL) return VIRTUAL;
      return undefined;
    },
    load(id) {
      if (id !== VIRTUAL) return undefined;
      source ??= [
        `export * from ${JSON.stringify(CONTRACT)};`,
        // A module's own exports win over the names `export *` brings: these replace the contract's call groups.
        ...Object.entries(plainCallGroups()).map(([name, calls]) => `export const ${name} = ${JSON.stringify(calls)};`),
      ].join('\n');
      return source;
    },
  };
}
