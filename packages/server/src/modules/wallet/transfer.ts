import { and, eq } from 'drizzle-orm';
import { formatMoney, Money, roundMoney, type MessageKey } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { raisedMessage } from '../../lib/pg-errors.js';
import { utcDay } from '../../lib/time.js';
import { ledgerError, requestFingerprint, transferInOneRoundTrip, walletOf } from '../ledger/index.js';
import { type MemberRow, payInOneCall, type PayingCaller } from '../member/index.js';
import { readSettingsCached, type Settings } from '../site/index.js';
import { transferDailyTotals } from './tables.js';

type TransferSettings = Pick<Settings, 'transfer_fee_rate' | 'transfer_fee_min' | 'transfer_min' | 'transfer_daily_limit'>;

/** Fee and arrival of a transfer: the fee is the rate of the amount (rounded down), at least the minimum fee. */
export function transferFee(amount: Money, s: TransferSettings): { fee: Money; arrival: Money } {
  const fee = Money.max(new Money(s.transfer_fee_min), roundMoney(amount.times(s.transfer_fee_rate)));
  return { fee, arrival: Money.max(amount.minus(fee), 0) };
}

async function usedToday(db: Db, memberId: number): Promise<Money> {
  const [row] = await db.select({ amount: transferDailyTotals.amount }).from(transferDailyTotals)
    .where(and(eq(transferDailyTotals.memberId, memberId), eq(transferDailyTotals.day, utcDay())));
  return new Money(row?.amount ?? 0);
}

/** Fee, arrival and limits of a transfer of `amount`, as the member sees them before confirming. */
export async function quoteTransfer(ctx: Ctx, me: MemberRow, amountText: string) {
  const s = await readSettingsCached(ctx.db);
  const amount = new Money(amountText);
  const { fee, arrival } = transferFee(amount, s);
  const used = await usedToday(ctx.db, me.id);
  const wallet = await walletOf(ctx.db, me.id);
  return {
    amount: formatMoney(amount), fee: formatMoney(fee), arrival: formatMoney(arrival),
    fee_rate: s.transfer_fee_rate, fee_min: formatMoney(s.transfer_fee_min), min: formatMoney(s.transfer_min),
    daily_limit: formatMoney(s.transfer_daily_limit), used_today: formatMoney(used), available: wallet.balance_available,
  };
}

/** The answer the database function gives (and stores for a repeated Idempotency-Key), in the API's shape. */
function answerOf(raw: Record<string, unknown>) {
  return {
    // Answers stored before the database function kept them carry `id` instead of `transfer_id`.
    id: Number(raw.transfer_id ?? raw.id), to_member_id: String(raw.to_member_id), to_nickname: String(raw.to_nickname),
    amount: formatMoney(String(raw.amount)), fee: formatMoney(String(raw.fee)), arrival: formatMoney(String(raw.arrival)),
    balance: formatMoney(String(raw.balance)), time: Number(raw.time),
  };
}

const RAISED: Record<string, MessageKey> = {
  recipient_unknown: 'transfer_recipient_unknown',
  recipient_self: 'transfer_to_self',
  recipient_inactive: 'transfer_recipient_inactive',
  idempotency_key_reused: 'idempotency_key_reused',
  idempotency_key_mismatch: 'idempotency_key_mismatch',
};

/**
 * Moves balance to another member: the sender pays `amount`, the recipient receives `amount − fee`, the fee goes to
 * the fees account. Amount checks come first; the payment PIN is compared here against the hash the session lookup
 * read (`caller.payPasswordHash`); then one database call (the ledger's `transferInOneRoundTrip`, ADR 0004, 0007 and
 * 0010) confirms a session taken from a recent lookup (`caller.unconfirmed`), settles the PIN under the lock-out
 * (payInOneCall handles refusals), claims the Idempotency-Key bound to this recipient and amount, finds the recipient,
 * counts the daily limit under a lock on the sender's day, posts the entry and records the transfer, so a transfer
 * costs one round trip.
 */
export async function transfer(
  ctx: Ctx, me: MemberRow, input: { to_member_id: string; amount: string; pay_password: string }, idempotencyKey?: string,
  caller: PayingCaller = {},
) {
  if (input.to_member_id === me.memberId) throw new AppError('transfer_to_self');
  const amount = new Money(input.amount);
  if (amount.lte(0)) throw new AppError('amount_invalid');
  const s = await readSettingsCached(ctx.db);
  const { fee, arrival } = transferFee(amount, s);
  if (amount.lt(s.transfer_min) || arrival.lte(0)) throw new AppError('transfer_below_min', { min: formatMoney(s.transfer_min) });
  // The amount as the ledger books it, so "30" and "30.00" are one request.
  const fingerprint = idempotencyKey ? requestFingerprint('transfer', { to_member_id: input.to_member_id, amount: amount.toFixed(2) }) : null;
  try {
    return answerOf(await payInOneCall(ctx, me, input.pay_password, caller, (pin, session) => transferInOneRoundTrip(ctx.db, {
      session, pin, fromId: me.id, fromCode: me.memberId, toCode: input.to_member_id, amount: amount.toFixed(2), fee: fee.toFixed(2),
      arrival: arrival.toFixed(2), day: utcDay(), dailyLimit: s.transfer_daily_limit, idempotencyKey, fingerprint,
    })));
  } catch (err) {
    const raised = raisedMessage(err);
    if (raised?.startsWith('daily_limit:')) {
      throw new AppError('transfer_daily_limit', { limit: formatMoney(s.transfer_daily_limit), used: formatMoney(raised.slice('daily_limit:'.length)) });
    }
    if (raised && raised in RAISED) throw new AppError(RAISED[raised]!);
    throw ledgerError(err);
  }
}
