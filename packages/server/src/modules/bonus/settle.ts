import { and, eq, lte } from 'drizzle-orm';
import { parallelConnections, type Db } from '../../db/client.js';
import { applyDay, loadTreeState, saveDay } from '../network/index.js';
import { applyBatches, MEMBERS_PER_BATCH, stageBatches, stagedDaysBefore } from './batches.js';
import { settleDay, type CapState, type DayResult } from './engine.js';
import { cents, decimal } from './fixed.js';
import { BONUS_KINDS, compilePlan, type CompiledPlan, type Plan } from './plan.js';
import { planInForce } from './versions.js';
import { loadCaps, ordersOfDay, previousRuns } from './store.js';
import { bonusOrders, bonusRuns } from './tables.js';

/** What one run did (amounts as decimal strings); `replayed` when the date had already been claimed by an earlier call. */
export interface RunSummary {
  day: string;
  replayed: boolean;
  orders: number;
  sales: string;
  owed: string;
  paid: string;
  guardLimit: string;
  scaled: boolean;
  totals: Record<string, string>;
  carryConsumption: string;
  carryLeader: [string, string, string];
  /** Batches of payouts this call applied (a resumed run's are the ones an interrupted call left). */
  batchesApplied: number;
  /** Batches of the date still staged after this call (0 once every payout has landed). */
  batchesLeft: number;
}

/** How a run spreads its work. */
export interface SettleOptions {
  /** Connections applying the batches at once (default: 2 on a connection pool, 1 in a transaction or on PGlite). */
  workers?: number;
  /** Recipients per batch (default 5,000). */
  membersPerBatch?: number;
  /** Apply at most this many batches in this call; the next call for the date applies the rest. */
  maxBatches?: number;
  /** Called after each step with its wall time (the bench). */
  trace?: (step: string, ms: number) => void;
}

/** The plan's level rules, as the network module's daily pass takes them. */
export function levelRules(plan: CompiledPlan) {
  return { activeBv: plan.activeBv, v1Personal: plan.v1Personal, v2ActiveDirects: plan.v2ActiveDirects, weakLeg: plan.weakLeg, directsBelow: plan.directsBelow };
}

/**
 * Settles one date, once, in two stages (ADR 0016). First one transaction claims the date (a second call finds it
 * taken and computes nothing), applies the day's eligible BV (and reversed BV) to volumes and levels, computes every
 * kind, stages the payouts in batches of recipients and records the run's figures. Then the batches are applied, on
 * several connections at once where the database allows: each is one transaction holding its ledger entry (bonus
 * expense → members' balance, coupons and points, keyed by date and batch), its records (one per (order or date, kind,
 * recipient)) and its caps. A call for a date already claimed applies whatever batches an interrupted run left, so
 * each payout lands exactly once; an interrupted earlier date is finished first, as its caps count for this one.
 */
export async function settleDate(db: Db, day: string, given?: Plan, options: SettleOptions = {}): Promise<RunSummary> {
  const workers = options.workers ?? Math.min(2, parallelConnections(db));
  const membersPerBatch = options.membersPerBatch ?? MEMBERS_PER_BATCH;
  // The version in force on the date pays it (versions.ts), and the run keeps both; a plan given (tests, the bench) has no version.
  const { version, plan } = given ? { version: null, plan: given } : await planInForce(db, day);
  const compiled = compilePlan(plan);
  let mark = performance.now();
  const step = (name: string) => { const now = performance.now(); options.trace?.(name, now - mark); mark = now; };
  for (const earlier of await stagedDaysBefore(db, day)) await applyBatches(db, earlier, { workers });
  const claimed = await db.transaction(async (tx) => {
    const taken = await tx.insert(bonusRuns).values({
      day, orders: 0, sales: '0', averageSales: '0', owed: '0', paid: '0', guardLimit: '0', scaled: false, totals: {},
      carryConsumption: '0', carryLeader: ['0', '0', '0'], plan, planVersion: version,
    }).onConflictDoNothing().returning({ day: bonusRuns.day });
    if (taken.length === 0) return false;
    const state = await loadTreeState(tx, day, plan.activeDays);
    step('load tree');
    const { eligible, reversed } = await ordersOfDay(tx, day, state);
    const own = new BigInt64Array(state.n);
    let sales = 0n;
    for (const o of eligible) { own[o.buyer] = own[o.buyer]! + o.bv; sales += o.bv; }
    for (const o of reversed) own[o.buyer] = own[o.buyer]! - o.bv;
    step('load orders');
    const changed = applyDay(state, own, levelRules(compiled));
    step('volumes and levels');
    await saveDay(tx, state, changed, own, day);
    step('save volumes');

    const caps = await loadCaps(tx, state);
    const before: CapState = { dynamic: caps.dynamic.slice(), consumption: caps.consumption.slice(), fund: caps.fund.slice() };
    const { carry, windowSales } = await previousRuns(tx, day, plan.activeDays);
    const averageSales = (windowSales + sales) / BigInt(plan.activeDays);
    step('load caps');
    const result = settleDay(compiled, { state, caps, orders: eligible, sales, averageSales, carry });
    step('compute');

    await stageBatches(tx, day, compiled, state, result.payouts, before, caps, membersPerBatch);
    step('stage batches');
    if (eligible.length > 0) {
      await tx.update(bonusOrders).set({ state: 'settled', settledOn: day })
        .where(and(eq(bonusOrders.state, 'waiting'), lte(bonusOrders.eligibleOn, day)));
    }
    if (reversed.length > 0) {
      await tx.update(bonusOrders).set({ state: 'closed' }).where(and(eq(bonusOrders.state, 'reversed'), lte(bonusOrders.reversedOn, day)));
    }
    await tx.update(bonusRuns).set({
      orders: eligible.length, sales: decimal(sales), averageSales: decimal(averageSales), owed: decimal(result.owed), paid: decimal(result.paid),
      guardLimit: decimal(result.limit), scaled: result.scaled, totals: totalsOf(result),
      carryConsumption: decimal(result.carry.consumption), carryLeader: result.carry.leader.map(decimal) as [string, string, string],
      finishedAt: new Date(),
    }).where(eq(bonusRuns.day, day));
    step('orders and run');
    return true;
  });
  const batches = await applyBatches(db, day, { workers, max: options.maxBatches });
  step('ledger, records and caps');
  const [run] = await db.select().from(bonusRuns).where(eq(bonusRuns.day, day));
  return summaryOf(run!, !claimed, batches);
}

function totalsOf(result: DayResult): Record<string, string> {
  const totals = new Map<string, bigint>(BONUS_KINDS.map((k) => [k, 0n]));
  for (const p of result.payouts) totals.set(p.kind, totals.get(p.kind)! + p.paid);
  return Object.fromEntries([...totals].map(([k, v]) => [k, cents(v)]));
}

function summaryOf(run: typeof bonusRuns.$inferSelect, replayed: boolean, batches: { applied: number; left: number }): RunSummary {
  return {
    day: run.day, replayed, orders: run.orders, sales: run.sales, owed: run.owed, paid: run.paid, guardLimit: run.guardLimit, scaled: run.scaled,
    totals: run.totals, carryConsumption: run.carryConsumption, carryLeader: run.carryLeader,
    batchesApplied: batches.applied, batchesLeft: batches.left,
  };
}
