import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/main.js';
import { loadConfig } from '../src/config.js';
import { openConfiguredDatabase } from '../src/db/open.js';
import { createRoot } from '../src/modules/member/root.js';
import { TEST_DB } from './harness.js';

// The CLI's own folder lock matters only for the embedded database; on the server run it is covered by the other files.
describe.runIf(TEST_DB === 'pglite')('operator CLI on the embedded database', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'onego-cli-'));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runCli(args, (l) => lines.push(l));
    return { code, text: lines.join('\n') };
  };

  it('migrates, creates an operator, refuses a duplicate', async () => {
    expect(await run('db:migrate')).toMatchObject({ code: 0 });
    const created = await run('admin:create', 'finance1', '--role', 'finance');
    expect(created.code).toBe(0);
    expect(created.text).toMatch(/Operator "finance1" \(finance\) created\. Password: \S+/);
    expect(await run('admin:create', 'finance1')).toEqual({ code: 1, text: 'Failed: An operator with this username already exists' });
    expect((await run('admin:create', 'x', '--role', 'boss')).code).toBe(1);
  });

  it('says plainly when another live process holds the data folder', async () => {
    writeFileSync(path.join(dir, 'onego.lock'), JSON.stringify({ pid: process.ppid, role: 'server' }));
    await expect(run('db:migrate')).rejects.toThrow(/in use by process \d+ \(server\).*DATABASE_URL/);
    rmSync(path.join(dir, 'onego.lock'));
  });

  it('takes over a lock left by a dead process', async () => {
    writeFileSync(path.join(dir, 'onego.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, role: 'server' }));
    expect((await run('db:migrate')).code).toBe(0);
  });

  it('adjusts wallets through the ledger and verifies the books, reporting a break', async () => {
    const database = await openConfiguredDatabase(loadConfig(), 'test');
    const root = await createRoot(database.db, 'RootPass123');
    await database.close();
    expect(await run('wallet:adjust', '--member', root.memberId, '--asset', 'balance', '--amount', '25.50', '--reason', 'opening float'))
      .toEqual({ code: 0, text: `Posted entry 1: ${root.memberId} now has balance 25.50, shopping coupons 0.00, points 0.00.` });
    expect(await run('wallet:adjust', '--member', root.memberId, '--asset', 'balance', '--amount=-30', '--reason', 'too much'))
      .toEqual({ code: 1, text: 'Failed: Insufficient balance' });
    expect((await run('wallet:adjust', '--member', root.memberId, '--asset', 'gold', '--amount', '1', '--reason', 'x')).text).toMatch(/^Cannot adjust: --asset/);
    expect((await run('wallet:adjust', '--member', root.memberId, '--asset', 'balance', '--amount', '1', '--reason', 'x\u001b[2Jy')).text)
      .toBe('Cannot adjust: --reason: contains control characters, which are not allowed');
    expect((await run('wallet:adjust', '--member', root.memberId, '--asset', 'balance', '--amount', '1.001', '--reason', 'x')).code).toBe(1);
    expect(await run('ledger:verify')).toEqual({ code: 0, text: 'OK: 1 entries, 2 accounts.' });
    const db = await openConfiguredDatabase(loadConfig(), 'test');
    await db.query(`update ledger_accounts set balance = balance + 1 where member_id is not null`);
    const audit = await db.query<{ action: string; operator_name: string }>('select action, operator_name from audit_log');
    await db.close();
    expect(audit).toEqual([{ action: 'wallet.adjust', operator_name: 'cli' }]);
    const broken = await run('ledger:verify');
    expect(broken.code).toBe(2);
    expect(broken.text).toMatch(/^BROKEN: 1 entries, 2 accounts\.\naccount \d+ caches 26\.50000000 but its postings sum to 25\.50000000/);
  });

  it('shows unknown members and commands clearly', async () => {
    expect(await run('member:show', '12345678')).toEqual({ code: 1, text: 'No member "12345678".' });
    expect((await run('frobnicate')).code).toBe(1);
  });
  it('settles a date on demand, once, and a date not yet ended only when asked to', async () => {
    const first = await run('bonus:settle', '--date', '2026-01-05');
    expect(first).toMatchObject({ code: 0 });
    expect(first.text).toMatch(/^2026-01-05: settled; 0 orders/);
    expect((await run('bonus:settle', '--date', '2026-01-05')).text).toMatch(/already settled, nothing paid again/);
    const future = await run('bonus:settle', '--date', '2999-01-01');
    expect(future).toEqual({ code: 1, text: 'Cannot settle: --date: 2999-01-01 has not ended yet (UTC); add --early to settle it now anyway' });
    expect((await run('bonus:settle', '--date', '2026-02-31x')).text).toBe('Cannot settle: --date: a date written YYYY-MM-DD');
    expect((await run('bonus:settle', '--early')).code).toBe(1);
    expect((await run('bonus:settle', '--date', '2999-01-01', '--early')).text).toMatch(/^2999-01-01: settled/);
  });
});
