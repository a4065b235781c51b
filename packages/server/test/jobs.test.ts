import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres, type Database } from '../src/db/client.js';
import { emit, enqueue, JobRunner, type PublishedEvent } from '../src/modules/jobs/index.js';
import type { Mailer, OutgoingMail } from '../src/modules/mail/mailer.js';
import { queueMail, registerMailJobs } from '../src/modules/mail/queue.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { domainEvents, jobs } from '../src/modules/jobs/tables.js';
import { eventually, settlesWithin } from './eventually.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, TEST_DB, type TestApp } from './harness.js';

// The app's workers are not started here: each test runs the due jobs itself (runDue) or starts runners explicitly.
let t: TestApp;
let runner: JobRunner;
let admin: Awaited<ReturnType<typeof signInOperators>>['api'];

beforeAll(async () => {
  t = await startTestApp({ jobs: false });
  runner = t.app.deps.jobs;
  admin = (await signInOperators(t)).api;
});
afterAll(async () => {
  await t?.close();
});

const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('durable jobs', () => {
  it('a handler that fails twice then succeeds runs three times and has one effect', async () => {
    let calls = 0;
    const effects: string[] = [];
    runner.define<{ key: string }>('test.flaky', {
      backoffMs: 0,
      handler: async (p, ctx) => {
        calls++;
        if (ctx.attempt < 3) throw new Error(`not yet (attempt ${ctx.attempt})`);
        effects.push(p.key);
      },
    });
    const id = (await enqueue(t.database.db, 'test.flaky', { key: 'k1' }))!;
    // Each failed attempt is due again at once (no back-off here), so one pass runs all three.
    await eventually(async () => {
      await runner.runDue();
      expect((await jobRow(id)).state).toBe('done');
    });
    expect(calls).toBe(3);
    expect(effects).toEqual(['k1']);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: expect.stringContaining('not yet (attempt 2)') });
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('waits longer after each failed attempt (doubling back-off)', async () => {
    runner.define('test.slow_retry', { backoffMs: 60_000, handler: async () => { throw new Error('down'); } });
    const id = (await enqueue(t.database.db, 'test.slow_retry', {}))!;
    await runner.runDue();
    const [row] = await t.database.query<{ state: string; wait: number }>(
      `select state, extract(epoch from run_at - updated_at)::float as wait from jobs where id = $1`, [id]);
    expect(row!.state).toBe('retrying');
    expect(row!.wait).toBeGreaterThanOrEqual(59);
    // Not due yet: another pass leaves it alone.
    await runner.runDue();
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it('a job out of attempts is dead with its error; the back office lists it, and a super admin retries or discards it (audited)', async () => {
    let failing = true;
    let done = 0;
    runner.define('test.dead_letter', {
      backoffMs: 0,
      handler: async (_p, ctx) => {
        if (failing) throw new Error(`boom on attempt ${ctx.attempt}`);
        done++;
      },
    });
    const id = (await enqueue(t.database.db, 'test.dead_letter', {}, { maxAttempts: 2 }))!;
    const other = (await enqueue(t.database.db, 'test.dead_letter', {}, { maxAttempts: 2 }))!;
    await eventually(async () => {
      await runner.runDue();
      expect([(await jobRow(id)).state, (await jobRow(other)).state]).toEqual(['dead', 'dead']);
    });
    expect(await jobRow(id)).toMatchObject({ attempts: 2, lastError: expect.stringContaining('boom on attempt 2') });

    const summary = await admin('GET', '/admin-api/jobs/summary', { as: 'ops' });
    expect(summary.body.data.queues.find((q: { name: string }) => q.name === 'test.dead_letter').counts).toMatchObject({ dead: 2, done: 0, queued: 0 });
    const dead = await admin('GET', '/admin-api/jobs', { as: 'ops', query: { state: 'dead', name: 'test.dead_letter' } });
    expect(dead.body.data.total).toBe(2);
    expect(dead.body.data.list[0]).toMatchObject({ name: 'test.dead_letter', state: 'dead', attempts: 2, max_attempts: 2, last_error: expect.stringContaining('boom on attempt 2') });
    expect((await admin('GET', '/admin-api/jobs/summary', { as: 'fin' })).status).toBe(403);
    expect((await admin('POST', '/admin-api/jobs/retry', { as: 'ops', body: { id } })).status).toBe(403);

    failing = false;
    expect((await admin('POST', '/admin-api/jobs/retry', { as: 'boss', body: { id } })).body.code).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await admin('POST', '/admin-api/jobs/discard', { as: 'boss', body: { id: other } })).body.code).toBe(1);
    await runner.runDue();
    expect(done).toBe(1);
    expect([(await jobRow(id)).state, (await jobRow(other)).state]).toEqual(['done', 'discarded']);

    const audit = await t.database.query<{ action: string; operator_name: string; before: { state: string }; after: { state: string } }>(
      `select action, operator_name, before, after from audit_log where target_type = 'job' and target_id in ($1, $2) order by id`, [String(id), String(other)]);
    expect(audit).toEqual([
      { action: 'job.retry', operator_name: 'boss', before: expect.objectContaining({ state: 'dead' }), after: { state: 'queued' } },
      { action: 'job.discard', operator_name: 'boss', before: expect.objectContaining({ state: 'dead' }), after: { state: 'discarded' } },
    ]);
    // A finished job cannot be retried or discarded; an unknown one is not found. Neither leaves an audit row.
    expect((await admin('POST', '/admin-api/jobs/retry', { as: 'boss', body: { id } })).body.msg).toBe(en('job_wrong_state'));
    expect((await admin('POST', '/admin-api/jobs/discard', { as: 'boss', body: { id: 99_999_999 } })).body.msg).toBe(en('job_not_found'));
    const [after] = await t.database.query<{ n: number }>(`select count(*)::int as n from audit_log where target_type = 'job'`);
    expect(after!.n).toBe(2);
  });

  it('takes back a job whose worker stopped renewing its lease: it runs again, or is dead after its last attempt', async () => {
    let runs = 0;
    runner.define('test.orphan', { handler: async () => { runs++; } });
    const again = (await enqueue(t.database.db, 'test.orphan', {}))!;
    const last = (await enqueue(t.database.db, 'test.orphan', {}, { maxAttempts: 1 }))!;
    // As a killed worker leaves them: running, claimed once, lease run out.
    await t.database.db.update(jobs).set({ state: 'running', attempts: 1, lockedBy: 'gone', lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`id in (${again}, ${last})`);
    await runner.runDue();
    expect(runs).toBe(0);
    await runner.reclaimExpired();
    await runner.runDue();
    expect(runs).toBe(1);
    expect(await jobRow(again)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await jobRow(last)).toMatchObject({ state: 'dead', lastError: expect.stringContaining('lease expired') });
  });
});

describe('a busy queue', () => {
  it('leaves room for timers and requests while it works (the embedded database answers without real I/O)', async () => {
    // Each job adds the next: the worker is never idle while this runs.
    let runs = 0;
    let more = true;
    const busy = new JobRunner(t.database.db, { info() {}, warn() {}, error() {} });
    busy.define('test.chain', { handler: async (_p, ctx) => { runs++; if (more) await enqueue(ctx.db, 'test.chain', {}); } });
    await enqueue(t.database.db, 'test.chain', {});
    busy.start({ pollMs: 1000, schedules: false });
    try {
      await eventually(async () => expect(runs).toBeGreaterThan(5));
      // Without yielding, the worker's chain of promise continuations would keep this timer and this request waiting.
      await settlesWithin(new Promise((r) => setTimeout(r, 1)), 30_000, 'a timer while the queue is busy');
      const answer = await settlesWithin(t.call({ method: 'GET', url: '/api/banner/index' }), 30_000, 'a request while the queue is busy');
      expect(answer.body.code).toBe(1);
      expect(runs).toBeGreaterThan(5);
    } finally {
      more = false;
      await busy.stop();
    }
  });
});

describe('domain events (outbox)', () => {
  it('an event is delivered if and only if its transaction committed, to each subscriber once', async () => {
    const seen: PublishedEvent<'order.paid'>[] = [];
    runner.subscribe('order.paid', 'test.paid_seen', async (event) => { seen.push(event); });
    const payload = (orderNo: string) => ({ orderId: 1, orderNo, memberId: t.root.id, total: '12.50', actor: 'test' });
    await expect(t.database.db.transaction(async (tx) => {
      await emit(tx, { type: 'order.paid', payload: payload('ROLLED-BACK') });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    const committed = await t.database.db.transaction((tx) => emit(tx, { type: 'order.paid', payload: payload('COMMITTED') }));
    await runner.runDue();
    expect(seen).toEqual([{ id: committed, type: 'order.paid', payload: payload('COMMITTED') }]);
    expect((await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'order.paid'))).map((e) => e.id)).toEqual([committed]);

    // Publishing the same event again (a retried fan-out) makes no second delivery.
    await enqueue(t.database.db, 'events.publish', { eventId: committed });
    await runner.runDue();
    expect(seen).toHaveLength(1);
  });

  it('registering a member emits member.registered with the new member and the sponsor', async () => {
    const got: PublishedEvent<'member.registered'>[] = [];
    runner.subscribe('member.registered', 'test.registered_seen', async (event) => { got.push(event); });
    const m = await registerMember(t, rootCodes(t));
    await runner.runDue();
    const [row] = await t.database.query<{ id: number }>('select id from members where member_id = $1', [m.userinfo.member_id]);
    expect(got.map((e) => e.payload)).toContainEqual({ memberId: row!.id, sponsorId: t.root.id });
  });
});

describe('mail through the outbox', () => {
  it('a queued mail goes out only if its transaction committed; a refused delivery is marked failed and retried', async () => {
    const delivered: OutgoingMail[] = [];
    let refusals = 1;
    const mailer: Mailer = {
      async deliver(mail) {
        if (refusals-- > 0) throw new Error('421 try again later');
        delivered.push(mail);
        return 'sent';
      },
      close() {},
    };
    const mailRunner = new JobRunner(t.database.db, { info() {}, warn() {}, error() {} });
    registerMailJobs(mailRunner, mailer);
    await expect(t.database.db.transaction(async (tx) => {
      await queueMail(tx, { to: 'never@example.test', subject: 'S', text: 'rolled back' });
      throw new Error('the request failed');
    })).rejects.toThrow('the request failed');
    const id = await t.database.db.transaction((tx) => queueMail(tx, { to: 'one@example.test', subject: 'S', text: 'hello' }));
    const outbox = async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
    expect((await outbox()).status).toBe('queued');

    await mailRunner.runDue();
    // SMTP refused it: failed with the reason, and the job waits for its back-off (10 s) before the next attempt.
    expect(await outbox()).toMatchObject({ status: 'failed', error: '421 try again later', attempts: 1 });
    expect(delivered).toEqual([]);
    await t.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(sql`name = 'mail.send' and state = 'retrying'`);
    await mailRunner.runDue();
    expect(await outbox()).toMatchObject({ status: 'sent', error: '', attempts: 2 });
    expect(delivered.map((m) => m.to)).toEqual(['one@example.test']);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'never@example.test'))).toEqual([]);
  });
});

describe('scheduled work', () => {
  let second: FastifyInstance | undefined;
  let secondDb: Database | undefined;
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('two instances on one database never run one scheduled job at once', async () => {
    // A second app on the same database: its own pool on a PostgreSQL server, the same handle on the embedded one.
    secondDb = TEST_DB === 'pg' ? await openPostgres(t.database.url!, 5) : undefined;
    second = await buildApp({ config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }), database: secondDb ?? t.database, rateScale: 1000, logger: false });
    let live = 0;
    let most = 0;
    let runs = 0;
    const tick = {
      everyMs: 1,
      handler: async (ctx: { db: typeof t.database.db }) => {
        live++;
        most = Math.max(most, live);
        runs++;
        // Some work on the database while holding the run, so an overlap would show.
        await ctx.db.execute(sql`select pg_sleep(0.01)`);
        await ctx.db.execute(sql`select count(*) from jobs`);
        live--;
      },
    };
    const runners = [runner, second.deps.jobs];
    for (const r of runners) r.schedule('test.tick', tick);
    for (const r of runners) r.start({ pollMs: 2 });
    try {
      await eventually(async () => expect(runs).toBeGreaterThanOrEqual(20), { timeoutMs: 100_000 });
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(most).toBe(1);
    const [live2] = await t.database.query<{ n: number }>(`select count(*)::int as n from jobs where name = 'test.tick' and state in ('queued', 'retrying', 'running')`);
    expect(live2!.n).toBeLessThanOrEqual(1);
  }, 120_000);
});
