import { z } from 'zod';
import { getCall } from '../call.js';

/** One UTC day of a figure: how many and how much (money as a decimal string; '0.00000000'-style totals are formatted). */
export const DashboardDay = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count: z.number().int(), amount: z.string() });
/** A figure over the last 30 UTC days (today included): today's part, the 30 days' total and every day, oldest first. */
export const DashboardFigure = z.object({
  today: DashboardDay,
  count: z.number().int(),
  amount: z.string(),
  days: z.array(DashboardDay),
});
/** How many wait and what they add up to. */
export const DashboardWaiting = z.object({ count: z.number().int(), amount: z.string() });
/**
 * What waits on the operator: counts of the queues they may act on. A queue the operator's role may not act on is left
 * out, as is a figure they may not read.
 */
export const DashboardQueues = z.object({
  withdrawals: z.number().int().optional(),
  kyc: z.number().int().optional(),
  feedback: z.number().int().optional(),
  applications: z.number().int().optional(),
  orders_to_ship: z.number().int().optional(),
});
export const AdminDashboard = z.object({
  /** Today (UTC) and the first of the 30 days. */
  today: z.string(),
  from: z.string(),
  /** New members (main accounts; members.read). */
  new_members: DashboardFigure.optional(),
  /** Paid orders not cancelled, by payment time: orders and their totals (orders.read). */
  sales: DashboardFigure.optional(),
  /** Top-ups credited, by settlement time (chain.read). */
  top_ups: DashboardFigure.optional(),
  /** Withdrawals paid out, by payout time, and those waiting for review (withdrawals.read). */
  withdrawals_paid: DashboardFigure.optional(),
  withdrawals_waiting: DashboardWaiting.optional(),
  /** Bonuses paid (net of reversals) by settlement date, and their share of the same days' sales in percent (ledger.read). */
  bonuses: DashboardFigure.extend({ share_of_sales: z.string().nullable() }).optional(),
  queues: DashboardQueues,
});

/** Every /admin-api/dashboard call: the back office's first page. */
export const adminDashboardCalls = {
  overview: getCall({
    path: '/admin-api/dashboard', access: { operator: 'self' }, data: AdminDashboard,
    summary: "Today's and the last 30 days' figures and the queues waiting on the caller, each by the caller's permissions",
  }),
};
