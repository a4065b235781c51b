import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { totalsByDay, type DayTotal } from '../../lib/day-totals.js';
import { recharges } from './tables.js';

/** Top-ups credited per UTC day of settlement over `days`: how many and what was received. */
export function topUpsByDay(db: Db, days: readonly string[]): Promise<DayTotal[]> {
  return totalsByDay(db, { table: recharges, at: recharges.settledAt, amount: recharges.received, where: eq(recharges.status, 'success') }, days);
}
