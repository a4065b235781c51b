// The dependency rules of docs/architecture.md, checked by reading import lines and SQL text. Kept free of any
// parser so it runs in a second on the whole repository; `scripts/dependency-rules.test.ts` runs it in `npm test`,
// and `npm run check:deps` prints what it finds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A source file, by its path from the repository root (forward slashes). */
export interface SourceFile {
  path: string;
  text: string;
}

export type Rule = 'module-door' | 'door-hands-out-tables' | 'route-imports-table' | 'app-imports-outside-contract' | 'ledger-sql-outside-ledger' | 'module-sql-outside-owner';

export interface Violation {
  rule: Rule;
  file: string;
  line: number;
  detail: string;
}

const SERVER_SRC = 'packages/server/src/';
const APPS = ['packages/web/', 'packages/admin/'];
// The ledger's tables (after a FROM, JOIN, INTO, UPDATE, TABLE or REFERENCES) and its SQL functions (called): no SQL
// text outside the ledger module names them. Prose ("its postings sum to …") does not match.
const LEDGER_TABLES = 'ledger_accounts|ledger_holds|ledger_pending\\w*|pending_transfers|journal_entries|postings|idempotency_keys';
const LEDGER_SQL = new RegExp(`\\b(?:from|join|into|update|table|references)\\s+(?:"?public"?\\.)?"?(${LEDGER_TABLES})\\b|\\b(ledger_\\w+|wallet_transfer|wallet_consolidate)\\s*\\(`, 'i');

// A literal is SQL when it has a statement verb; the table named after FROM, JOIN, INTO, UPDATE or REFERENCES is then
// read or written. (Prose such as "withdraw an announcement from members" has no verb and is left alone.)
const SQL_VERB = /\b(select|insert\s+into|delete\s+from|update\s+\S+\s+set)\b/i;
const SQL_TABLE = /\b(?:from|join|into|update|references)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)\b/gi;

/** Which module owns each table, read from the `pgTable('name', …)` calls of every `modules/<m>/tables.ts`. */
export function tableOwners(files: SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const f of files) {
    const m = moduleOf(f.path);
    if (!m || !isTables(f.path)) continue;
    for (const hit of f.text.matchAll(/pgTable\(\s*'([a-z_][a-z0-9_]*)'/g)) owners.set(hit[1]!, m);
  }
  return owners;
}

/** Every import specifier of a file with its line: static, re-exports, side-effect and dynamic imports. */
export function importsOf(text: string): Array<{ spec: string; line: number; reexport: boolean }> {
  const found: Array<{ spec: string; line: number; reexport: boolean }> = [];
  const patterns = [
    /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const at = m.index + m[0].lastIndexOf(m[1]!);
      found.push({ spec: m[1]!, line: text.slice(0, at).split('\n').length, reexport: /^[\n;]?\s*export\b/.test(m[0]) });
    }
  }
  return found;
}

/** The string and template literals of a file with their lines (comments are skipped, so prose may name tables). */
export function literalsOf(text: string): Array<{ value: string; line: number }> {
  const out: Array<{ value: string; line: number }> = [];
  const re = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  for (const m of text.matchAll(re)) {
    if (m[0].startsWith('//') || m[0].startsWith('/*')) continue;
    out.push({ value: m[0].slice(1, -1), line: text.slice(0, m.index).split('\n').length });
  }
  return out;
}

/** The server module a path belongs to (`packages/server/src/modules/<m>/…`), or undefined. */
function moduleOf(p: string): string | undefined {
  return /^packages\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];
}

const isTables = (p: string) => p.endsWith('/tables.ts');
const isRoutes = (p: string) => /\/(routes|[a-z-]+-routes)\.ts$/.test(p);

/** Where a relative import of `from` points, as a repository path with the `.js` of ESM mapped back to `.ts`. */
function resolve(from: string, spec: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '.ts');
}

function serverImport(file: SourceFile, spec: string, line: number, out: Violation[]): void {
  const target = resolve(file.path, spec);
  const targetModule = moduleOf(target);
  const ownModule = moduleOf(file.path);
  const rel = file.path.slice(SERVER_SRC.length);
  if (isTables(target) && (isRoutes(file.path) || rel.startsWith('http/'))) {
    out.push({ rule: 'route-imports-table', file: file.path, line, detail: `${spec}: routes and the HTTP layer never touch tables` });
  }
  if (!targetModule || targetModule === ownModule) return;
  if (target.endsWith(`/modules/${targetModule}/index.ts`)) return;
  // Foreign keys: a tables file may reference another module's table; the schema file gathers every table.
  if (isTables(target) && (isTables(file.path) || rel === 'db/schema.ts' || rel.startsWith('demo/'))) return;
  // The composition root registers every module's routes.
  if (rel === 'app.ts' && isRoutes(target)) return;
  out.push({ rule: 'module-door', file: file.path, line, detail: `${spec}: import ${targetModule}'s door (modules/${targetModule}/index.ts) instead` });
}

// An app's build configuration runs in Node at build time and ships nothing: it may use the build steps in scripts/.
const BUILD_CONFIG = /^packages\/(web|admin)\/vite\.config\.ts$/;

function appImport(file: SourceFile, app: string, spec: string, line: number, out: Violation[]): void {
  if (spec.startsWith('.')) {
    const target = resolve(file.path, spec);
    if (BUILD_CONFIG.test(file.path) && target.startsWith('scripts/')) return;
    if (!target.startsWith(app)) out.push({ rule: 'app-imports-outside-contract', file: file.path, line, detail: `${spec}: leaves ${app}; share through @onego/contract` });
    return;
  }
  if (spec.startsWith('@onego/') && spec !== '@onego/contract' && !spec.startsWith('@onego/contract/')) {
    out.push({ rule: 'app-imports-outside-contract', file: file.path, line, detail: `${spec}: the apps import only @onego/contract of this repository` });
  }
  if (spec.startsWith('/') || spec.includes('packages/server')) {
    out.push({ rule: 'app-imports-outside-contract', file: file.path, line, detail: `${spec}: the apps import only @onego/contract of this repository` });
  }
}

/** Checks the rules over a set of files and answers every breach found. */
export function checkDependencies(files: SourceFile[]): Violation[] {
  const out: Violation[] = [];
  const owners = tableOwners(files);
  for (const file of files) {
    if (file.path.startsWith(SERVER_SRC) && !file.path.endsWith('.test.ts')) {
      for (const { spec, line, reexport } of importsOf(file.text)) {
        if (!spec.startsWith('.')) continue;
        serverImport(file, spec, line, out);
        if (reexport && /\/modules\/[^/]+\/index\.ts$/.test(file.path) && isTables(resolve(file.path, spec))) {
          out.push({ rule: 'door-hands-out-tables', file: file.path, line, detail: `${spec}: a door exports functions, never its tables` });
        }
      }
      const own = moduleOf(file.path);
      for (const { value, line } of literalsOf(file.text)) {
        if (own !== 'ledger') {
          const hit = LEDGER_SQL.exec(value);
          if (hit) out.push({ rule: 'ledger-sql-outside-ledger', file: file.path, line, detail: `SQL names ${hit[1] ?? hit[2]}: only modules/ledger touches the ledger's tables and functions` });
        }
        if (!SQL_VERB.test(value)) continue;
        for (const [, table] of value.matchAll(SQL_TABLE)) {
          const owner = owners.get(table!.toLowerCase());
          if (owner && owner !== own && owner !== 'ledger') {
            out.push({ rule: 'module-sql-outside-owner', file: file.path, line, detail: `SQL names ${table}, a table of ${owner}: ask ${owner}'s door (a function or a subquery it hands out)` });
          }
        }
      }
    }
    const app = APPS.find((a) => file.path.startsWith(a));
    if (app) for (const { spec, line } of importsOf(file.text)) appImport(file, app, spec, line, out);
  }
  return out;
}

function walk(root: string, dir: string, into: SourceFile[]): void {
  for (const name of readdirSync(path.join(root, dir))) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) walk(root, rel, into);
    else if (/\.(ts|tsx|mts)$/.test(name)) into.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') });
  }
}

/** The files the rules apply to: the server's sources and the two apps (sources, tests and build configuration). */
export function repositoryFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  walk(root, 'packages/server/src', files);
  for (const app of APPS) walk(root, app.slice(0, -1), files);
  return files;
}

/** One line per breach, for people. */
export function formatViolations(list: Violation[]): string {
  return list.map((v) => `${v.file}:${v.line} [${v.rule}] ${v.detail}`).join('\n');
}

// `npm run check:deps`: prints the breaches and fails when there are any.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const found = checkDependencies(repositoryFiles(process.cwd()));
  console.log(found.length ? formatViolations(found) : 'dependency rules: no breach');
  process.exit(found.length ? 1 : 0);
}
