// Paying an order by USDT, or by coupons + USDT (ADR 0013). Choosing the method reserves the coupons part (a ledger
// pending transfer) and stores what is due in USDT; the order stays unpaid. USDT sent to the member's deposit address
// is credited to the balance at finality, and the order is paid from the balance as soon as it covers the due: by the
// `order.pay_usdt` job on each credited deposit, at once when the balance already covers it, or by the member paying
// with the balance. Every one of those settles through `settleFromBalance`, under the order's row lock.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { Money, STORE_DP, type Asset, type PayMethod } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { actorLabel, type Actor } from '../../lib/state-machine/index.js';
import { memberAccounts, once, pending, post, postPending, retryOnConflict, voidPending } from '../ledger/index.js';
import { SessionNotConfirmed, verifyPayPassword, type MemberRow, type PayingCaller } from '../member/index.js';
import { transition } from './machine.js';
import { orders } from './tables.js';

type OrderRow = typeof orders.$inferSelect;
type PayInput = { order_id: number; pay_method: PayMethod; use_balance: boolean; pay_password: string };

/** Whether a method is paid by a USDT transfer. */
export const isUsdtMethod = (m: PayMethod | null): m is 'usdt' | 'coupons_usdt' => m === 'usdt' || m === 'coupons_usdt';

/** What a member can spend of an asset now: balance less what is held (read in the caller's transaction). */
async function spendable(tx: Db, memberId: number, asset: Asset): Promise<Money> {
  const account = (await memberAccounts(tx, [memberId])).find((a) => a.asset === asset);
  return account ? new Money(account.balance).minus(account.held) : new Money(0);
}

/** One of the member's own orders, locked for the rest of the transaction. */
async function lockOwnOrder(tx: Db, memberId: number, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId))).for('update');
  if (!row) throw new AppError('order_not_found');
  return row;
}

/**
 * Pays a locked, unpaid order waiting for USDT from the member's balance: posts the coupon reservation, moves the USDT
 * due from the balance to sales and makes the lifecycle's `pay` move, in the caller's transaction. The balance entry
 * carries the key every payment of the order carries (`order_payment:<id>`), so it is booked once whoever pays.
 * Refused with insufficient_balance (rolling the caller's transaction back) when the balance does not cover the due.
 */
async function settleFromBalance(tx: Db, order: OrderRow, actor: Actor): Promise<void> {
  const due = new Money(order.usdtDue ?? '0');
  let coupons = new Money(0);
  let entryId: number | null = null;
  if (order.couponPendingId !== null) {
    const posted = await postPending(tx, order.couponPendingId, { actor, memo: order.orderNo });
    coupons = new Money(posted.pending.postedAmount ?? posted.pending.amount);
    entryId = posted.entryId;
  }
  if (due.gt(0)) {
    const entry = await post(tx, {
      kind: 'order_payment', idempotencyKey: `order_payment:${order.id}`, refType: 'order', refId: order.orderNo, memo: order.orderNo,
      actor: actorLabel(actor),
      lines: [
        { owner: { member: order.memberId }, asset: 'balance', amount: due.negated() },
        { owner: { system: 'sales' }, asset: 'balance', amount: due },
      ],
    });
    entryId = entry.entryId;
  }
  await transition(tx, order.id, 'pay', actor, { paidBalance: due.toFixed(STORE_DP), paidShopCoins: coupons.toFixed(STORE_DP), paymentEntryId: entryId });
}

/**
 * The member chooses USDT (or coupons + USDT) for an unpaid order, with the payment password: the coupons part is
 * reserved at once, the rest is stored as the USDT due, and the order is paid straight away when the balance already
 * covers it. Choosing the same method again answers the order as it is. Keyed by the Idempotency-Key like any payment.
 */
export async function chooseUsdt(ctx: Ctx, me: MemberRow, input: PayInput, key: string | undefined, caller: PayingCaller): Promise<void> {
  // This path confirms the session by a lookup of its own (the route re-runs it after a real lookup).
  if (caller.unconfirmed) throw new SessionNotConfirmed();
  await verifyPayPassword(ctx, me, input.pay_password, caller.payPasswordHash);
  await once(ctx.db, me.id, key, { route: 'order_pay', fields: { order_id: input.order_id, pay_method: input.pay_method, use_balance: input.use_balance } }, async (tx) => {
    const order = await lockOwnOrder(tx, me.id, input.order_id);
    if (order.status !== 'unpaid') throw new AppError('order_wrong_state');
    if (order.payDeadline.getTime() <= Date.now()) throw new AppError('order_pay_expired');
    if (order.usdtDue !== null) {
      if (order.payMethod === input.pay_method) return { order: order.id };
      throw new AppError('order_wrong_state');
    }
    const total = new Money(order.total);
    let couponPendingId: number | null = null;
    let coupons = new Money(0);
    if (input.pay_method === 'coupons_usdt') {
      coupons = Money.min(Money.max(await spendable(tx, me.id, 'shop_coins'), 0), total);
      if (coupons.gt(0)) {
        // No expiry of its own: the order's cancellation (by the member or at its deadline) voids it.
        const reserved = await pending(tx, {
          from: { member: me.id }, to: { system: 'sales' }, asset: 'shop_coins', amount: coupons.toFixed(STORE_DP),
          reason: 'order_payment', refType: 'order', refId: order.orderNo, expiresAt: null,
        });
        couponPendingId = reserved.id;
      }
    }
    const due = total.minus(coupons);
    const [waiting] = await tx.update(orders).set({ payMethod: input.pay_method, usdtDue: due.toFixed(STORE_DP), couponPendingId })
      .where(eq(orders.id, order.id)).returning();
    if ((await spendable(tx, me.id, 'balance')).gte(due)) await settleFromBalance(tx, waiting!, `member:${me.memberId}`);
    return { order: order.id };
  });
}

/**
 * The member finishes a coupons + USDT payment with the balance (pay_method balance or coupons_balance on an order whose
 * coupons are reserved): the reservation is posted and the balance pays the USDT due. Any other method is refused
 * while the coupons are reserved. Payment password and Idempotency-Key as for any payment.
 */
export async function finishWithBalance(ctx: Ctx, me: MemberRow, input: PayInput, key: string | undefined, caller: PayingCaller): Promise<void> {
  if (input.pay_method !== 'balance' && input.pay_method !== 'coupons_balance') throw new AppError('order_usdt_coupons_reserved');
  if (caller.unconfirmed) throw new SessionNotConfirmed();
  await verifyPayPassword(ctx, me, input.pay_password, caller.payPasswordHash);
  await once(ctx.db, me.id, key, { route: 'order_pay', fields: { order_id: input.order_id, pay_method: input.pay_method, use_balance: input.use_balance } }, async (tx) => {
    const order = await lockOwnOrder(tx, me.id, input.order_id);
    if (order.status !== 'unpaid' || order.usdtDue === null) throw new AppError('order_wrong_state');
    if (order.payDeadline.getTime() <= Date.now()) throw new AppError('order_pay_expired');
    if ((await spendable(tx, me.id, 'balance')).lt(order.usdtDue)) throw new AppError('insufficient_balance');
    await settleFromBalance(tx, order, `member:${me.memberId}`);
    return { order: order.id };
  });
}

/**
 * A credited deposit's follow-up (job `order.pay_usdt`, at least once): pays the member's unpaid orders waiting for
 * USDT, oldest first, while the balance covers each one's due; a deposit first seen after an order's payment deadline
 * pays nothing of it (the money stays in the balance). Each order in its own transaction under its row lock, so a
 * repeat, or the member paying at the same moment, finds it paid and moves nothing. Returns how many it paid.
 */
export async function payWaitingUsdtOrders(db: Db, memberId: number, seenAt: Date): Promise<number> {
  const waiting = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, 'unpaid'), isNotNull(orders.usdtDue))).orderBy(asc(orders.id));
  let paid = 0;
  for (const { id } of waiting) {
    const outcome = await retryOnConflict(() => db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, memberId, id);
      if (order.status !== 'unpaid' || order.usdtDue === null) return 'moved_on' as const;
      if (seenAt.getTime() > order.payDeadline.getTime()) return 'too_late' as const;
      if ((await spendable(tx, memberId, 'balance')).lt(order.usdtDue)) return 'short' as const;
      await settleFromBalance(tx, order, 'system');
      return 'paid' as const;
    }));
    if (outcome === 'paid') paid++;
    // The oldest order not covered keeps the money for itself: a younger one is not paid before it.
    if (outcome === 'short') break;
  }
  return paid;
}

/** Voids the coupon reservation of an order being cancelled, in the cancelling transaction. */
export async function releaseCoupons(tx: Db, couponPendingId: number | null): Promise<void> {
  if (couponPendingId !== null) await voidPending(tx, couponPendingId);
}

/** The USDT the order is waiting for, as the member sees it: the due while unpaid, else nothing. */
export function usdtDueOf(o: Pick<OrderRow, 'status' | 'usdtDue'>): string {
  return o.status === 'unpaid' && o.usdtDue !== null ? o.usdtDue : '0';
}
