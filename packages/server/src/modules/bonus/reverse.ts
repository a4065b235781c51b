import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { post, type PostingLine } from '../ledger/index.js';
import { applyBatches } from './batches.js';
import { units, cents } from './fixed.js';
import { bonusCaps, bonusOrders, bonusRecords } from './tables.js';
import { dateOf } from './eligibility.js';

/** What reversing an order did: nothing (not tracked), stopped before paying, or reversed its paid records. */
export type ReversalOutcome = 'untracked' | 'stopped' | 'reversed' | 'already';

/**
 * Call in the refund's transaction. An order not yet paid out is simply stopped. An order already paid gets a
 * reversal record for each of its records (negative amounts, same ratio and level), one ledger entry taking the
 * credits back to the bonus expense, its caps given back, and its BV taken out of the volumes by the next run.
 * A member who has already spent the credit makes the ledger refuse (insufficient balance) and nothing is written.
 */
export async function reverseOrderBonuses(tx: Db, orderId: number, at: Date = new Date()): Promise<ReversalOutcome> {
  const [order] = await tx.select().from(bonusOrders).where(eq(bonusOrders.orderId, orderId)).for('update');
  if (!order) return 'untracked';
  if (order.state === 'waiting') {
    await tx.update(bonusOrders).set({ state: 'refunded' }).where(eq(bonusOrders.orderId, orderId));
    return 'stopped';
  }
  if (order.state !== 'settled') return 'already';
  // The run that settled it may still be applying its batches (or was interrupted): its payouts land first, here, so
  // the records read below are all of them.
  if (order.settledOn) await applyBatches(tx, order.settledOn, { workers: 1 });
  const records = await tx.select().from(bonusRecords)
    .where(and(eq(bonusRecords.orderId, orderId), isNull(bonusRecords.reversalOf))).orderBy(bonusRecords.recipientId, bonusRecords.id);
  const perMember = new Map<number, { balance: bigint; coupons: bigint; points: bigint; paid: bigint }>();
  for (const r of records) {
    const t = perMember.get(r.recipientId) ?? { balance: 0n, coupons: 0n, points: 0n, paid: 0n };
    t.balance += units(r.balance); t.coupons += units(r.coupons); t.points += units(r.points); t.paid += units(r.paid);
    perMember.set(r.recipientId, t);
  }
  const lines: PostingLine[] = [];
  const back = { balance: 0n, shop_coins: 0n, integral: 0n };
  for (const [member, t] of perMember) {
    for (const [asset, v] of [['balance', t.balance], ['shop_coins', t.coupons], ['integral', t.points]] as const) {
      if (v === 0n) continue;
      lines.push({ owner: { member }, asset, amount: cents(-v) });
      back[asset] += v;
    }
  }
  for (const asset of ['balance', 'shop_coins', 'integral'] as const) {
    if (back[asset] !== 0n) lines.push({ owner: { system: 'bonus_expense' }, asset, amount: cents(back[asset]) });
  }
  const entryId = lines.length >= 2
    ? (await post(tx, { kind: 'bonus', idempotencyKey: `bonus-reversal:${orderId}`, refType: 'order', refId: String(orderId), memo: `bonus reversal of order ${orderId}`, lines })).entryId
    : null;
  const day = dateOf(at);
  if (records.length > 0) {
    await tx.insert(bonusRecords).values(records.map((r) => ({
      day, kind: r.kind, recipientId: r.recipientId, orderId: r.orderId, sourceMemberId: r.sourceMemberId, orderBv: r.orderBv, ratio: r.ratio,
      level: r.level, due: neg(r.due), paid: neg(r.paid), forfeited: neg(r.forfeited), balance: neg(r.balance), coupons: neg(r.coupons),
      points: neg(r.points), reversalOf: r.id, entryId,
    })));
  }
  // Every order kind is under the dynamic income cap: what was paid is given back.
  for (const [member, t] of perMember) {
    if (t.paid === 0n) continue;
    await tx.update(bonusCaps).set({ dynamicReceived: sql`${bonusCaps.dynamicReceived} - ${cents(t.paid)}::numeric` }).where(eq(bonusCaps.memberId, member));
  }
  await tx.update(bonusOrders).set({ state: 'reversed', reversedOn: day }).where(eq(bonusOrders.orderId, orderId));
  return 'reversed';
}

function neg(v: string): string {
  return v.startsWith('-') ? v.slice(1) : `-${v}`;
}
