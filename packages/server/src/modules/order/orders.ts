import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { formatMoney, Money, type Language, type Order, type PayMethod } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { Actor } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { ownAddress } from '../address/index.js';
import { claimLines, selectedLines } from '../cart/index.js';
import { coverOf, lockSkusForSale, pick, returnStock, takeStock } from '../catalogue/index.js';
import { once, post, type PostingLine, memberAccounts } from '../ledger/index.js';
import { verifyPayPassword, type MemberRow } from '../member/index.js';
import { readSettings } from '../site/index.js';
import { transition } from './machine.js';
import { orderLines, orders } from './tables.js';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Order numbers: date and time, then random digits — readable, sortable, not guessable. */
function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

// Country names per language, made once: building an Intl.DisplayNames costs more than the rest of an answer.
const regionNames = new Map<Language, Intl.DisplayNames>();
function regionNamesIn(lang: Language): Intl.DisplayNames {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }));
  return names;
}

function toOrder(o: OrderRow, lines: LineRow[], lang: Language): Order {
  const names = regionNamesIn(lang);
  return {
    id: o.id, order_no: o.orderNo, status: o.status,
    lines: lines.map((l) => ({
      sku_id: l.skuId, product_id: l.productId, name: l.name, spec: l.spec, image: l.image, price: formatMoney(l.price),
      quantity: l.quantity, subtotal: formatMoney(new Money(l.price).times(l.quantity)),
    })),
    address: { ...o.address, country_name: names.of(o.address.country) ?? o.address.country },
    goods_total: formatMoney(o.goodsTotal), shipping_fee: formatMoney(o.shippingFee), total: formatMoney(o.total),
    pay_method: o.payMethod, paid_balance: formatMoney(o.paidBalance), paid_shop_coins: formatMoney(o.paidShopCoins),
    paid_integral: formatMoney(o.paidIntegral), presale: o.presale, remark: o.remark, carrier: o.carrier, tracking_no: o.trackingNo,
    created_at: toSeconds(o.createdAt), pay_deadline: toSeconds(o.payDeadline), paid_at: toSeconds(o.paidAt),
    shipped_at: toSeconds(o.shippedAt), completed_at: toSeconds(o.completedAt), cancelled_at: toSeconds(o.cancelledAt),
  };
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
  return toOrder(o, await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)), lang);
}

/** Orders with their lines, reading the lines of all of them in one query (a page never costs a query per order). */
export async function withLines(db: Db, rows: OrderRow[], lang: Language): Promise<Order[]> {
  const lines = rows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(asc(orderLines.id)) : [];
  return rows.map((r) => toOrder(r, lines.filter((l) => l.orderId === r.id), lang));
}

/** The member's orders, newest first, optionally in one state. */
export async function listOrders(db: Db, memberId: number, lang: Language, q: { status?: Order['status']; page: number; limit: number }) {
  const where = q.status ? and(eq(orders.memberId, memberId), eq(orders.status, q.status)) : eq(orders.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  return { list: await withLines(db, rows, lang), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/**
 * Creates an unpaid order from the member's selected cart lines (or one specification bought directly): stock is
 * reserved at once, under row locks taken in SKU order, so two buyers of the last item cannot both get it, and the
 * cart lines are taken under lock, so one cart submitted many times at once makes one order.
 */
export async function createOrder(ctx: Ctx, me: MemberRow, input: { address_id: number; sku_id?: number; quantity?: number; remark?: string }): Promise<Order> {
  const address = await ownAddress(ctx.db, me.id, input.address_id);
  const s = await readSettings(ctx.db, ['shipping_fee', 'shipping_free_over', 'order_pay_minutes']);
  const created = await ctx.db.transaction(async (tx) => {
    const cartLines = input.sku_id ? null : await selectedLines(tx, me.id);
    const seen = cartLines ?? [{ skuId: input.sku_id!, quantity: input.quantity ?? 1 }];
    if (seen.length === 0) throw new AppError('order_nothing_selected');
    const rows = await lockSkusForSale(tx, seen.map((w) => w.skuId));
    // What was read above was not locked: the lines are the order's only once taken out of the cart, and another
    // submission of the same cart that took them first makes this one refuse.
    const wanted = cartLines ? await claimLines(tx, me.id, cartLines.map((l) => l.id)) : seen;
    let goods = new Money(0);
    const lines: Array<typeof orderLines.$inferInsert> = [];
    for (const w of wanted) {
      const row = rows.find((r) => r.sku.id === w.skuId);
      if (!row || row.product.status !== 'on_shelf' || !row.enabled) throw new AppError('cart_sku_unavailable');
      const name = pick(row.product.names, ctx.lang);
      if (!(await takeStock(tx, w.skuId, w.quantity))) throw new AppError('order_out_of_stock', { name });
      goods = goods.plus(new Money(row.sku.price).times(w.quantity));
      lines.push({
        orderId: 0, skuId: w.skuId, productId: row.product.id, name, spec: pick(row.sku.specNames, ctx.lang), image: coverOf(row.product),
        price: row.sku.price, quantity: w.quantity, bvRate: row.product.bvRate,
      });
    }
    const fee = new Money(s.shipping_free_over).gt(0) && goods.gte(s.shipping_free_over) ? new Money(0) : new Money(s.shipping_fee);
    const presale = rows.some((r) => r.product.presale && wanted.some((w) => w.skuId === r.sku.id));
    const [order] = await tx.insert(orders).values({
      orderNo: newOrderNo(), memberId: me.id,
      address: { recipient: address.recipient, area_code: address.areaCode, phone: address.phone, country: address.country, detail: address.detail },
      goodsTotal: goods.toFixed(2), shippingFee: fee.toFixed(2), total: goods.plus(fee).toFixed(2), presale, remark: input.remark ?? '',
      payDeadline: new Date(Date.now() + Number(s.order_pay_minutes) * 60_000),
    }).returning();
    const inserted = await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id }))).returning();
    return { order: order!, lines: inserted.sort((a, b) => a.id - b.id) };
  });
  // Answered from the rows just written (what orderDetail would read back), saving two queries per checkout.
  return toOrder(created.order, created.lines, ctx.lang);
}

/** How much of each asset pays an order: the whole total from one asset, or coupons first and balance for the rest. */
export function paymentSplit(total: Money, method: PayMethod, couponsAvailable: Money, useBalance: boolean) {
  if (method === 'balance') return { balance: total, shop_coins: new Money(0), integral: new Money(0) };
  if (method === 'integral') return { balance: new Money(0), shop_coins: new Money(0), integral: total };
  if (method === 'shop_coins') return { balance: new Money(0), shop_coins: total, integral: new Money(0) };
  const coupons = Money.min(couponsAvailable, total);
  if (!useBalance && coupons.lt(total)) throw new AppError('insufficient_shop_coins');
  return { balance: total.minus(coupons), shop_coins: coupons, integral: new Money(0) };
}

/**
 * Pays an unpaid order with the payment password: the money moves to the sales account in one ledger entry and the
 * order becomes paid in the same transaction, keyed by the order so it can never be paid twice. An Idempotency-Key is
 * bound to the order and the way of paying; its repeat answers with the order, paid.
 */
export async function payOrder(ctx: Ctx, me: MemberRow, input: { order_id: number; pay_method: PayMethod; use_balance: boolean; pay_password: string }, idempotencyKey?: string, knownPayHash?: string | null): Promise<Order> {
  const order = await ownOrder(ctx.db, me.id, input.order_id);
  await verifyPayPassword(ctx, me, input.pay_password, knownPayHash);
  const request = { route: 'order_pay', fields: { order_id: order.id, pay_method: input.pay_method, use_balance: input.use_balance } };
  await once(ctx.db, me.id, idempotencyKey, request, async (tx) => {
    // The order row is locked first: a second payment of the same order waits here and then finds it paid. Its state
    // is checked here, not before the key, so a repeat of a payment that went through gets its answer, not a refusal.
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.status !== 'unpaid') throw new AppError('order_wrong_state');
    if (locked.payDeadline.getTime() <= Date.now()) throw new AppError('order_pay_expired');
    const total = new Money(locked.total);
    const coupons = (await memberAccounts(tx, [me.id])).find((a) => a.asset === 'shop_coins');
    const free = coupons ? new Money(coupons.balance).minus(coupons.held) : new Money(0);
    const split = paymentSplit(total, input.pay_method, free, input.use_balance);
    const lines: PostingLine[] = [];
    for (const asset of ['balance', 'shop_coins', 'integral'] as const) {
      if (split[asset].lte(0)) continue;
      lines.push({ owner: { member: me.id }, asset, amount: split[asset].negated() });
      lines.push({ owner: { system: 'sales' }, asset, amount: split[asset] });
    }
    const entry = lines.length
      ? await post(tx, { kind: 'order_payment', lines, idempotencyKey: `order_payment:${locked.id}`, refType: 'order', refId: locked.orderNo, memo: locked.orderNo, actor: `member:${me.memberId}` })
      : undefined;
    await transition(tx, locked.id, 'pay', `member:${me.memberId}`, {
      payMethod: input.pay_method, paidBalance: split.balance.toFixed(2), paidShopCoins: split.shop_coins.toFixed(2),
      paidIntegral: split.integral.toFixed(2), paymentEntryId: entry?.entryId ?? null,
    });
    return { paid: true };
  });
  return orderDetail(ctx.db, me.id, order.id, ctx.lang);
}

/** Cancels an unpaid order (by the member, or by the time-out job): the reserved stock goes back. */
export async function cancelOrder(db: Db, orderId: number, actor: Actor, note = ''): Promise<void> {
  await db.transaction(async (tx) => {
    await transition(tx, orderId, 'cancel', actor, {}, note);
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

/** Payment state for the app's polling: state, whether paid, and the time left to pay. */
export async function payStatus(db: Db, memberId: number, orderId: number) {
  const o = await ownOrder(db, memberId, orderId);
  return {
    status: o.status, paid: o.paidAt !== null, pay_deadline: toSeconds(o.payDeadline),
    remaining_seconds: o.status === 'unpaid' ? Math.max(0, Math.floor((o.payDeadline.getTime() - Date.now()) / 1000)) : 0,
  };
}
