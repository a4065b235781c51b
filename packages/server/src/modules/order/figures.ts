import { count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { totalsByDay, type DayTotal } from '../../lib/day-totals.js';
import { orders } from './tables.js';

/** Sales per UTC day of payment over `days`: paid orders not cancelled since, and their totals. */
export function salesByDay(db: Db, days: readonly string[]): Promise<DayTotal[]> {
  return totalsByDay(db, { table: orders, at: orders.paidAt, amount: orders.total, where: ne(orders.status, 'cancelled') }, days);
}

/** How many paid orders wait to be shipped. */
export async function ordersToShip(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid'));
  return row?.n ?? 0;
}
