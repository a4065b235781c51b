import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependencies, formatViolations, repositoryFiles, type SourceFile } from './dependency-rules.js';

const root = path.resolve(import.meta.dirname, '..');
const repo = repositoryFiles(root);
const server = (p: string) => `packages/server/src/${p}`;

/** The breaches found in the repository with `extra` files added (a breach placed on purpose). */
function breachesWith(...extra: SourceFile[]) {
  return checkDependencies([...repo, ...extra]).filter((v) => extra.some((f) => f.path === v.file));
}

describe('dependency rules (docs/architecture.md)', () => {
  it('hold in the repository', () => {
    expect(repo.length).toBeGreaterThan(100);
    const found = checkDependencies(repo);
    expect(formatViolations(found)).toBe('');
  });

  it('fail when a module imports another module\'s tables (a deliberate breach)', () => {
    const breach = { path: server('modules/cart/breach.ts'), text: "import { productSkus } from '../catalogue/tables.js';\nexport const x = productSkus;\n" };
    expect(breachesWith(breach)).toEqual([expect.objectContaining({ rule: 'module-door', file: breach.path, line: 1 })]);
  });

  it('fail on another module\'s internals, from a module or from code outside the modules; pass through the door', () => {
    expect(breachesWith(
      { path: server('modules/order/uses-internals.ts'), text: "import { placeMember } from '../network/placement.js';\n" },
      { path: server('cli/uses-internals.ts'), text: "import type {\n  MemberRow,\n} from '../modules/member/userinfo.js';\n" },
      { path: server('modules/order/lazy.ts'), text: "export const load = () => import('../cart/checkout.js');\n" },
    ).map((v) => [v.rule, v.file, v.line])).toEqual([
      ['module-door', server('modules/order/uses-internals.ts'), 1],
      ['module-door', server('cli/uses-internals.ts'), 3],
      ['module-door', server('modules/order/lazy.ts'), 1],
    ]);
    expect(breachesWith(
      { path: server('modules/order/uses-door.ts'), text: "import { placeMember } from '../network/index.js';\n" },
      { path: server('modules/order/own-file.ts'), text: "import { orders } from './tables.js';\n" },
      { path: server('modules/order/fk-tables.ts'), text: "import { members } from '../member/tables.js';\n" },
    )).toEqual([
      expect.objectContaining({ rule: 'module-door', file: server('modules/order/fk-tables.ts') }),
    ]);
  });

  it('let a tables file reference another module\'s table (foreign keys)', () => {
    expect(breachesWith({ path: server('modules/newdomain/tables.ts'), text: "import { members } from '../member/tables.js';\n" })).toEqual([]);
  });

  it('fail when a route file or the HTTP layer imports a table, even its own module\'s', () => {
    expect(breachesWith(
      { path: server('modules/newdomain/routes.ts'), text: "import { things } from './tables.js';\n" },
      { path: server('modules/order/export-routes.ts'), text: "import { orderLines } from './tables.js';\n" },
      { path: server('http/peek.ts'), text: "import { sessions } from '../modules/member/tables.js';\n" },
    ).map((v) => [v.rule, v.file])).toEqual([
      ['route-imports-table', server('modules/newdomain/routes.ts')],
      ['route-imports-table', server('modules/order/export-routes.ts')],
      ['route-imports-table', server('http/peek.ts')],
      ['module-door', server('http/peek.ts')],
    ]);
  });

  it('fail when a door hands out its tables', () => {
    expect(breachesWith({ path: server('modules/newdomain/index.ts'), text: "export { things } from './tables.js';\n" }))
      .toEqual([expect.objectContaining({ rule: 'door-hands-out-tables' })]);
  });

  it('fail when the member app or the back office imports anything of the repository but the contract', () => {
    expect(breachesWith(
      { path: 'packages/web/src/pages/bad.tsx', text: "import { Money } from '../../../server/src/lib/time.js';\n" },
      { path: 'packages/admin/src/bad.ts', text: "import { x } from '@onego/server';\n" },
      { path: 'packages/admin/src/cross.ts', text: "import { t } from '../../web/src/i18n';\n" },
    ).map((v) => [v.rule, v.file])).toEqual([
      ['app-imports-outside-contract', 'packages/web/src/pages/bad.tsx'],
      ['app-imports-outside-contract', 'packages/admin/src/bad.ts'],
      ['app-imports-outside-contract', 'packages/admin/src/cross.ts'],
    ]);
    expect(breachesWith(
      { path: 'packages/web/src/pages/good.tsx', text: "import { Money } from '@onego/contract';\nimport { useQuery } from '@tanstack/react-query';\nimport { Page } from '../components/Page';\n" },
    )).toEqual([]);
    // A build configuration may use the repository's build steps, and nothing else of it; app code may not.
    expect(breachesWith(
      { path: 'packages/admin/vite.config.ts', text: "import { precompress } from '../../scripts/precompress';\n" },
    )).toEqual([]);
    expect(breachesWith(
      { path: 'packages/admin/vite.config.ts', text: "import { x } from '../server/src/app';\n" },
      { path: 'packages/web/src/compress.ts', text: "import { precompress } from '../../../scripts/precompress';\n" },
    ).map((v) => [v.rule, v.file])).toEqual([
      ['app-imports-outside-contract', 'packages/admin/vite.config.ts'],
      ['app-imports-outside-contract', 'packages/web/src/compress.ts'],
    ]);
  });

  it('fail when SQL outside the ledger names its tables or calls its functions; prose and the ledger itself pass', () => {
    const found = breachesWith(
      { path: server('modules/bonus/peek.ts'), text: "const q = `select sum(amount) from postings where account_id = $1`;\n" },
      { path: server('modules/bonus/write.ts'), text: "await db.query('insert into public.idempotency_keys (key) values ($1)');\n" },
      { path: server('modules/bonus/call.ts'), text: 'await tx.execute(sql`select * from ledger_post(${a}, ${b})`);\n' },
      { path: server('modules/bonus/prose.ts'), text: "// select from postings in a comment is prose\nconst m = `its postings sum to ${x}`;\n" },
      { path: server('modules/ledger/own.ts'), text: "const q = 'select * from journal_entries';\n" },
    );
    expect(found.map((v) => [v.rule, v.file])).toEqual([
      ['ledger-sql-outside-ledger', server('modules/bonus/peek.ts')],
      ['ledger-sql-outside-ledger', server('modules/bonus/write.ts')],
      ['ledger-sql-outside-ledger', server('modules/bonus/call.ts')],
    ]);
  });

  it('fail when SQL text reads or writes another module\'s table; its own tables and prose pass', () => {
    const found = breachesWith(
      { path: server('modules/catalogue/peek.ts'), text: 'const q = sql`select ol.product_id from order_lines ol join orders o on o.id = ol.order_id where o.member_id = ${id}`;\n' },
      { path: server('modules/content/poke.ts'), text: "await db.query('update members set status = $1 where id = $2', ['disabled', id]);\n" },
      { path: server('modules/order/own.ts'), text: "const q = 'select count(*) from order_lines where order_id = $1';\n" },
      { path: server('modules/content/prose.ts'), text: "const d = 'Withdraw an announcement from members; audited';\n" },
    );
    expect(found.map((v) => [v.rule, v.file, v.detail.split(',')[0]])).toEqual([
      ['module-sql-outside-owner', server('modules/catalogue/peek.ts'), 'SQL names order_lines'],
      ['module-sql-outside-owner', server('modules/catalogue/peek.ts'), 'SQL names orders'],
      ['module-sql-outside-owner', server('modules/content/poke.ts'), 'SQL names members'],
    ]);
  });
});
