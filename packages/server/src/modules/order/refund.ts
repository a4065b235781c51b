import { asc, eq, sql } from 'drizzle-orm';
import { Money, type OrderStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { OperatorActor } from '../../lib/state-machine/index.js';
import { reverseOrderBonuses, type ReversalOutcome } from '../bonus/index.js';
import { returnStock } from '../catalogue/index.js';
import { entryPostings, ledgerError, pendingTransfer, post, type EntryPosting, type PostingLine } from '../ledger/index.js';
import { transition } from './machine.js';
import { refundShares, splitByWeights, type PerAsset } from './refund-math.js';
import { orderLines, orderRefunds, orders } from './tables.js';

/** The states a refund may start from: paid, and everything after paying that still has something to give back. */
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'shipped', 'completed', 'partially_refunded'];

export interface RefundInput { order_id: number; reason: string; lines?: Array<{ line_id: number; quantity: number }> }

/** What a refund did, for the audit row. */
export interface RefundDone {
  orderNo: string;
  from: OrderStatus;
  seq: number;
  lines: Array<{ line_id: number; quantity: number }>;
  amounts: PerAsset;
  amount: string;
  bonuses: ReversalOutcome;
}

/**
 * Refunds a paid order, whole (everything not yet refunded) or by line, in the caller's transaction (an operator
 * action): the order row is locked first, so refunds of one order run one after the other and each sees what the last
 * one left. In that one transaction: the order's bonuses are reversed (or its eligibility stopped; the bonus module's
 * rule), the money goes back by reversing the payment's own ledger entry in proportion (refund-math.ts), the stock
 * returns through the catalogue, the lines count what was refunded (the database refuses more than was bought), the
 * refund is recorded and the order moves through its lifecycle (`refund_part` or `refund`).
 */
export async function refundOrder(tx: Db, input: RefundInput, actor: OperatorActor): Promise<RefundDone> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.order_id)).for('update');
  if (!order) throw new AppError('order_not_found');
  if (!REFUNDABLE.includes(order.status)) throw new AppError('order_not_refundable');
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const wanted = wantedQuantities(lines, input.lines);
  if (wanted.size === 0) throw new AppError('order_not_refundable');
  const final = lines.every((l) => l.refundedQuantity + (wanted.get(l.id) ?? 0) === l.quantity);
  const goodsAfter = lines.reduce((s, l) => s.plus(new Money(l.price).times(l.refundedQuantity + (wanted.get(l.id) ?? 0))), new Money(0));

  // Bonuses first: the bonus row is locked before any account, the order the settlement locks them in too.
  const bonuses = await reverseOrderBonuses(tx, order.id);

  const prior = await tx.select({ amounts: orderRefunds.amounts }).from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  const before: PerAsset = {};
  for (const r of prior) for (const [a, v] of Object.entries(r.amounts)) before[a] = new Money(before[a] ?? '0').plus(v).toFixed();
  const payment = await paymentPostings(tx, order);
  const paid: PerAsset = {};
  for (const p of payment) if (new Money(p.amount).gt(0)) paid[p.asset] = new Money(paid[p.asset] ?? '0').plus(p.amount).toFixed();
  const amounts = refundShares(paid, before, goodsAfter, order.total, final);
  const seq = prior.length + 1;
  const ledgerLines = reversalLines(payment, amounts);
  const entryId = ledgerLines.length >= 2
    ? (await post(tx, {
      kind: 'order_refund', idempotencyKey: `order_refund:${order.id}:${seq}`, refType: 'order', refId: order.orderNo,
      memo: order.orderNo, actor: actor.label, lines: ledgerLines,
    }).catch((err: unknown) => { throw ledgerError(err); })).entryId
    : null;

  const refunded = [...wanted].map(([line_id, quantity]) => ({ line_id, quantity }));
  await returnStock(tx, refunded.map((r) => ({ skuId: lines.find((l) => l.id === r.line_id)!.skuId, quantity: r.quantity })));
  for (const r of refunded) {
    await tx.update(orderLines).set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${r.quantity}` }).where(eq(orderLines.id, r.line_id));
  }
  const amount = Object.values(amounts).reduce((s, v) => s.plus(v), new Money(0)).toFixed();
  await tx.insert(orderRefunds).values({ orderId: order.id, seq, reason: input.reason, actor: actor.label, lines: refunded, amounts, amount, entryId });
  await transition(tx, order.id, final ? 'refund' : 'refund_part', actor, {}, input.reason);
  return { orderNo: order.orderNo, from: order.status, seq, lines: refunded, amounts, amount, bonuses };
}

/**
 * What the order's payment moved, summed per account: its payment entry and, for coupons + USDT, the entry that
 * posted the coupon reservation (a second entry of the same payment, ADR 0013), so every asset paid comes back.
 */
async function paymentPostings(tx: Db, order: typeof orders.$inferSelect): Promise<EntryPosting[]> {
  const coupons = order.couponPendingId !== null ? (await pendingTransfer(tx, order.couponPendingId))?.entryId ?? null : null;
  const ids = [...new Set([order.paymentEntryId, coupons].filter((id): id is number => id !== null))];
  const byAccount = new Map<string, EntryPosting>();
  for (const id of ids) {
    for (const p of await entryPostings(tx, id)) {
      const key = `${JSON.stringify(p.owner)}|${p.asset}`;
      const seen = byAccount.get(key);
      byAccount.set(key, seen ? { ...seen, amount: new Money(seen.amount).plus(p.amount).toFixed() } : p);
    }
  }
  return [...byAccount.values()];
}

/** The quantity to refund per line id: what was asked (each line of this order, at most what is left), or everything left. */
function wantedQuantities(lines: Array<typeof orderLines.$inferSelect>, asked: RefundInput['lines']): Map<number, number> {
  const out = new Map<number, number>();
  if (!asked) {
    for (const l of lines) if (l.quantity > l.refundedQuantity) out.set(l.id, l.quantity - l.refundedQuantity);
    return out;
  }
  for (const a of asked) {
    const line = lines.find((l) => l.id === a.line_id);
    if (!line) throw new AppError('refund_line_not_found');
    const total = (out.get(a.line_id) ?? 0) + a.quantity;
    if (total > line.quantity - line.refundedQuantity) throw new AppError('refund_quantity_too_large');
    out.set(a.line_id, total);
  }
  return out;
}

/**
 * The refund's ledger lines: per asset, the payment's lines turned round. Whoever paid (the buyer's debits) gets the
 * asset's refund back and whoever received it (the sales account) gives it, each in proportion to its part of the
 * payment (in practice one line each).
 */
function reversalLines(payment: EntryPosting[], amounts: PerAsset): PostingLine[] {
  const out: PostingLine[] = [];
  for (const [asset, amount] of Object.entries(amounts)) {
    const payers = payment.filter((p) => p.asset === asset && new Money(p.amount).lt(0));
    const receivers = payment.filter((p) => p.asset === asset && new Money(p.amount).gt(0));
    splitByWeights(amount, payers.map((p) => new Money(p.amount).neg())).forEach((v, i) => { if (!v.isZero()) out.push({ owner: payers[i]!.owner, asset: payers[i]!.asset, amount: v.toFixed() }); });
    splitByWeights(amount, receivers.map((p) => p.amount)).forEach((v, i) => { if (!v.isZero()) out.push({ owner: receivers[i]!.owner, asset: receivers[i]!.asset, amount: v.neg().toFixed() }); });
  }
  return out;
}
