import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { TreeState } from '../network/index.js';
import type { CapState, Carry, EligibleOrder } from './engine.js';
import { units } from './fixed.js';
import { bonusCaps, bonusOrders, bonusRuns } from './tables.js';

/** Every member's cap usage, as arrays over the tree state's indexes. */
export async function loadCaps(db: Db, state: TreeState): Promise<CapState> {
  const caps: CapState = { dynamic: new BigInt64Array(state.n), consumption: new BigInt64Array(state.n), fund: new BigInt64Array(state.n) };
  const rows = await db.select({ id: bonusCaps.memberId, d: bonusCaps.dynamicReceived, c: bonusCaps.consumptionReceived, f: bonusCaps.fundReceived }).from(bonusCaps);
  for (const r of rows) {
    const i = state.indexOf.get(r.id);
    if (i === undefined) continue;
    caps.dynamic[i] = units(r.d);
    caps.consumption[i] = units(r.c);
    caps.fund[i] = units(r.f);
  }
  return caps;
}

/** Orders that pay on `day` (eligible by then, still waiting) and orders whose reversal takes their BV back that day. */
export async function ordersOfDay(db: Db, day: string, state: TreeState): Promise<{ eligible: EligibleOrder[]; reversed: Array<{ buyer: number; bv: bigint }> }> {
  const eligible = await db.select({ orderId: bonusOrders.orderId, memberId: bonusOrders.memberId, bv: bonusOrders.bv }).from(bonusOrders)
    .where(and(eq(bonusOrders.state, 'waiting'), lte(bonusOrders.eligibleOn, day))).orderBy(bonusOrders.orderId)
    // Locked for the run: a refund racing the settlement waits and then reverses what the run paid, or stops the order
    // first and the run (re-reading the row after the lock) leaves it out.
    .for('update');
  const reversed = await db.select({ memberId: bonusOrders.memberId, bv: bonusOrders.bv }).from(bonusOrders)
    .where(and(eq(bonusOrders.state, 'reversed'), lte(bonusOrders.reversedOn, day)));
  const at = (id: number) => {
    const i = state.indexOf.get(id);
    if (i === undefined) throw new Error(`bonus: member ${id} has no place in the tree`);
    return i;
  };
  return {
    eligible: eligible.map((o) => ({ orderId: o.orderId, buyer: at(o.memberId), bv: units(o.bv) })),
    reversed: reversed.map((o) => ({ buyer: at(o.memberId), bv: units(o.bv) })),
  };
}

/** The last run before `day`: its carry-over, and the sales of the runs inside the active window. */
export async function previousRuns(db: Db, day: string, windowDays: number): Promise<{ carry: Carry; windowSales: bigint }> {
  const [last] = await db.select({ c: bonusRuns.carryConsumption, l: bonusRuns.carryLeader }).from(bonusRuns)
    .where(lt(bonusRuns.day, day)).orderBy(desc(bonusRuns.day)).limit(1);
  const [sum] = await db.select({ s: sql<string>`coalesce(sum(${bonusRuns.sales}), 0)::text` }).from(bonusRuns)
    .where(and(lt(bonusRuns.day, day), sql`${bonusRuns.day} >= ${day}::date - ${windowDays}::int + 1`));
  return {
    carry: last ? { consumption: units(last.c), leader: [units(last.l[0]), units(last.l[1]), units(last.l[2])] } : { consumption: 0n, leader: [0n, 0n, 0n] },
    windowSales: units(sum?.s ?? '0'),
  };
}
