import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { formatMoney, Money, type CallData, type Language, type Order, orderCalls } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { Actor } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { pick, returnStock } from '../catalogue/index.js';
import { walletOf } from '../ledger/index.js';
import type { MemberRow } from '../member/index.js';

type PayStatus = CallData<typeof orderCalls.payStatus>;
import { transition } from './machine.js';
import { releaseCoupons, usdtDueOf } from './usdt.js';
import { orderLines, orderRefunds, orders } from './tables.js';

export type OrderRow = typeof orders.$inferSelect;
/** An order line as the member sees it (what toOrder reads of a line). */
export type LineView = Pick<typeof orderLines.$inferSelect, 'id' | 'skuId' | 'productId' | 'name' | 'spec' | 'names' | 'specNames' | 'image' | 'price' | 'quantity' | 'refundedQuantity'>;
/** A refund as toOrder reads it. */
export type RefundView = Pick<typeof orderRefunds.$inferSelect, 'id' | 'amount' | 'amounts' | 'reason' | 'lines' | 'createdAt'>;

// Country names per language, made once: building an Intl.DisplayNames costs more than the rest of an answer.
const regionNames = new Map<Language, Intl.DisplayNames>();
function regionNamesIn(lang: Language): Intl.DisplayNames {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }));
  return names;
}

/** An order, its lines and its refunds (none at payment) as the member sees it, in their language. */
export function toOrder(o: OrderRow, lines: LineView[], lang: Language, refunds: RefundView[] = []): Order {
  const names = regionNamesIn(lang);
  const lineName = (l: LineView) => pick(l.names, lang) || l.name;
  return {
    id: o.id, order_no: o.orderNo, status: o.status,
    lines: lines.map((l) => ({
      // In the reader's language as the catalogue had it at purchase; orders from before names were kept in every
      // language have the buyer's.
      id: l.id, sku_id: l.skuId, product_id: l.productId, name: lineName(l), spec: pick(l.specNames, lang) || l.spec, image: l.image, price: formatMoney(l.price),
      quantity: l.quantity, subtotal: formatMoney(new Money(l.price).times(l.quantity)), refunded_quantity: l.refundedQuantity,
    })),
    address: { ...o.address, country_name: names.of(o.address.country) ?? o.address.country },
    goods_total: formatMoney(o.goodsTotal), shipping_fee: formatMoney(o.shippingFee), total: formatMoney(o.total),
    pay_method: o.payMethod, paid_balance: formatMoney(o.paidBalance), paid_shop_coins: formatMoney(o.paidShopCoins),
    paid_integral: formatMoney(o.paidIntegral), usdt_due: formatMoney(usdtDueOf(o)), presale: o.presale, remark: o.remark, carrier: o.carrier, tracking_no: o.trackingNo,
    created_at: toSeconds(o.createdAt), pay_deadline: toSeconds(o.payDeadline), paid_at: toSeconds(o.paidAt),
    shipped_at: toSeconds(o.shippedAt), completed_at: toSeconds(o.completedAt), cancelled_at: toSeconds(o.cancelledAt),
    refunded_total: formatMoney(refunds.reduce((s, r) => s.plus(r.amount), new Money(0))),
    refunds: refunds.map((r) => ({
      id: r.id, amount: formatMoney(r.amount), amounts: Object.entries(r.amounts).map(([asset, amount]) => ({ asset, amount: formatMoney(amount) })),
      reason: r.reason, time: toSeconds(r.createdAt)!,
      lines: r.lines.map((rl) => {
        const line = lines.find((l) => l.id === rl.line_id);
        return { line_id: rl.line_id, name: line ? lineName(line) : '', quantity: rl.quantity };
      }),
    })),
  };
}

/** The refunds of some orders (oldest first), in one query. */
async function refundsOf(db: Db, orderIds: number[]): Promise<Array<RefundView & { orderId: number }>> {
  if (orderIds.length === 0) return [];
  return db.select({
    id: orderRefunds.id, orderId: orderRefunds.orderId, amount: orderRefunds.amount, amounts: orderRefunds.amounts, reason: orderRefunds.reason,
    lines: orderRefunds.lines, createdAt: orderRefunds.createdAt,
  }).from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)).orderBy(asc(orderRefunds.id));
}

/** One of the member's own orders; someone else's answers exactly like a missing one. */
async function ownOrder(db: Db, memberId: number, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.memberId, memberId))).limit(1);
  if (!row) throw new AppError('order_not_found');
  return row;
}

/** An order with its lines, as the member sees it. */
export async function orderDetail(db: Db, memberId: number, id: number, lang: Language): Promise<Order> {
  const o = await ownOrder(db, memberId, id);
  return toOrder(o, await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)), lang, await refundsOf(db, [o.id]));
}

/** Orders with their lines and refunds, reading those of all of them in two queries (a page never costs a query per order). */
export async function withLines(db: Db, rows: OrderRow[], lang: Language): Promise<Order[]> {
  const lines = rows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(asc(orderLines.id)) : [];
  const refunds = await refundsOf(db, rows.map((r) => r.id));
  return rows.map((r) => toOrder(r, lines.filter((l) => l.orderId === r.id), lang, refunds.filter((x) => x.orderId === r.id)));
}

/** The member's orders, newest first, optionally in one state. */
export async function listOrders(db: Db, memberId: number, lang: Language, q: { status?: Order['status']; page: number; limit: number }) {
  const where = q.status ? and(eq(orders.memberId, memberId), eq(orders.status, q.status)) : eq(orders.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  return { list: await withLines(db, rows, lang), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/**
 * Cancels an unpaid order (by the member, or by the time-out job): the reserved stock goes back, and so do coupons
 * reserved for a coupons + USDT payment (USDT arriving later stays in the balance).
 */
export async function cancelOrder(db: Db, orderId: number, actor: Actor, note = ''): Promise<void> {
  await db.transaction(async (tx) => {
    await transition(tx, orderId, 'cancel', actor, {}, note);
    const [held] = await tx.select({ couponPendingId: orders.couponPendingId }).from(orders).where(eq(orders.id, orderId));
    await releaseCoupons(tx, held?.couponPendingId ?? null);
    const lines = await tx.select({ skuId: orderLines.skuId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
    await returnStock(tx, lines);
  });
}

/** The member cancels one of their own unpaid orders. */
export async function cancelOwnOrder(ctx: Ctx, me: MemberRow, orderId: number): Promise<Order> {
  await ownOrder(ctx.db, me.id, orderId);
  await cancelOrder(ctx.db, orderId, `member:${me.memberId}`);
  return orderDetail(ctx.db, me.id, orderId, ctx.lang);
}

/** The member confirms receipt of a shipped order. */
export async function confirmReceipt(ctx: Ctx, me: MemberRow, orderId: number): Promise<Order> {
  await ownOrder(ctx.db, me.id, orderId);
  await ctx.db.transaction((tx) => transition(tx, orderId, 'confirm', `member:${me.memberId}`));
  return orderDetail(ctx.db, me.id, orderId, ctx.lang);
}

/** Payment state for the app's polling: state, whether paid, the time left to pay, and a USDT payment's progress. */
export async function payStatus(db: Db, memberId: number, orderId: number, onTheWay: (memberId: number) => Promise<string>): Promise<PayStatus> {
  const o = await ownOrder(db, memberId, orderId);
  const due = new Money(usdtDueOf(o));
  let confirming = new Money(0);
  let toSend = new Money(0);
  if (due.gt(0)) {
    const [wallet, coming] = [await walletOf(db, memberId), new Money(await onTheWay(memberId))];
    confirming = coming;
    toSend = Money.max(due.minus(wallet.balance_available).minus(coming), 0);
  }
  return {
    status: o.status, paid: o.paidAt !== null, pay_deadline: toSeconds(o.payDeadline),
    remaining_seconds: o.status === 'unpaid' ? Math.max(0, Math.floor((o.payDeadline.getTime() - Date.now()) / 1000)) : 0,
    pay_method: o.payMethod, usdt_due: formatMoney(due), usdt_confirming: formatMoney(confirming),
    // Rounded up: sending the shown amount always covers what is due.
    usdt_to_send: toSend.toFixed(2, Money.ROUND_UP),
  };
}
