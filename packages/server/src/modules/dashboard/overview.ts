import { Money, type Permission } from '@onego/contract';
import type { z } from 'zod';
import type { AdminDashboard } from '@onego/contract';
import { figureOf, lastDays, type DayTotal } from '../../lib/day-totals.js';
import { can, type AdminCtx } from '../admin/index.js';
import { pendingApplicationCount } from '../application/index.js';
import { bonusesPaidByDay } from '../bonus/index.js';
import { topUpsByDay } from '../chain/index.js';
import { pendingFeedbackCount } from '../feedback/index.js';
import { pendingKycCount } from '../kyc/index.js';
import { newMembersByDay } from '../member/index.js';
import { ordersToShip, salesByDay } from '../order/index.js';
import { withdrawalsPaidByDay, withdrawalsWaiting } from '../withdrawal/index.js';

type Dashboard = z.infer<typeof AdminDashboard>;

/** The days the dashboard covers: the last 30 UTC days, today included. */
export const DASHBOARD_DAYS = 30;

/**
 * The back office's first page for this operator: each figure read through its owner's door over the last 30 days
 * (one grouped read of an indexed time range each), each queue a count over its state index; what the operator's role
 * may not read or act on is neither read nor sent.
 */
export async function dashboardOf(ctx: AdminCtx, now = new Date()): Promise<Dashboard> {
  const { db } = ctx;
  const may = (p: Permission) => can(ctx.operator.role, p);
  const days = lastDays(DASHBOARD_DAYS, now);
  const when = <T>(p: Permission, read: () => Promise<T>) => (may(p) ? read() : Promise.resolve(undefined));
  const figure = (p: Permission, read: (db: AdminCtx['db'], d: readonly string[]) => Promise<DayTotal[]>) =>
    when(p, async () => figureOf(await read(db, days), days));

  // Sequential on purpose: a PGlite database serves one query at a time, and PostgreSQL answers these in milliseconds.
  const newMembers = await figure('members.read', newMembersByDay);
  const sales = await figure('orders.read', salesByDay);
  const topUps = await figure('chain.read', topUpsByDay);
  const paid = await figure('withdrawals.read', withdrawalsPaidByDay);
  const waiting = await when('withdrawals.read', () => withdrawalsWaiting(db));
  const bonusFigure = await figure('ledger.read', bonusesPaidByDay);
  // The share is against the same days' sales, read for it even when the caller may not see sales as a figure.
  const salesTotal = bonusFigure ? (sales ?? figureOf(await salesByDay(db, days), days)).amount : undefined;
  const bonuses = bonusFigure && {
    ...bonusFigure,
    share_of_sales: new Money(salesTotal!).isZero() ? null : new Money(bonusFigure.amount).div(salesTotal!).times(100).toFixed(2),
  };
  const queues: Dashboard['queues'] = {
    withdrawals: may('withdrawals.review') ? (waiting ?? (await withdrawalsWaiting(db))).count : undefined,
    kyc: await when('kyc.write', () => pendingKycCount(db)),
    feedback: await when('feedback.write', () => pendingFeedbackCount(db)),
    applications: await when('applications.write', () => pendingApplicationCount(db)),
    orders_to_ship: await when('orders.write', () => ordersToShip(db)),
  };
  return {
    today: days[days.length - 1]!, from: days[0]!,
    new_members: newMembers, sales, top_ups: topUps, withdrawals_paid: paid, withdrawals_waiting: waiting, bonuses, queues,
  };
}
