import { sql } from 'drizzle-orm';
import type { MessageKey, Order, PayMethod } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { typedRow } from '../../db/rows.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { raisedMessage } from '../../lib/pg-errors.js';
import { actorLabel } from '../../lib/state-machine/index.js';
import { PUBLISH_ATTEMPTS, PUBLISH_JOB } from '../jobs/index.js';
import { gateArgs, jsonAnswer, keyError, ledgerError, requestFingerprint, retryOnConflict, SYSTEM_SHARDS, type OneTripGate } from '../ledger/index.js';
import { payInOneCall, type MemberRow, type PayingCaller } from '../member/index.js';
import { orderEventType } from './events.js';
import { ORDER_LIFECYCLE } from './machine.js';
import { orderDetail, toOrder, type LineView } from './orders.js';
import { orders } from './tables.js';
import { chooseUsdt, finishWithBalance, isUsdtMethod } from './usdt.js';

type PayInput = { order_id: number; pay_method: PayMethod; use_balance: boolean; pay_password: string };

/** The payment's refusals raised by order_pay, as the member's errors (the ledger's and the key's are mapped by their doors). */
const RAISED: Record<string, MessageKey> = {
  order_not_found: 'order_not_found',
  order_wrong_state: 'order_wrong_state',
  order_pay_expired: 'order_pay_expired',
  insufficient_shop_coins: 'insufficient_shop_coins',
};

/** What `payOrder` did: the order, and whether it now waits for USDT (answered with its own message). */
export interface PayOutcome { order: Order; waitingForUsdt: boolean }

const PAY = ORDER_LIFECYCLE.transitions.pay;

/**
 * The payment's one database call (`order_pay`, migration 0017): the gate (session, PIN), the key, the member's own
 * order locked, the posting through ledger_post, the lifecycle's `pay` move with its event row and domain event, and
 * the kept answer. The lifecycle's rule and the event are passed from their declarations. Deadlock victims run again.
 */
async function payInOneRoundTrip(db: Db, gate: OneTripGate, me: MemberRow, input: PayInput, key: string | undefined, fingerprint: string | null) {
  const actor = actorLabel(`member:${me.memberId}`);
  const [row] = await retryOnConflict(() => executePrepared<{ answer: Record<string, unknown> | string }>(db, 'order_pay', sql`select order_pay(
    ${gateArgs(gate)}, ${me.id}, ${input.order_id}, ${input.pay_method}, ${input.use_balance}, ${me.id % SYSTEM_SHARDS}::int, ${actor},
    ${sql.param([...PAY.from])}::text[], ${PAY.to}, ${'pay'}, ${orderEventType('pay')}, ${PUBLISH_JOB}, ${PUBLISH_ATTEMPTS}::int,
    ${key ?? null}::text, ${fingerprint}::text) as answer`));
  return jsonAnswer(row!.answer);
}

/**
 * Pays an unpaid order with the payment password: the money moves to the sales account in one ledger entry and the
 * order becomes paid in the same transaction, keyed by the order so it can never be paid twice; coupons first and the
 * balance for the rest when the member pays that way. One database call (ADR 0010): the PIN is compared here against
 * the hash the session lookup read (`caller`), and settled inside the call under the lock-out. An Idempotency-Key is
 * bound to the order and the way of paying; its repeat answers with the order as it now is. USDT and coupons + USDT
 * take their own path (usdt.ts): the order then waits for the money, unless the balance already covers it.
 */
export async function payOrder(ctx: Ctx, me: MemberRow, input: PayInput, idempotencyKey?: string, caller: PayingCaller = {}): Promise<PayOutcome> {
  if (isUsdtMethod(input.pay_method)) {
    await chooseUsdt(ctx, me, input, idempotencyKey, caller);
    const order = await orderDetail(ctx.db, me.id, input.order_id, ctx.lang);
    return { order, waitingForUsdt: order.status === 'unpaid' };
  }
  const fingerprint = idempotencyKey
    ? requestFingerprint('order_pay', { order_id: input.order_id, pay_method: input.pay_method, use_balance: input.use_balance })
    : null;
  let answer: Record<string, unknown>;
  try {
    answer = await payInOneCall(ctx, me, input.pay_password, caller, (pin, session) => payInOneRoundTrip(ctx.db, { pin, session }, me, input, idempotencyKey, fingerprint));
  } catch (err) {
    const raised = raisedMessage(err);
    if (raised === 'order_usdt_coupons_reserved') {
      // The coupons are reserved for a coupons + USDT payment: the balance finishes it (usdt.ts), nothing else may.
      await finishWithBalance(ctx, me, input, idempotencyKey, caller);
      return { order: await orderDetail(ctx.db, me.id, input.order_id, ctx.lang), waitingForUsdt: false };
    }
    if (raised && raised in RAISED) throw new AppError(RAISED[raised]!);
    throw ledgerError(keyError(err));
  }
  if (answer.replayed) return { order: await orderDetail(ctx.db, me.id, input.order_id, ctx.lang), waitingForUsdt: false };
  return { order: toOrder(typedRow(orders, answer.order as Record<string, unknown>), answer.lines as LineView[], ctx.lang), waitingForUsdt: false };
}
