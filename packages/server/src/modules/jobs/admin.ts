import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { JobRow, JobStateName, Page } from '@onego/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type OperatorCtx } from '../admin/index.js';
import { JOB_STATES, type JobState } from './states.js';
import { jobs } from './tables.js';

type JobView = z.infer<typeof JobRow>;


/** Per job name, how many jobs are in each state (every state listed, zeros included). */
export async function jobsSummary(db: Db): Promise<{ queues: Array<{ name: string; counts: Record<JobStateName, number> }> }> {
  const rows = await db.select({ name: jobs.name, state: jobs.state, n: count() }).from(jobs).groupBy(jobs.name, jobs.state).orderBy(jobs.name);
  const byName = new Map<string, Record<JobStateName, number>>();
  for (const r of rows) {
    const counts = byName.get(r.name) ?? Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobStateName, number>;
    counts[r.state] = r.n;
    byName.set(r.name, counts);
  }
  return { queues: [...byName].map(([name, counts]) => ({ name, counts })) };
}

/** Jobs newest first, by state and name: where operators find failed and dead jobs with their last error. */
export async function listJobs(db: Db, f: { state?: JobState; name?: string; page: number; limit: number }): Promise<Page<JobView>> {
  const conds: SQL[] = [];
  if (f.state) conds.push(eq(jobs.state, f.state));
  if (f.name) conds.push(eq(jobs.name, f.name));
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return {
    list: rows.map((r) => ({
      id: r.id, name: r.name, state: r.state, attempts: r.attempts, max_attempts: r.maxAttempts, last_error: r.lastError,
      payload: r.payload, run_at: toSeconds(r.runAt), created_at: toSeconds(r.createdAt), updated_at: toSeconds(r.updatedAt),
    })),
    total: total?.n ?? 0,
    page: f.page,
    limit: f.limit,
  };
}

/**
 * Puts a dead, discarded or waiting-to-retry job back in the queue to run now, with a fresh set of attempts. Audited in
 * the same transaction. Refused while another copy of the same scheduled job is live.
 */
export async function retryJob(ctx: OperatorCtx, id: number): Promise<void> {
  await changeJob(ctx, id, ['dead', 'discarded', 'retrying'], 'job.retry', { state: 'queued', attempts: 0, runAt: new Date(), finishedAt: null });
}

/** Gives up a dead or waiting job for good: it stays listed as discarded and never runs. Audited. */
export async function discardJob(ctx: OperatorCtx, id: number): Promise<void> {
  await changeJob(ctx, id, ['dead', 'retrying', 'queued'], 'job.discard', { state: 'discarded', finishedAt: new Date() });
}

async function changeJob(ctx: OperatorCtx, id: number, from: JobState[], action: 'job.retry' | 'job.discard', set: Partial<typeof jobs.$inferInsert> & { state: JobState }): Promise<void> {
  try {
    await operatorAction(ctx, action, async ({ tx }) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
      if (!job) throw new AppError('job_not_found');
      // The conditional update is the guard: a worker may have claimed the job since it was read.
      const [moved] = await tx.update(jobs).set({ ...set, updatedAt: new Date() })
        .where(and(eq(jobs.id, id), inArray(jobs.state, from))).returning({ id: jobs.id });
      if (!moved) throw new AppError('job_wrong_state');
      return {
        target: { type: 'job', id },
        before: { name: job.name, state: job.state, attempts: job.attempts, last_error: job.lastError.slice(0, 500) },
        after: { state: set.state },
        result: undefined,
      };
    });
  } catch (err) {
    // Another copy of the same scheduled job waits or runs: this one may not come back beside it.
    if (uniqueViolation(err) !== undefined) throw new AppError('job_wrong_state');
    throw err;
  }
}
