import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runExclusive } from '../../jobs/exclusive.js';
import { readSetting } from '../site/index.js';
import { transition } from './machine.js';
import { cancelOrder } from './orders.js';
import { orders } from './tables.js';

// Fixed advisory-lock numbers of the order jobs (any numbers, the same on every instance).
const CANCEL_LOCK = 7_465_401;
const CONFIRM_LOCK = 7_465_402;
const BATCH = 200;

/** Cancels unpaid orders whose payment time has passed (their stock returns). Safe to rerun: each cancel is guarded. */
export async function cancelExpiredOrders(db: Db, now = new Date()): Promise<number> {
  let done = 0;
  await runExclusive(db, CANCEL_LOCK, async (tx) => {
    const due = await tx.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.status, 'unpaid'), lt(orders.payDeadline, now))).orderBy(asc(orders.id)).limit(BATCH);
    for (const { id } of due) {
      // One savepoint per order: an order paid at this very moment fails its guard and is simply left alone.
      try {
        await cancelOrder(tx, id, 'system', 'payment time-out');
        done++;
      } catch {
        // already paid or cancelled by someone else
      }
    }
  });
  return done;
}

/** Confirms receipt of orders shipped longer ago than the configured number of days. */
export async function confirmShippedOrders(db: Db, now = new Date()): Promise<number> {
  const days = Number(await readSetting(db, 'order_confirm_days'));
  let done = 0;
  await runExclusive(db, CONFIRM_LOCK, async (tx) => {
    const due = await tx.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.status, 'shipped'), lt(orders.shippedAt, new Date(now.getTime() - days * 86_400_000)))).orderBy(asc(orders.id)).limit(BATCH);
    for (const { id } of due) {
      try {
        await tx.transaction((sp) => transition(sp, id, 'confirm', 'system', {}, `auto-confirmed after ${days} days`));
        done++;
      } catch {
        // confirmed by the member meanwhile
      }
    }
  });
  return done;
}

/** Starts the order jobs on a timer; returns a function that stops them. */
export function startOrderJobs(db: Db, log: { warn(obj: unknown, msg?: string): void }, everyMs = 30_000): () => void {
  const tick = async () => {
    try {
      await cancelExpiredOrders(db);
      await confirmShippedOrders(db);
    } catch (err) {
      log.warn({ err }, 'order jobs failed; they run again next tick');
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
