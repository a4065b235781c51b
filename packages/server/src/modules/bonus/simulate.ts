import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applyDay, loadTreeState, ownBvSince, promote, type TreeState } from '../network/index.js';
import { settleDay, type EligibleOrder } from './engine.js';
import { cents, share, units } from './fixed.js';
import { dateOf } from './eligibility.js';
import { BONUS_KINDS, compilePlan, type Plan } from './plan.js';
import { loadCaps, previousRuns } from './store.js';
import { bonusOrders, bonusRecords, bonusRuns } from './tables.js';

/** Figures per kind (decimal strings with 2 places). */
export type PerKind = Record<string, string>;

/** What a plan would have paid over a period, beside what was paid. */
export interface Simulation {
  from: string;
  to: string;
  days: number;
  orders: number;
  sales: string;
  simulated: { perKind: PerKind; perLevel: Record<string, string>; total: string; ratioToSales: string; guardScaledDays: number };
  actual: { perKind: PerKind; perLevel: Record<string, string>; total: string; ratioToSales: string };
}

const ratio = (paid: bigint, sales: bigint) => (sales === 0n ? '0.0000' : (Number(share(paid, 1_000_000n, sales)) / 1_000_000).toFixed(4));

/**
 * Replays `plan` over the real orders of [from, to] in memory, posting and writing nothing. It starts from the tree
 * with the period's own BV taken back out of the volumes (today's figures less the period), caps less what the period
 * paid, the pools' carry before the period, and today's levels (promotion only, and no history of them is kept, so a
 * member promoted during the period counts at the higher level from its first day). Refunded orders are left out.
 */
export async function simulatePlan(db: Db, plan: Plan, from: string, to: string, onDay?: (done: number) => Promise<void>): Promise<Simulation> {
  if (!(from <= to)) throw new Error('the period ends before it starts');
  const compiled = compilePlan(plan);
  const state = await loadTreeState(db, from, plan.activeDays);
  const recentBefore = state.recent.slice();
  // Take the period's BV back out of the volumes (and leave the active window as it was before the period).
  const back = new BigInt64Array(state.n);
  for (const [id, bv] of await ownBvSince(db, from)) {
    const i = state.indexOf.get(id);
    if (i !== undefined) back[i] = -bv;
  }
  const rules = { activeBv: compiled.activeBv, v1Personal: compiled.v1Personal, v2ActiveDirects: compiled.v2ActiveDirects, weakLeg: compiled.weakLeg, directsBelow: compiled.directsBelow };
  applyDay(state, back, rules);
  state.recent.set(recentBefore);
  promote(state, rules);

  const caps = await loadCaps(db, state);
  const paidInPeriod = await db.select({ id: bonusRecords.recipientId, kind: bonusRecords.kind, paid: sql<string>`sum(${bonusRecords.paid})::text` })
    .from(bonusRecords).where(gte(bonusRecords.day, from)).groupBy(bonusRecords.recipientId, bonusRecords.kind);
  for (const r of paidInPeriod) {
    const i = state.indexOf.get(r.id);
    if (i === undefined) continue;
    const arr = r.kind === 'static' || r.kind === 'consumption' ? caps.consumption : r.kind === 'leader' ? caps.fund : caps.dynamic;
    arr[i] = arr[i]! - units(r.paid);
  }

  const { carry: carryBefore, windowSales } = await previousRuns(db, from, plan.activeDays);
  let carry = carryBefore;
  const dailySales: bigint[] = [];
  const orders = await db.select({ orderId: bonusOrders.orderId, memberId: bonusOrders.memberId, bv: bonusOrders.bv, on: sql<string>`coalesce(${bonusOrders.settledOn}, ${bonusOrders.eligibleOn})::text` })
    .from(bonusOrders).where(and(inArray(bonusOrders.state, ['settled', 'waiting']), lte(sql`coalesce(${bonusOrders.settledOn}, ${bonusOrders.eligibleOn})`, to),
      gte(sql`coalesce(${bonusOrders.settledOn}, ${bonusOrders.eligibleOn})`, from))).orderBy(asc(bonusOrders.orderId));
  const byDay = new Map<string, EligibleOrder[]>();
  for (const o of orders) {
    const i = state.indexOf.get(o.memberId);
    if (i === undefined) continue;
    byDay.set(o.on, [...(byDay.get(o.on) ?? []), { orderId: o.orderId, buyer: i, bv: units(o.bv) }]);
  }

  const perKind = new Map<string, bigint>(BONUS_KINDS.map((k) => [k, 0n]));
  const perLevel = new Map<string, bigint>();
  let total = 0n;
  let sales = 0n;
  let days = 0;
  let scaledDays = 0;
  for (let day = from; day <= to; day = dateOf(new Date(`${day}T00:00:00Z`), 1)) {
    days++;
    const todays = byDay.get(day) ?? [];
    const own = new BigInt64Array(state.n);
    let g = 0n;
    for (const o of todays) { own[o.buyer] = own[o.buyer]! + o.bv; g += o.bv; }
    applyDay(state, own, rules);
    dailySales.push(g);
    const windowed = dailySales.slice(-plan.activeDays).reduce((a, b) => a + b, 0n) + (dailySales.length < plan.activeDays ? windowSales : 0n);
    const result = settleDay(compiled, { state, caps, orders: todays, sales: g, averageSales: windowed / BigInt(plan.activeDays), carry });
    carry = result.carry;
    if (result.scaled) scaledDays++;
    for (const p of result.payouts) {
      perKind.set(p.kind, perKind.get(p.kind)! + p.paid);
      perLevel.set(`V${p.level}`, (perLevel.get(`V${p.level}`) ?? 0n) + p.paid);
      total += p.paid;
    }
    sales += g;
    ageWindow(state, dailySales, plan.activeDays, byDay, day);
    await onDay?.(days);
  }

  const actualRows = await db.select({ kind: bonusRecords.kind, paid: sql<string>`coalesce(sum(${bonusRecords.paid}), 0)::text` })
    .from(bonusRecords).where(and(gte(bonusRecords.day, from), lte(bonusRecords.day, to))).groupBy(bonusRecords.kind);
  const actual = new Map<string, bigint>(BONUS_KINDS.map((k) => [k, 0n]));
  for (const r of actualRows) actual.set(r.kind, units(r.paid));
  const actualTotal = [...actual.values()].reduce((a, b) => a + b, 0n);
  const actualLevels = await db.select({ level: bonusRecords.level, paid: sql<string>`coalesce(sum(${bonusRecords.paid}), 0)::text` })
    .from(bonusRecords).where(and(gte(bonusRecords.day, from), lte(bonusRecords.day, to))).groupBy(bonusRecords.level).orderBy(asc(bonusRecords.level));
  const actualPerLevel = new Map(actualLevels.map((r) => [`V${r.level}`, units(r.paid)]));
  const [actualSales] = await db.select({ s: sql<string>`coalesce(sum(${bonusRuns.sales}), 0)::text` }).from(bonusRuns)
    .where(and(gte(bonusRuns.day, from), lte(bonusRuns.day, to)));
  const asText = (m: Map<string, bigint>) => Object.fromEntries([...m].map(([k, v]) => [k, cents(v)]));
  return {
    from, to, days, orders: orders.length, sales: cents(sales),
    simulated: { perKind: asText(perKind), perLevel: asText(perLevel), total: cents(total), ratioToSales: ratio(total, sales), guardScaledDays: scaledDays },
    actual: { perKind: asText(actual), perLevel: asText(actualPerLevel), total: cents(actualTotal), ratioToSales: ratio(actualTotal, units(actualSales?.s ?? '0')) },
  };
}

/** Drops from each member's active window the BV of the day that leaves it (the window slides by one day). */
function ageWindow(state: TreeState, dailySales: bigint[], windowDays: number, byDay: Map<string, EligibleOrder[]>, day: string): void {
  if (dailySales.length < windowDays) return;
  const leaving = dateOf(new Date(`${day}T00:00:00Z`), 1 - windowDays);
  for (const o of byDay.get(leaving) ?? []) state.recent[o.buyer] = state.recent[o.buyer]! - o.bv;
}

