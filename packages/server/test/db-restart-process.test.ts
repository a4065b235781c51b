import { Money } from '@onego/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { verifyLedger } from '../src/modules/ledger/verify.js';
import { findByMemberId } from '../src/modules/member/codes.js';
import { credentials } from '../src/modules/member/tables.js';
import { adjustWallet } from '../src/modules/wallet/adjust.js';
import { eventually } from './eventually.js';
import { openTestDatabase, registration, TEST_DB } from './harness.js';
import { databaseName, terminateBackends } from './pg-backends.js';
import { startServer, type RunningServer } from './server-process.js';
import { CHEAP_PAY_HASH } from './wallet-helpers.js';

const FUND = 5000;
const CUTS = 5;

// The real server process while its database "restarts" again and again under a stream of transfers: every
// connection of the database is ended, which is what a restart or a failover does to the server. The shared
// PostgreSQL server itself is never stopped. Only the PostgreSQL server has connections to end, so this runs in the
// server-pg project only.
describe.skipIf(TEST_DB !== 'pg')('a server process whose database restarts (PostgreSQL server only; the embedded database has no connections to end)', () => {
  let database: Database | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('stays up, fails the requests caught in a cut cleanly, serves again within seconds and loses nothing', async () => {
    database = await openTestDatabase();
    const name = databaseName(database.url!);
    server = await startServer({ DATABASE_URL: database.url!, ONEGO_DEMO: '0', LOG_LEVEL: 'warn' });
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      // Bounded, so a request that hangs fails the test instead of stalling it.
      const res = await fetch(`${server!.url}${path}`, {
        method: 'POST', signal: AbortSignal.timeout(20_000),
        headers: { 'content-type': 'application/json', lang: 'en', ...headers }, body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
    };

    const codes = { invite_code: server.root.inviteCode, node_code: server.root.leftNodeCode };
    const people: Array<{ token: string; memberId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const reg = await post('/api/user/register', registration(codes));
      expect(reg.body.code, reg.body.msg).toBe(1);
      people.push({ token: reg.body.data.token as string, memberId: reg.body.data.userinfo.member_id as string });
    }
    for (const p of people) {
      const row = (await findByMemberId(database.db, p.memberId))!;
      // Written without the server process's PIN key: a legacy hash, rewritten under that key on the first transfer.
      await database.db.update(credentials).set({ payPasswordHash: CHEAP_PAY_HASH }).where(eq(credentials.personId, row.id));
      await adjustWallet(database.db, { operatorId: null, operatorName: 'restart-test', ip: '' }, row, { asset: 'balance', amount: String(FUND), reason: 'float' });
    }

    // Each sender sends transfers one after another, each under its own Idempotency-Key, and sends one again with the
    // same key until it is acknowledged: exactly what a careful client does, so the books must hold each exactly once.
    const acknowledged = new Set<string>();
    const unclean: unknown[] = [];
    let failedCleanly = 0;
    let streaming = true;
    const streams = people.map(async (from, i) => {
      const to = people[(i + 1) % people.length]!;
      for (let n = 0; streaming; n++) {
        const key = `restart-${i}-${n}`;
        for (;;) {
          let res;
          try {
            res = await post('/api/transfer/transfer', { to_member_id: to.memberId, amount: '10', pay_password: '246810' }, { token: from.token, 'idempotency-key': key });
          } catch (err) {
            unclean.push(`${key}: ${String(err)}`);
            return;
          }
          if (res.body.code === 1) break;
          if (res.status === 500 && typeof res.body.data?.request_id === 'string') failedCleanly++;
          else unclean.push({ key, ...res });
        }
        acknowledged.add(key);
      }
    });

    /** Waits until more transfers are acknowledged (the server serves), or fails at once if it died or answered badly. */
    const serving = async () => {
      const before = acknowledged.size;
      await eventually(async () => {
        if (!server!.alive() || unclean.length) return;
        expect(acknowledged.size).toBeGreaterThanOrEqual(before + 8);
      }, { timeoutMs: 30_000 });
      expect(server!.alive(), `the server exited:\n${server!.log.slice(-20).join('\n')}`).toBe(true);
      expect(unclean).toEqual([]);
    };
    try {
      for (let cut = 0; cut < CUTS; cut++) {
        await serving();
        expect((await terminateBackends(name)).length).toBeGreaterThan(0);
      }
      await serving();
    } finally {
      streaming = false;
      await Promise.all(streams);
    }

    expect(unclean).toEqual([]);
    expect(server.alive()).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
    // The server saw the cuts and said so.
    expect(server.log.some((line) => line.includes('PostgreSQL ended a database connection'))).toBe(true);
    expect(server.log.filter((line) => /uncaught|unhandled rejection/i.test(line))).toEqual([]);

    const report = await verifyLedger(database);
    expect(report.ok, JSON.stringify(report)).toBe(true);
    const [sums] = await database.query<{ members: string; fees: string; transfers: number }>(
      `select (select sum(balance) from ledger_accounts where member_id is not null and asset = 'balance')::text as members,
              (select coalesce(sum(balance), 0) from ledger_accounts where system_code = 'fees' and asset = 'balance')::text as fees,
              (select count(*)::int from transfers) as transfers`);
    // Every acknowledged transfer is in the books exactly once, and money was neither lost nor created.
    expect(sums!.transfers).toBe(acknowledged.size);
    expect(new Money(sums!.members).plus(sums!.fees).toFixed(2)).toBe((FUND * people.length).toFixed(2));
    console.info(`${acknowledged.size} transfers acknowledged across ${CUTS} cuts; ${failedCleanly} attempts failed cleanly and were sent again`);
  }, 240_000);
});
