import { Money } from '@onego/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/open.js';
import { findByMemberId } from '../src/modules/member/codes.js';
import { verifyLedger } from '../src/modules/ledger/verify.js';
import { adjustWallet } from '../src/modules/wallet/adjust.js';
import { openTestDatabase, registration, TEST_DB } from './harness.js';
import { startServer, type RunningServer } from './server-process.js';

// The server process is killed with SIGKILL while transfers run; after a restart the books must prove out exactly.
describe('crash during transfers', () => {
  let pgDatabase: Database | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await pgDatabase?.close();
  });

  it('leaves no partial entry and no drift after SIGKILL and restart', async () => {
    const env: Record<string, string> = { ONEGO_DEMO: '0', LOG_LEVEL: 'warn' };
    if (TEST_DB === 'pg') {
      pgDatabase = await openTestDatabase();
      env.DATABASE_URL = pgDatabase.url!;
    }
    // The test opens the database itself only while no server holds it (the embedded one allows one process).
    const withDb = async <T>(dataDir: string, fn: (db: Database) => Promise<T>): Promise<T> => {
      const db = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}) }), 'crash-test');
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    };
    const call = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${server!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
      return (await res.json()) as { code: number; msg: string; data: any };
    };

    server = await startServer(env);
    const codes = { invite_code: server.root.inviteCode, node_code: server.root.leftNodeCode };
    const people: Array<{ token: string; memberId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const reg = await call('/api/user/register', registration(codes));
      expect(reg.code, reg.msg).toBe(1);
      await call('/api/account/setPayPassword', { pay_password: '246810' }, reg.data.token);
      people.push({ token: reg.data.token as string, memberId: reg.data.userinfo.member_id as string });
    }
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    const FUND = 5000;
    await withDb(dataDir, async (db) => {
      for (const p of people) {
        await adjustWallet(db.db, { operatorId: null, operatorName: 'crash-test', ip: '' }, (await findByMemberId(db.db, p.memberId))!, { asset: 'balance', amount: String(FUND), reason: 'float' });
      }
    });

    server = await startServer(env, { dataDir });
    let acknowledged = 0;
    let stop = false;
    const loops = people.map(async (from, i) => {
      const to = people[(i + 1) % people.length]!;
      while (!stop) {
        try {
          const res = await call('/api/transfer/transfer', { to_member_id: to.memberId, amount: '10', pay_password: '246810' }, from.token);
          if (res.code === 1) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    });
    while (acknowledged < 40) await new Promise((r) => setTimeout(r, 20));
    await server.crash();
    stop = true;
    await Promise.all(loops);

    // The server starts again on the same data and keeps working.
    server = await startServer(env, { dataDir });
    const after = await call('/api/transfer/transfer', { to_member_id: people[1]!.memberId, amount: '10', pay_password: '246810' }, people[0]!.token);
    expect(after.code, after.msg).toBe(1);
    await server.stop({ keepData: true });

    await withDb(dataDir, async (db) => {
      const report = await verifyLedger(db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
      const [sums] = await db.query<{ members: string; fees: string; transfers: number; entries: number }>(
        `select (select sum(balance) from ledger_accounts where member_id is not null and asset = 'balance')::text as members,
                (select coalesce(sum(balance), 0) from ledger_accounts where system_code = 'fees' and asset = 'balance')::text as fees,
                (select count(*)::int from transfers) as transfers,
                (select count(*)::int from journal_entries where kind = 'transfer') as entries`);
      // Money was neither lost nor created: what members hold plus the fees is exactly what was put in.
      expect(new Money(sums!.members).plus(sums!.fees).toFixed(2)).toBe((FUND * people.length).toFixed(2));
      expect(sums!.transfers).toBe(sums!.entries);
      // Every transfer the server acknowledged before the crash is still there.
      expect(sums!.transfers).toBeGreaterThanOrEqual(acknowledged + 1);
    });
  }, 180_000);
});
