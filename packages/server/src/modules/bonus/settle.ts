import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditMembers, type MemberCredit } from '../ledger/index.js';
import { applyDay, loadTreeState, saveDay, type TreeState } from '../network/index.js';
import { settleDay, splitOf, type CapState, type DayResult, type Payout } from './engine.js';
import { cents, decimal } from './fixed.js';
import { BONUS_KINDS, compilePlan, type CompiledPlan, type Plan } from './plan.js';
import { planInForce } from './versions.js';
import { loadCaps, ordersOfDay, previousRuns } from './store.js';
import { bonusCaps, bonusOrders, bonusRecords, bonusRuns } from './tables.js';

/** What one run did (amounts as decimal strings); `replayed` when the date had already been settled. */
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
}

/** Members per journal entry: one entry credits each member's three assets and debits the bonus expense. */
const MEMBERS_PER_ENTRY = 5_000;
const RECORD_CHUNK = 5_000;

/** The plan's level rules, as the network module's daily pass takes them. */
export function levelRules(plan: CompiledPlan) {
  return { activeBv: plan.activeBv, v1Personal: plan.v1Personal, v2ActiveDirects: plan.v2ActiveDirects, weakLeg: plan.weakLeg, directsBelow: plan.directsBelow };
}

/**
 * Settles one date, once: in one transaction it claims the date (a second run finds it taken and pays nothing), applies
 * the day's eligible BV (and reversed BV) to volumes and levels, computes every kind, posts the credits through the
 * ledger (bonus expense → members' balance, coupons and points) and writes one record per (order or date, kind,
 * recipient), the caps and the run's figures.
 */
export async function settleDate(db: Db, day: string, given?: Plan, trace?: (step: string, ms: number) => void): Promise<RunSummary> {
  // The version in force on the date pays it (versions.ts), and the run keeps both; a plan given (tests, the bench) has no version.
  const { version, plan } = given ? { version: null, plan: given } : await planInForce(db, day);
  const compiled = compilePlan(plan);
  let mark = performance.now();
  const step = (name: string) => { const now = performance.now(); trace?.(name, now - mark); mark = now; };
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(bonusRuns).values({
      day, orders: 0, sales: '0', averageSales: '0', owed: '0', paid: '0', guardLimit: '0', scaled: false, totals: {},
      carryConsumption: '0', carryLeader: ['0', '0', '0'], plan, planVersion: version,
    }).onConflictDoNothing().returning({ day: bonusRuns.day });
    if (claimed.length === 0) {
      const [run] = await tx.select().from(bonusRuns).where(eq(bonusRuns.day, day));
      return summaryOf(run!, true);
    }
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
    const { carry, windowSales } = await previousRuns(tx, day, plan.activeDays);
    const averageSales = (windowSales + sales) / BigInt(plan.activeDays);
    step('load caps');
    const result = settleDay(compiled, { state, caps, orders: eligible, sales, averageSales, carry });
    step('compute');

    await writePayouts(tx, day, compiled, state, result.payouts, step);
    await saveCaps(tx, state, caps, result.payouts);
    step('save caps');
    if (eligible.length > 0) {
      await tx.update(bonusOrders).set({ state: 'settled', settledOn: day })
        .where(and(eq(bonusOrders.state, 'waiting'), lte(bonusOrders.eligibleOn, day)));
    }
    if (reversed.length > 0) {
      await tx.update(bonusOrders).set({ state: 'closed' }).where(and(eq(bonusOrders.state, 'reversed'), lte(bonusOrders.reversedOn, day)));
    }
    const [run] = await tx.update(bonusRuns).set({
      orders: eligible.length, sales: decimal(sales), averageSales: decimal(averageSales), owed: decimal(result.owed), paid: decimal(result.paid),
      guardLimit: decimal(result.limit), scaled: result.scaled, totals: totalsOf(result),
      carryConsumption: decimal(result.carry.consumption), carryLeader: result.carry.leader.map(decimal) as [string, string, string],
      finishedAt: new Date(),
    }).where(eq(bonusRuns.day, day)).returning();
    return summaryOf(run!, false);
  });
}

function totalsOf(result: DayResult): Record<string, string> {
  const totals = new Map<string, bigint>(BONUS_KINDS.map((k) => [k, 0n]));
  for (const p of result.payouts) totals.set(p.kind, totals.get(p.kind)! + p.paid);
  return Object.fromEntries([...totals].map(([k, v]) => [k, cents(v)]));
}

function summaryOf(run: typeof bonusRuns.$inferSelect, replayed: boolean): RunSummary {
  return {
    day: run.day, replayed, orders: run.orders, sales: run.sales, owed: run.owed, paid: run.paid, guardLimit: run.guardLimit, scaled: run.scaled,
    totals: run.totals, carryConsumption: run.carryConsumption, carryLeader: run.carryLeader,
  };
}

const arrayLiteral = (values: Array<string | number>) => `{${values.join(',')}}`;

/**
 * Posts the run's credits, grouped per member (each member's three assets in one entry of up to 400 members, keyed by
 * date and group so a replayed post changes nothing), then writes every record with the entry that carried it.
 */
async function writePayouts(tx: Db, day: string, plan: CompiledPlan, state: TreeState, payouts: Payout[], step: (name: string) => void): Promise<void> {
  const perMember = new Map<number, { balance: bigint; coupons: bigint; points: bigint }>();
  const parts = payouts.map((p) => {
    const s = splitOf(plan, p.kind, p.paid);
    if (p.paid > 0n) {
      const t = perMember.get(p.recipient) ?? { balance: 0n, coupons: 0n, points: 0n };
      t.balance += s.balance; t.coupons += s.coupons; t.points += s.points;
      perMember.set(p.recipient, t);
    }
    return s;
  });
  const credits: MemberCredit[] = [...perMember.keys()].sort((a, b) => a - b).map((i) => {
    const t = perMember.get(i)!;
    return { member: state.ids[i]!, amounts: { balance: cents(t.balance), shop_coins: cents(t.coupons), integral: cents(t.points) } };
  });
  const { entryOf: entryOfMember } = await creditMembers(tx, {
    kind: 'bonus', from: 'bonus_expense', key: `bonus:${day}`, refType: 'bonus_run', refId: day, memo: `bonus ${day}`, credits, perEntry: MEMBERS_PER_ENTRY,
  });
  const entryOf = new Map<number, number>();
  for (const i of perMember.keys()) {
    const entry = entryOfMember.get(state.ids[i]!);
    if (entry !== undefined) entryOf.set(i, entry);
  }
  step('ledger posts');
  for (let k = 0; k < payouts.length; k += RECORD_CHUNK) {
    const chunk = payouts.slice(k, k + RECORD_CHUNK);
    const split = parts.slice(k, k + RECORD_CHUNK);
    const col = (f: (p: Payout, j: number) => string | number) => arrayLiteral(chunk.map(f));
    const nullable = (v: number | null) => (v === null ? 'NULL' : String(v));
    await tx.execute(sql`
      insert into ${bonusRecords} (day, kind, recipient_id, order_id, source_member_id, order_bv, ratio, level, due, paid, forfeited, balance, coupons, points, entry_id)
      select ${day}::date, kind, recipient, order_id, source, bv, ratio, level, due, paid, forfeited, balance, coupons, points, entry
      from unnest(${col((p) => p.kind)}::text[], ${col((p) => state.ids[p.recipient]!)}::int8[], ${col((p) => nullable(p.orderId))}::int8[],
        ${col((p) => (p.source >= 0 ? state.ids[p.source]! : 'NULL'))}::int8[], ${col((p) => decimal(p.orderBv))}::numeric[], ${col((p) => decimal(p.ratio))}::numeric[],
        ${col((p) => p.level)}::int2[], ${col((p) => decimal(p.due))}::numeric[], ${col((p) => decimal(p.paid))}::numeric[], ${col((p) => decimal(p.forfeited))}::numeric[],
        ${col((_, j) => decimal(split[j]!.balance))}::numeric[], ${col((_, j) => decimal(split[j]!.coupons))}::numeric[], ${col((_, j) => decimal(split[j]!.points))}::numeric[],
        ${col((p) => nullable(p.paid > 0n ? entryOf.get(p.recipient)! : null))}::int8[])
        as t(kind, recipient, order_id, source, bv, ratio, level, due, paid, forfeited, balance, coupons, points, entry)`);
  }
  step('records');
}

/** Writes the cap usage of every member the run paid. */
async function saveCaps(tx: Db, state: TreeState, caps: CapState, payouts: Payout[]): Promise<void> {
  const touched = [...new Set(payouts.map((p) => p.recipient))].sort((a, b) => a - b);
  for (let k = 0; k < touched.length; k += RECORD_CHUNK) {
    const part = touched.slice(k, k + RECORD_CHUNK);
    const col = (arr: BigInt64Array) => arrayLiteral(part.map((i) => decimal(arr[i]!)));
    await tx.execute(sql`
      insert into ${bonusCaps} (member_id, dynamic_received, consumption_received, fund_received)
      select * from unnest(${arrayLiteral(part.map((i) => state.ids[i]!))}::int8[], ${col(caps.dynamic)}::numeric[], ${col(caps.consumption)}::numeric[], ${col(caps.fund)}::numeric[])
      on conflict (member_id) do update set dynamic_received = excluded.dynamic_received, consumption_received = excluded.consumption_received,
        fund_received = excluded.fund_received`);
  }
}

