import { count, eq, sql } from 'drizzle-orm';
import { formatMoney } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { totalsByDay, type DayTotal } from '../../lib/day-totals.js';
import { withdrawals } from './tables.js';

/** Withdrawals paid out per UTC day of payout over `days`: how many and the amounts the members withdrew. */
export function withdrawalsPaidByDay(db: Db, days: readonly string[]): Promise<DayTotal[]> {
  return totalsByDay(db, { table: withdrawals, at: withdrawals.paidAt, amount: withdrawals.amount, where: eq(withdrawals.status, 'paid') }, days);
}

/** Withdrawals waiting for an operator's review: how many and what they add up to. */
export async function withdrawalsWaiting(db: Db): Promise<{ count: number; amount: string }> {
  const [row] = await db.select({ n: count(), sum: sql<string | null>`sum(${withdrawals.amount})::text` }).from(withdrawals)
    .where(eq(withdrawals.status, 'pending_review'));
  return { count: row?.n ?? 0, amount: formatMoney(row?.sum ?? '0') };
}
