import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.js';
import { MIGRATION_LOCK, runMigrations } from '../src/db/migrate.js';
import { enqueue, JobRunner } from '../src/modules/jobs/index.js';
import { jobs } from '../src/modules/jobs/tables.js';
import { eventually, gate, settlesWithin } from './eventually.js';
import { registerMember, rootCodes, startTestApp, TEST_DB, type TestApp } from './harness.js';
import { backendsOf, databaseName, terminateBackends, terminateBackendWhileBlocked } from './pg-backends.js';

// PostgreSQL ending the app's connections (a restart, a failover, an operator's pg_terminate_backend) may cost the
// requests in flight, never the process. Only the PostgreSQL server has connections to end: the embedded database
// runs inside the process, so these tests run in the server-pg project only.
describe.skipIf(TEST_DB !== 'pg')('the database server ends the connections (PostgreSQL server only; the embedded database has none to end)', () => {
  let t: TestApp;
  let token: string;
  let name: string;
  const uncaught: unknown[] = [];
  const record = (err: unknown) => void uncaught.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    // No background workers: each connection they hold would change what these tests count. The job test below runs its own.
    t = await startTestApp({ jobs: false });
    name = databaseName(t.database.url!);
    token = (await registerMember(t, rootCodes(t))).token;
  });
  beforeEach(() => {
    uncaught.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });

  const userInfo = () => t.call({ method: 'GET', url: '/api/user/userInfo', token });

  /** Ends every connection and waits until PostgreSQL has none of them left. */
  async function cut(): Promise<number[]> {
    const ended = await terminateBackends(name);
    await eventually(async () => expect((await backendsOf(name)).filter((pid) => ended.includes(pid))).toEqual([]));
    return ended;
  }

  it('keeps serving when every connection of the pool is ended, idle or in a transaction', async () => {
    // Several idle connections in the pool, and one held inside an open transaction.
    await Promise.all(Array.from({ length: 6 }, userInfo));
    const inTransaction = gate();
    const holding = gate();
    const held = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding.open();
      await inTransaction.promise;
      await tx.execute(sql`select 1`);
    });
    await holding.promise;
    const lost: Error[] = [];
    const unwatch = t.database.onConnectionLost((err) => lost.push(err));
    let ended: number[] = [];
    try {
      ended = await cut();
      expect(ended.length).toBeGreaterThanOrEqual(2);
    } finally {
      inTransaction.open();
    }
    await expect(held).rejects.toThrow();

    // Requests fail cleanly while the pool notices, then succeed on fresh connections.
    const failures: Array<{ status: number; body: unknown }> = [];
    await eventually(async () => {
      const res = await userInfo();
      if (res.body.code !== 1) failures.push(res);
      expect(res.body.code).toBe(1);
    });
    for (const f of failures) expect(f).toMatchObject({ status: 500, body: { code: 0, data: { request_id: expect.any(String) } } });
    const burst = await Promise.all(Array.from({ length: 12 }, userInfo));
    expect(burst.map((r) => r.body.code)).toEqual(burst.map(() => 1));
    // Each ended connection was reported once (the app logs it as a warning).
    await eventually(async () => expect(lost).toHaveLength(ended.length));
    unwatch();
    expect(uncaught.map(String)).toEqual([]);
  });

  it('a job whose connection dies mid-run fails that attempt, is retried, and has its effect once', async () => {
    const silent = { info() {}, warn() {}, error() {} };
    const runner = new JobRunner(t.database.db, silent);
    let completed = 0;
    let attempts = 0;
    const running = gate();
    const proceed = gate();
    runner.define('test.cut', {
      backoffMs: 0,
      handler: async (_p, ctx) => {
        attempts++;
        await ctx.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (attempts === 1) {
            running.open();
            await proceed.promise;
          }
          await tx.execute(sql`select 1`);
        });
        completed++;
      },
    });
    await t.database.db.transaction((tx) => enqueue(tx, 'test.cut', {}));
    const first = runner.runDue();
    await running.promise;
    try {
      await cut();
    } finally {
      proceed.open();
    }
    // The failed attempt is recorded on a fresh connection; the retry (due at once here) runs and completes, once.
    await first;
    await eventually(async () => {
      await runner.runDue();
      expect(completed).toBe(1);
    });
    expect(attempts).toBe(2);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.cut'));
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(uncaught.map(String)).toEqual([]);
  });

  it('a connection ended before the pool noticed does not cost the pool its place', async () => {
    // A pool of one: a place lost for good would stop every later call.
    const small = await openPostgres(t.database.url!, 1);
    const tx = () => small.db.transaction(async (q) => { await q.execute(sql`select 1`); });
    const lost: Error[] = [];
    small.onConnectionLost((err) => lost.push(err));
    try {
      const [{ pid }] = await small.query<{ pid: number }>('select pg_backend_pid() as pid') as [{ pid: number }];
      terminateBackendWhileBlocked(pid);
      // The pool hands the ended connection to this transaction, whose first statement meets the ending.
      await expect(tx()).rejects.toThrow();
      await settlesWithin(eventually(tx), 15_000, 'a transaction after the lost connection');
      expect(lost).toHaveLength(1);
      expect(uncaught.map(String)).toEqual([]);
    } finally {
      await settlesWithin(small.close(), 5_000, 'closing the pool').catch(() => undefined);
    }
  });

  it('migrations waiting on their lock fail cleanly when their connection is ended, and run on the next start', async () => {
    // Another instance holds the migration lock, so this one waits on its own connection.
    const other = await openPostgres(t.database.url!, 1);
    const holder = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      // Settled at once into a value, so the rejection is not reported as unhandled while the test works.
      const migrating = runMigrations(t.database).then(() => 'migrated', (err: unknown) => err);
      await eventually(async () => expect(await backendsOf(name, { waitingForAdvisoryLock: true })).toHaveLength(1));
      expect(await terminateBackends(name, { waitingForAdvisoryLock: true })).not.toContain(holder[0]!.pid);
      expect(await migrating).toBeInstanceOf(Error);
    } finally {
      await other.close();
    }
    await runMigrations(t.database);
    expect(uncaught.map(String)).toEqual([]);
  });
});
