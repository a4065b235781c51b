import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Money } from '@onego/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/open.js';
import { expirePendingTransfers, postPending, verifyLedger } from '../src/modules/ledger/index.js';
import { createRoot } from '../src/modules/member/root.js';
import { adjustWallet } from '../src/modules/wallet/adjust.js';
import { eventually } from './eventually.js';
import { openTestDatabase, TEST_DB } from './harness.js';

// A process is killed with SIGKILL after reserving, while it posts; the books must prove out on the next start and
// every reservation must still end exactly once (posted, or released by the expiry job).
describe('crash between reserve and post', () => {
  let pgDatabase: Database | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onego-pending-crash-'));
  afterAll(async () => {
    await pgDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every reservation whole through SIGKILL: verify passes, the open ones post or expire afterwards', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (TEST_DB === 'pg') {
      pgDatabase = await openTestDatabase();
      env.DATABASE_URL = pgDatabase.url!;
    }
    // The embedded database allows one process at a time: the test opens it only while the child is not running.
    const withDb = async <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
      const db = await openConfiguredDatabase(loadConfig(env), 'pending-crash-test');
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    };
    const FUND = 1000;
    const COUNT = 200;
    const EACH = 2;
    const memberId = await withDb(async (db) => {
      const root = await createRoot(db.db, 'RootPass123');
      await adjustWallet(db.db, { operatorId: null, operatorName: 'crash-test', ip: '' }, root, { asset: 'balance', amount: String(FUND), reason: 'float' });
      return root.id;
    });

    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/test/pending-crash-child.ts'], {
      detached: true,
      env: { ...process.env, ...env, MEMBER_ID: String(memberId), RESERVE_COUNT: String(COUNT), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(...chunk.toString().split('\n').filter(Boolean)));
    child.stderr!.on('data', (chunk: Buffer) => out.push(...chunk.toString().split('\n').filter(Boolean)));
    const posted = () => out.filter((l) => l.startsWith('posted ')).length;
    // Killed once all are reserved and some are posted: the post under way at that moment dies mid-transaction.
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`child ended early:\n${out.join('\n')}`);
      expect(posted()).toBeGreaterThanOrEqual(3);
    }, { timeoutMs: 120_000 });
    process.kill(-child.pid!, 'SIGKILL');
    await eventually(async () => expect(child.signalCode ?? child.exitCode).not.toBeNull());
    const acknowledged = posted();
    expect(acknowledged).toBeLessThan(COUNT);

    await withDb(async (db) => {
      const report = await verifyLedger(db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
      const rows = await db.query<{ id: number; state: string; entry_id: number | null }>(
        `select id::int, state, entry_id::int from pending_transfers where ref_type = 'crash-test' order by id`);
      expect(rows).toHaveLength(COUNT);
      const postedRows = rows.filter((r) => r.state === 'posted');
      // Every post the process announced is there, each with its entry; nothing else moved.
      expect(postedRows.length).toBeGreaterThanOrEqual(acknowledged);
      expect(postedRows.every((r) => r.entry_id !== null)).toBe(true);
      expect(rows.every((r) => r.state === 'posted' || r.state === 'pending')).toBe(true);
      const [acc] = await db.query<{ balance: string; held: string }>(
        `select balance::text, held::text from ledger_accounts where member_id = $1 and asset = 'balance'`, [memberId]);
      expect(new Money(acc!.balance).toFixed(2)).toBe(new Money(FUND).minus(EACH * postedRows.length).toFixed(2));
      expect(new Money(acc!.held).toFixed(2)).toBe(new Money(EACH * (COUNT - postedRows.length)).toFixed(2));

      // The open reservations still work: one posts now, the rest lapse when the expiry job runs after their time.
      const open = rows.filter((r) => r.state === 'pending');
      await postPending(db.db, open[0]!.id);
      expect(await expirePendingTransfers(db.db, new Date(Date.now() + 2 * 3_600_000))).toBe(open.length - 1);
      const [after] = await db.query<{ balance: string; held: string }>(
        `select balance::text, held::text from ledger_accounts where member_id = $1 and asset = 'balance'`, [memberId]);
      expect(new Money(after!.balance).toFixed(2)).toBe(new Money(FUND).minus(EACH * (postedRows.length + 1)).toFixed(2));
      expect(new Money(after!.held).toFixed(2)).toBe('0.00');
      expect((await verifyLedger(db)).ok).toBe(true);
    });
  }, 240_000);
});
