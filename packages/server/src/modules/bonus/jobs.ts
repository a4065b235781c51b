import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../jobs/index.js';
import { dateOf, trackOrder } from './eligibility.js';
import { stagedDaysBefore } from './batches.js';
import { settleDate, type RunSummary } from './settle.js';
import { registerSimulationJob } from './simulations.js';
import { bonusRuns } from './tables.js';

/** The most dates one catch-up settles (after downtime), oldest first. */
const CATCH_UP_DAYS = 31;

/**
 * Settles every date from the day after the last run through yesterday (UTC), in order; with no run yet, only
 * yesterday. Each date is claimed once. A run interrupted while its payouts were landing is finished first.
 */
export async function settleDueDates(db: Db, now: Date = new Date()): Promise<RunSummary[]> {
  const yesterday = dateOf(now, -1);
  const out: RunSummary[] = [];
  for (const d of await stagedDaysBefore(db, dateOf(now, 0))) out.push(await settleDate(db, d));
  const [last] = await db.select({ day: bonusRuns.day }).from(bonusRuns).orderBy(desc(bonusRuns.day)).limit(1);
  const days: string[] = [];
  let day = last ? dateOf(new Date(`${last.day}T00:00:00Z`), 1) : yesterday;
  while (day <= yesterday && days.length < CATCH_UP_DAYS) { days.push(day); day = dateOf(new Date(`${day}T00:00:00Z`), 1); }
  for (const d of days) out.push(await settleDate(db, d));
  return out;
}

/** Registers the order subscriber (receipt confirmed → tracked for eligibility), the hourly settlement check and the simulator's job. */
export function registerBonusJobs(runner: JobRunner): void {
  runner.subscribe('order.receipt_confirmed', 'bonus.track_order', async (event, ctx) => {
    await trackOrder(ctx.db, event.payload.orderId);
  });
  runner.schedule('bonus.settle', { everyMs: 3_600_000, handler: async (ctx) => { await settleDueDates(ctx.db); } });
  registerSimulationJob(runner);
}
