import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, serial, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';
import { members } from '../member/tables.js';
import { orders } from '../order/tables.js';

/**
 * Orders on their way to paying bonuses: written when receipt is confirmed, eligible from `eligible_on` unless
 * refunded first; `settled_on` is the run that paid them; a refund after that sets `reversed_on`, and the run of that
 * day takes the BV back out of the volumes.
 */
export const bonusOrders = pgTable('bonus_orders', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey().references(() => orders.id),
  memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
  bv: amount('bv').notNull(),
  eligibleOn: date('eligible_on', { mode: 'string' }).notNull(),
  state: text('state', { enum: ['waiting', 'settled', 'refunded', 'reversed', 'closed'] }).notNull().default('waiting'),
  settledOn: date('settled_on', { mode: 'string' }),
  reversedOn: date('reversed_on', { mode: 'string' }),
}, (t) => [index('bonus_orders_due_idx').on(t.state, t.eligibleOn), index('bonus_orders_reversed_idx').on(t.reversedOn)]);

/** One settlement run per date: its sales, the guard's figures, totals per kind and what the pools carry on. */
export const bonusRuns = pgTable('bonus_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  sales: amount('sales').notNull(),
  averageSales: amount('average_sales').notNull(),
  owed: amount('owed').notNull(),
  paid: amount('paid').notNull(),
  guardLimit: amount('guard_limit').notNull(),
  scaled: boolean('scaled').notNull(),
  /** Paid per kind, decimal strings. */
  totals: jsonb('totals').$type<Record<string, string>>().notNull(),
  carryConsumption: amount('carry_consumption').notNull(),
  carryLeader: jsonb('carry_leader').$type<[string, string, string]>().notNull(),
  /** The plan the run used, as it was, and its version (null when a caller passed a plan of its own: tests, bench). */
  plan: jsonb('plan').notNull(),
  planVersion: integer('plan_version'),
  finishedAt: ts('finished_at').notNull().defaultNow(),
});

/**
 * One credit (or one cut) of one kind to one member: per (order, kind, recipient) for the order kinds, per (date, kind,
 * recipient) for the daily ones, so a rerun pays nothing twice. A reversal is a row of its own with negative amounts
 * pointing at the original. `entry_id` is the journal entry that carried it.
 */
export const bonusRecords = pgTable('bonus_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ['referral', 'sales', 'leadership', 'equal_level', 'static', 'consumption', 'leader'] }).notNull(),
  // No foreign keys on the record's ids (ADR 0016): the settlement writes them from ids it has just read in the same
  // run (the tree, the orders it locked, the entry the ledger answered), and the four key checks per row cost more
  // than the row itself.
  recipientId: bigint('recipient_id', { mode: 'number' }).notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  sourceMemberId: bigint('source_member_id', { mode: 'number' }),
  orderBv: amount('order_bv').notNull().default('0'),
  ratio: numeric('ratio', { precision: 12, scale: 8 }).notNull(),
  level: smallint('level').notNull(),
  due: amount('due').notNull(),
  paid: amount('paid').notNull(),
  forfeited: amount('forfeited').notNull(),
  balance: amount('balance').notNull(),
  coupons: amount('coupons').notNull(),
  points: amount('points').notNull(),
  reversalOf: bigint('reversal_of', { mode: 'number' }),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('bonus_records_order_uq').on(t.orderId, t.kind, t.recipientId).where(sql`order_id is not null and reversal_of is null`),
  uniqueIndex('bonus_records_day_uq').on(t.day, t.kind, t.recipientId).where(sql`order_id is null and reversal_of is null`),
  uniqueIndex('bonus_records_reversal_uq').on(t.reversalOf).where(sql`reversal_of is not null`),
  index('bonus_records_recipient_idx').on(t.recipientId, t.kind, t.day),
  // The settlement calendar counts each date's records (a rerun shows it added none); the dashboard sums bonuses per date.
  index('bonus_records_day_idx').on(t.day),
]);

/**
 * A settlement run's payouts, computed and staged by the run's first transaction and applied in batches (ADR 0016):
 * each batch is one transaction on any connection that holds its row (the ledger entry keyed by date and batch, the
 * records, the caps' increments) and deletes the row. A date with rows left here was interrupted; settling it again
 * applies what is left. Each batch holds a range of recipients, so no two batches credit the same member.
 * Every column is a PostgreSQL array literal kept as text, amounts as whole units of 1e-8: staging stores them without
 * parsing a number, and the batch parses them when it lands (two batches land at once, the staging is one).
 */
export const bonusBatches = pgTable('bonus_batches', {
  day: date('day', { mode: 'string' }).notNull().references(() => bonusRuns.day),
  batch: integer('batch').notNull(),
  // Credits per member (decimal strings with 2 places), one ledger entry for the batch.
  creditMembers: text('credit_members').notNull(),
  creditBalance: text('credit_balance').notNull(),
  creditCoupons: text('credit_coupons').notNull(),
  creditPoints: text('credit_points').notNull(),
  // The records, one literal per column of bonus_records (ids, levels; amounts and ratios in units).
  kinds: text('kinds').notNull(),
  recipients: text('recipients').notNull(),
  orderIds: text('order_ids').notNull(),
  sources: text('sources').notNull(),
  orderBvs: text('order_bvs').notNull(),
  ratios: text('ratios').notNull(),
  levels: text('levels').notNull(),
  dues: text('dues').notNull(),
  paids: text('paids').notNull(),
  forfeiteds: text('forfeiteds').notNull(),
  balances: text('balances').notNull(),
  coupons: text('coupons').notNull(),
  points: text('points').notNull(),
  // What the run adds to each member's caps (increments in units, so a reversal landing meanwhile is kept).
  capMembers: text('cap_members').notNull(),
  capDynamic: text('cap_dynamic').notNull(),
  capConsumption: text('cap_consumption').notNull(),
  capFund: text('cap_fund').notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.batch] })]);

/** What each member has received under each cap; a reversal gives it back. */
export const bonusCaps = pgTable('bonus_caps', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey().references(() => members.id),
  dynamicReceived: amount('dynamic_received').notNull().default('0'),
  consumptionReceived: amount('consumption_received').notNull().default('0'),
  fundReceived: amount('fund_received').notNull().default('0'),
});

/**
 * The plan's versions: each applies from `effective_from` (UTC date) until the next one; the settlement of date D
 * uses the version with the latest `effective_from` on or before D. Version 1 is the default plan, from the start.
 * A version is never changed once written, and a new one starts after today, so a run already paid keeps its plan.
 */
export const bonusPlans = pgTable('bonus_plans', {
  version: integer('version').primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  plan: jsonb('plan').notNull(),
  note: text('note').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('bonus_plans_from_uq').on(t.effectiveFrom)]);

/**
 * Simulations asked for in the back office: the period and the proposed plan, run by the `bonus.simulate` job, which
 * writes its progress (days done) and its result here, so no request waits for a replay.
 */
export const bonusSimulations = pgTable('bonus_simulations', {
  id: serial('id').primaryKey(),
  fromDay: date('from_day', { mode: 'string' }).notNull(),
  toDay: date('to_day', { mode: 'string' }).notNull(),
  plan: jsonb('plan').notNull(),
  state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  daysDone: integer('days_done').notNull().default(0),
  days: integer('days').notNull(),
  result: jsonb('result'),
  error: text('error').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});
