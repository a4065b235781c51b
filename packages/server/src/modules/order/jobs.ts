import { and, asc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { JobRunner } from '../jobs/index.js';
import { depositSeenBefore } from '../chain/index.js';
import { readSetting } from '../site/index.js';
import { transition } from './machine.js';
import { cancelOrder } from './orders.js';
import { orders } from './tables.js';
import { payWaitingUsdtOrders } from './usdt.js';

const BATCH = 200;

/**
 * Cancels unpaid orders whose payment time has passed (their stock returns), each in its own transaction. Safe to run
 * twice at once or again: each cancel is guarded by the order's state, so an order is cancelled once. An order waiting
 * for USDT is left while a deposit seen before its deadline is still on its way to finality (money sent in time).
 */
export async function cancelExpiredOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.status, 'unpaid'), lt(orders.payDeadline, now),
      or(isNull(orders.usdtDue), not(depositSeenBefore(sql`${orders.memberId}`, sql`${orders.payDeadline}`)))))
    .orderBy(asc(orders.id)).limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    try {
      await cancelOrder(db, id, 'system', 'payment time-out');
      done++;
    } catch (err) {
      if (!wrongState(err)) throw err;
      // paid or cancelled by someone else meanwhile
    }
  }
  return done;
}

/** Confirms receipt of orders shipped longer ago than the configured number of days. Guarded like the cancels. */
export async function confirmShippedOrders(db: Db, now = new Date()): Promise<number> {
  const days = Number(await readSetting(db, 'order_confirm_days'));
  const due = await db.select({ id: orders.id }).from(orders)
    .where(and(inArray(orders.status, ['shipped', 'partially_refunded']), lt(orders.shippedAt, new Date(now.getTime() - days * 86_400_000)), isNull(orders.completedAt)))
    .orderBy(asc(orders.id)).limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    try {
      await db.transaction((tx) => transition(tx, id, 'confirm', 'system', {}, `auto-confirmed after ${days} days`));
      done++;
    } catch (err) {
      if (!wrongState(err)) throw err;
      // confirmed by the member meanwhile
    }
  }
  return done;
}

// Only "the order moved on meanwhile" is expected; anything else (the database gone) fails the job, which retries.
const wrongState = (err: unknown) => err instanceof AppError && err.key === 'order_wrong_state';

/**
 * Registers the order module's work: payment time-outs, auto-confirmation of old shipments, and paying orders waiting
 * for USDT when a deposit is credited (at least once per deposit; paying is guarded by the order's state).
 */
export function registerOrderJobs(runner: JobRunner, everyMs = 30_000): void {
  runner.subscribe('chain.deposit_credited', 'order.pay_usdt', async (event, ctx) => {
    await payWaitingUsdtOrders(ctx.db, event.payload.memberId, new Date(event.payload.seenAt));
  });
  runner.schedule('order.cancel_expired', { everyMs, handler: async (ctx) => { await cancelExpiredOrders(ctx.db); } });
  runner.schedule('order.confirm_shipped', { everyMs, handler: async (ctx) => { await confirmShippedOrders(ctx.db); } });
}
