import { sql } from 'drizzle-orm';
import { Money, type Order, type PayMethod } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executeByText } from '../../db/prepared.js';
import { typedRow } from '../../db/rows.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { once, post, spendableSql, type PostingLine } from '../ledger/index.js';
import { verifyPayPassword, type MemberRow } from '../member/index.js';
import { transition } from './machine.js';
import { orderDetail, toOrder, type LineView, type OrderRow } from './orders.js';
import { orderLines, orders } from './tables.js';

/** How much of each asset pays an order: the whole total from one asset, or coupons first and balance for the rest. */
function paymentSplit(total: Money, method: PayMethod, couponsAvailable: Money, useBalance: boolean) {
  if (method === 'balance') return { balance: total, shop_coins: new Money(0), integral: new Money(0) };
  if (method === 'integral') return { balance: new Money(0), shop_coins: new Money(0), integral: total };
  if (method === 'shop_coins') return { balance: new Money(0), shop_coins: total, integral: new Money(0) };
  const coupons = Money.min(couponsAvailable, total);
  if (!useBalance && coupons.lt(total)) throw new AppError('insufficient_shop_coins');
  return { balance: total.minus(coupons), shop_coins: coupons, integral: new Money(0) };
}

interface LockedOrder {
  order: OrderRow;
  lines: LineView[];
  /** The member's spendable coupons, read by the same statement when the way of paying uses them. */
  coupons: Money;
}

/**
 * Locks one of the member's own orders for the rest of the transaction and reads, in the same statement, its lines
 * (for the answer) and, when asked, the member's spendable coupons. Someone else's order answers like a missing one.
 */
async function lockOwnOrder(tx: Db, memberId: number, orderId: number, withCoupons: boolean): Promise<LockedOrder> {
  const [raw] = await executeByText<Record<string, unknown>>(tx, sql`
    select o.*,
      (select coalesce(jsonb_agg(jsonb_build_object('skuId', l.sku_id, 'productId', l.product_id, 'name', l.name, 'spec', l.spec,
        'image', l.image, 'price', l.price::text, 'quantity', l.quantity) order by l.id), '[]'::jsonb)
        from ${orderLines} l where l.order_id = o.id) as order_lines
      ${withCoupons ? sql`, ${spendableSql(memberId, 'shop_coins')} as coupons` : sql``}
    from ${orders} o where o.id = ${orderId} and o.member_id = ${memberId} for update of o`);
  if (!raw) throw new AppError('order_not_found');
  const lines = typeof raw.order_lines === 'string' ? JSON.parse(raw.order_lines) : raw.order_lines;
  return { order: typedRow(orders, raw), lines: lines as LineView[], coupons: new Money((raw.coupons as string | undefined) ?? 0) };
}

/**
 * Pays an unpaid order with the payment password: the money moves to the sales account in one ledger entry and the
 * order becomes paid in the same transaction, keyed by the order so it can never be paid twice. An Idempotency-Key is
 * bound to the order and the way of paying; its repeat answers with the order, paid. The transaction's first read
 * locks the order (checking it is the member's) with its lines, so the answer needs no read after the commit.
 */
export async function payOrder(ctx: Ctx, me: MemberRow, input: { order_id: number; pay_method: PayMethod; use_balance: boolean; pay_password: string }, idempotencyKey?: string, knownPayHash?: string | null): Promise<Order> {
  await verifyPayPassword(ctx, me, input.pay_password, knownPayHash);
  const request = { route: 'order_pay', fields: { order_id: input.order_id, pay_method: input.pay_method, use_balance: input.use_balance } };
  let answer: Order | undefined;
  await once(ctx.db, me.id, idempotencyKey, request, async (tx) => {
    // The order row is locked first: a second payment of the same order waits here and then finds it paid. Its state
    // is checked here, not before the key, so a repeat of a payment that went through gets its answer, not a refusal.
    const { order, lines: orderLines, coupons } = await lockOwnOrder(tx, me.id, input.order_id, input.pay_method === 'coupons_balance');
    if (order.status !== 'unpaid') throw new AppError('order_wrong_state');
    if (order.payDeadline.getTime() <= Date.now()) throw new AppError('order_pay_expired');
    const split = paymentSplit(new Money(order.total), input.pay_method, coupons, input.use_balance);
    const lines: PostingLine[] = [];
    for (const asset of ['balance', 'shop_coins', 'integral'] as const) {
      if (split[asset].lte(0)) continue;
      lines.push({ owner: { member: me.id }, asset, amount: split[asset].negated() });
      lines.push({ owner: { system: 'sales' }, asset, amount: split[asset] });
    }
    const entry = lines.length
      ? await post(tx, { kind: 'order_payment', lines, idempotencyKey: `order_payment:${order.id}`, refType: 'order', refId: order.orderNo, memo: order.orderNo, actor: `member:${me.memberId}` })
      : undefined;
    const paid = {
      payMethod: input.pay_method, paidBalance: split.balance.toFixed(2), paidShopCoins: split.shop_coins.toFixed(2),
      paidIntegral: split.integral.toFixed(2), paymentEntryId: entry?.entryId ?? null, paidAt: new Date(),
    };
    await transition(tx, order.id, 'pay', `member:${me.memberId}`, paid);
    answer = toOrder({ ...order, ...paid, status: 'paid' }, orderLines, ctx.lang);
    return { paid: true };
  });
  // A repeat of a payment already made (its key's stored answer) reads the order as it is now.
  return answer ?? orderDetail(ctx.db, me.id, input.order_id, ctx.lang);
}
