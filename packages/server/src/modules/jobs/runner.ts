import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { PUBLISH_JOB, type DomainEvents, type EventType, type PublishedEvent } from './events.js';
import { enqueue } from './queue.js';
import { domainEvents, jobSchedules, jobs } from './tables.js';

export interface JobLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** What a handler receives besides its payload. */
export interface JobContext {
  db: Db;
  jobId: number;
  /** 1 on the first attempt. */
  attempt: number;
  log: JobLog;
}

/**
 * A named kind of job. Handlers must be idempotent: a job runs at least once, and again after a crash. How many attempts
 * a job gets is set when it is added (enqueue's maxAttempts), so it is visible on the job's row.
 */
export interface JobDefinition<P = Record<string, unknown>> {
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** Wait before the second attempt; doubles with each further one, at most an hour (default 5 s). */
  backoffMs?: number;
}

/** Recurring work: a job added every `everyMs`, never while the previous one still waits or runs. */
export interface ScheduleDefinition {
  everyMs: number;
  handler(ctx: JobContext): Promise<void>;
  maxAttempts?: number;
}

export interface RunnerOptions {
  /** How long a claimed job stays claimed without a heartbeat (default 60 s); renewed every third of it. */
  leaseMs?: number;
  /** Jobs run at once by this instance (default 4). */
  concurrency?: number;
}

export interface StartOptions {
  /** Pause between polls when there is nothing to do (default 1 s). */
  pollMs?: number;
  /** Whether this instance also adds scheduled jobs when due (default true). */
  schedules?: boolean;
}

interface Claimed {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const MAX_BACKOFF_MS = 3_600_000;
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
const errorText = (err: unknown) => (err instanceof Error ? err.stack ?? err.message : String(err)).slice(0, 2000);

/**
 * Runs durable jobs from the `jobs` table: polls with one short statement (never holding a connection while idle, which
 * matters on the embedded database's single connection), runs handlers under a renewed lease, retries with doubling
 * back-off, and leaves a job `dead` with its last error after its last attempt. Also adds scheduled jobs and fans
 * domain events out to their subscribers.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly defs = new Map<string, JobDefinition>();
  private readonly schedules = new Map<string, ScheduleDefinition>();
  private readonly subscribers = new Map<EventType, Array<{ name: string; maxAttempts: number }>>();
  private readonly active = new Set<Promise<void>>();
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  // A job finished while the loop was busy: the next pause is skipped, so its free slot is used at once.
  private nudged = false;
  private lastSweep = 0;
  private schedulesSaved = false;

  constructor(private readonly db: Db, private readonly log: JobLog, opts: RunnerOptions = {}) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.concurrency = opts.concurrency ?? 4;
    this.define<{ eventId: number }>(PUBLISH_JOB, { backoffMs: 1000, handler: (p) => this.publish(p.eventId) });
  }

  /** Registers the handler of a job name. */
  define<P = Record<string, unknown>>(name: string, def: JobDefinition<P>): void {
    if (this.defs.has(name)) throw new Error(`job ${name} is defined twice`);
    this.defs.set(name, def as JobDefinition);
  }

  /** Registers recurring work; `start` with schedules on adds its jobs when due. */
  schedule(name: string, def: ScheduleDefinition): void {
    this.define(name, { handler: (_p, ctx) => def.handler(ctx) });
    this.schedules.set(name, def);
    this.schedulesSaved = false;
  }

  /**
   * Subscribes a handler to one event type. Each event reaches it as its own job named `event:<handlerName>`, at least
   * once; the event's id is the key to make the handler idempotent.
   */
  subscribe<K extends EventType>(type: K, handlerName: string, handler: (event: PublishedEvent<K>, ctx: JobContext) => Promise<void>, opts: { maxAttempts?: number; backoffMs?: number } = {}): void {
    this.define<{ eventId: number }>(`event:${handlerName}`, {
      backoffMs: opts.backoffMs,
      handler: async (p, ctx) => {
        const [row] = await ctx.db.select().from(domainEvents).where(eq(domainEvents.id, p.eventId));
        if (!row) throw new Error(`event ${p.eventId} not found`);
        await handler({ id: row.id, type: row.type as K, payload: row.payload as DomainEvents[K] }, ctx);
      },
    });
    this.subscribers.set(type, [...(this.subscribers.get(type) ?? []), { name: handlerName, maxAttempts: opts.maxAttempts ?? 5 }]);
  }

  /** Starts polling for jobs (and adding scheduled ones). Stop it with `stop`. */
  start(opts: StartOptions = {}): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop(opts.pollMs ?? 1000, opts.schedules ?? true);
  }

  /** Stops polling and waits for the jobs this instance is running to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loopDone;
    await Promise.allSettled([...this.active]);
  }

  /**
   * Runs every job that is due now, one after another, until none is left; returns how many ran. For tests and tools
   * that want the work done without a polling worker.
   */
  async runDue(): Promise<number> {
    let n = 0;
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const job = await this.claim();
      if (!job) return n;
      await this.execute(job);
      n++;
    }
  }

  /** Adds the scheduled jobs that are due; one instance wins each slot, and a slot's job is skipped while the last one is live. */
  async addDueScheduledJobs(): Promise<void> {
    const names = [...this.schedules.keys()];
    if (!names.length) return;
    if (!this.schedulesSaved) {
      for (const [name, def] of this.schedules) {
        await this.db.insert(jobSchedules).values({ name, everyMs: def.everyMs, maxAttempts: def.maxAttempts ?? 3 })
          .onConflictDoUpdate({ target: jobSchedules.name, set: { everyMs: def.everyMs, maxAttempts: def.maxAttempts ?? 3 } });
      }
      this.schedulesSaved = true;
    }
    await this.db.execute(sql`
      with due as (
        update job_schedules set next_run_at = now() + every_ms * interval '1 millisecond'
        where ${inArray(jobSchedules.name, names)} and next_run_at <= now()
        returning name, max_attempts
      )
      insert into jobs (name, payload, max_attempts, singleton_key)
      select name, '{}'::jsonb, max_attempts, 'schedule:' || name from due
      on conflict do nothing`);
  }

  /** Takes back jobs whose worker stopped renewing its lease (killed, or cut off): they retry, or die after their last attempt. */
  async reclaimExpired(): Promise<void> {
    await this.db.execute(sql`
      update jobs set
        state = case when attempts >= max_attempts then 'dead' else 'retrying' end,
        finished_at = case when attempts >= max_attempts then now() end,
        run_at = now(), locked_by = null, locked_until = null, updated_at = now(),
        last_error = 'the worker stopped before the job finished (its lease expired)'
      where state = 'running' and locked_until < now()`);
  }

  private async loop(pollMs: number, withSchedules: boolean): Promise<void> {
    while (this.running) {
      // The embedded database answers without real I/O, so a busy queue would otherwise be an endless chain of promise
      // continuations that starves timers and requests: each round yields to the event loop and claims at most as many
      // jobs as there are free slots.
      await new Promise<void>((resolve) => setImmediate(resolve));
      let full = false;
      try {
        if (Date.now() - this.lastSweep >= Math.min(this.leaseMs / 4, 5000)) {
          this.lastSweep = Date.now();
          await this.reclaimExpired();
        }
        this.nudged = false;
        if (withSchedules) await this.addDueScheduledJobs();
        const free = this.concurrency - this.active.size;
        let claimed = 0;
        while (this.running && claimed < free) {
          const job = await this.claim();
          if (!job) break;
          claimed++;
          const run: Promise<void> = this.execute(job).finally(() => {
            this.active.delete(run);
            this.nudged = true;
            this.wake?.();
          });
          this.active.add(run);
        }
        // Every free slot found a job: more may be waiting, so the next round starts at once.
        full = free > 0 && claimed === free;
      } catch (err) {
        this.log.warn({ err }, 'job worker: polling failed; it tries again');
      }
      if (this.running && !full) await this.idle(pollMs);
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.nudged) {
      this.nudged = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).finally(() => { this.wake = undefined; });
  }

  /** Claims the oldest due job this instance can run; SKIP LOCKED lets instances claim side by side. */
  private async claim(): Promise<Claimed | undefined> {
    const names = [...this.defs.keys()];
    const res = await this.db.execute(sql`
      update jobs set state = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_until = now() + ${this.leaseMs}::int * interval '1 millisecond', updated_at = now()
      where id = (
        select id from jobs
        where state in ('queued', 'retrying') and run_at <= now() and ${inArray(jobs.name, names)}
        order by run_at, id limit 1 for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`);
    return rowsOf<Claimed>(res)[0];
  }

  private async execute(job: Claimed): Promise<void> {
    const def = this.defs.get(job.name)!;
    const heartbeat = setInterval(() => {
      this.db.update(jobs).set({ lockedUntil: sql`now() + ${this.leaseMs}::int * interval '1 millisecond'` })
        .where(sql`id = ${job.id} and locked_by = ${this.workerId} and state = 'running'`)
        .catch((err: unknown) => this.log.warn({ err, job: job.id }, 'job worker: could not renew a lease'));
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    try {
      await def.handler(job.payload, { db: this.db, jobId: job.id, attempt: job.attempts, log: this.log });
      clearInterval(heartbeat);
      await this.db.update(jobs).set({ state: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
        .where(sql`id = ${job.id} and locked_by = ${this.workerId} and state = 'running'`);
    } catch (err) {
      clearInterval(heartbeat);
      const last = job.attempts >= job.max_attempts;
      const wait = Math.min(MAX_BACKOFF_MS, (def.backoffMs ?? 5000) * 2 ** (job.attempts - 1));
      this.log[last ? 'error' : 'warn']({ err, job: job.id, name: job.name, attempt: job.attempts }, last ? 'job failed its last attempt (dead)' : 'job failed; it will be retried');
      await this.db.update(jobs).set({
        state: last ? 'dead' : 'retrying',
        finishedAt: last ? sql`now()` : null,
        runAt: sql`now() + ${wait}::int * interval '1 millisecond'`,
        lastError: errorText(err), lockedBy: null, lockedUntil: null, updatedAt: sql`now()`,
      }).where(sql`id = ${job.id} and locked_by = ${this.workerId} and state = 'running'`)
        .catch((e: unknown) => this.log.warn({ err: e, job: job.id }, 'job worker: could not record a failure; the lease brings the job back'));
    }
  }

  /** Fans one committed event out: one job per subscriber, made once however often this runs. */
  private async publish(eventId: number): Promise<void> {
    const [event] = await this.db.select({ type: domainEvents.type }).from(domainEvents).where(eq(domainEvents.id, eventId));
    if (!event) throw new Error(`event ${eventId} not found`);
    const subscribers = this.subscribers.get(event.type as EventType) ?? [];
    if (!subscribers.length) return;
    await this.db.transaction(async (tx) => {
      for (const { name, maxAttempts } of subscribers) {
        await enqueue(tx, `event:${name}`, { eventId }, { dedupeKey: `event:${eventId}:${name}`, maxAttempts });
      }
    });
  }
}
