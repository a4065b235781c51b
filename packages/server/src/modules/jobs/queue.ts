import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from './tables.js';

export interface EnqueueOptions {
  /** Attempts before the job goes to the dead-letter state (default 5). */
  maxAttempts?: number;
  /** Not before this time (default now). */
  runAt?: Date;
  /** While a job with this key waits or runs, another one is not added. */
  singletonKey?: string;
  /** A job with this key is only ever added once. */
  dedupeKey?: string;
}

/**
 * Adds a job. Call it with the transaction of the change that needs the work, so the job exists if and only if the
 * change committed. Returns the job's id, or null when a singleton or dedupe key said it already exists.
 */
export async function enqueue(tx: Db, name: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await tx.insert(jobs).values({
    name,
    payload,
    maxAttempts: opts.maxAttempts ?? 5,
    runAt: opts.runAt ?? sql`now()`,
    singletonKey: opts.singletonKey ?? null,
    dedupeKey: opts.dedupeKey ?? null,
  }).onConflictDoNothing().returning({ id: jobs.id });
  return row?.id ?? null;
}
