import type { Db } from '../../db/client.js';
import { totalsByDay, type DayTotal } from '../../lib/day-totals.js';
import { bonusRecords } from './tables.js';

/** Bonuses paid per settlement date over `days`, reversals (negative rows) netted in: records and amounts paid. */
export function bonusesPaidByDay(db: Db, days: readonly string[]): Promise<DayTotal[]> {
  return totalsByDay(db, { table: bonusRecords, at: bonusRecords.day, amount: bonusRecords.paid, dateColumn: true }, days);
}
