import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { JobRunner } from './runner.js';
import { jobs } from './tables.js';

/** Finished jobs are kept this long for the back office, then deleted; dead ones stay until an operator acts. */
const KEEP_FINISHED_DAYS = 7;

/** Deletes jobs that finished (done or discarded) more than a week ago; returns how many. */
export async function deleteOldFinishedJobs(db: Db): Promise<number> {
  const gone = await db.delete(jobs)
    .where(and(inArray(jobs.state, ['done', 'discarded']), lt(jobs.finishedAt, sql`now() - ${KEEP_FINISHED_DAYS}::int * interval '1 day'`)))
    .returning({ id: jobs.id });
  return gone.length;
}

/** Registers the queue's own upkeep as scheduled work. */
export function registerJobHousekeeping(runner: JobRunner): void {
  runner.schedule('jobs.cleanup', { everyMs: 3_600_000, handler: async (ctx) => { await deleteOldFinishedJobs(ctx.db); } });
}
