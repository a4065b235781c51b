import { and, eq, gte, sql } from 'drizzle-orm';
import { formatMoney, Money, roundMoney } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { toSeconds, utcDay } from '../../lib/time.js';
import { once, retryOnConflict } from '../ledger/idempotency.js';
import { entryLines, ledgerError } from '../ledger/post.js';
import { raisedMessage } from '../../lib/pg-errors.js';
import { walletOf } from '../ledger/read.js';
import { verifyPayPassword } from '../member/account.js';
import { findByMemberId } from '../member/codes.js';
import type { MemberRow } from '../member/userinfo.js';
import { readSettings, type Settings } from '../site/settings.js';
import { transfers } from './tables.js';

type TransferSettings = Pick<Settings, 'transfer_fee_rate' | 'transfer_fee_min' | 'transfer_min' | 'transfer_daily_limit'>;
const SETTING_KEYS = ['transfer_fee_rate', 'transfer_fee_min', 'transfer_min', 'transfer_daily_limit'] as const;

/** Fee and arrival of a transfer: the fee is the rate of the amount (rounded down), at least the minimum fee. */
export function transferFee(amount: Money, s: TransferSettings): { fee: Money; arrival: Money } {
  const fee = Money.max(new Money(s.transfer_fee_min), roundMoney(amount.times(s.transfer_fee_rate)));
  return { fee, arrival: Money.max(amount.minus(fee), 0) };
}

async function usedToday(db: Db, memberId: number): Promise<Money> {
  const since = new Date(`${utcDay()}T00:00:00Z`);
  const [row] = await db.select({ sum: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` }).from(transfers)
    .where(and(eq(transfers.fromMemberId, memberId), gte(transfers.createdAt, since)));
  return new Money(row?.sum ?? 0);
}

/** Fee, arrival and limits of a transfer of `amount`, as the member sees them before confirming. */
export async function quoteTransfer(ctx: Ctx, me: MemberRow, amountText: string) {
  const s = await readSettings(ctx.db, [...SETTING_KEYS]);
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

/**
 * Moves balance to another member: the sender pays `amount`, the recipient receives `amount − fee`, the fee goes to
 * the fees account. Checks run before money moves; the daily limit is checked with the accounts locked, so parallel
 * transfers of one sender cannot slip past it together.
 */
export async function transfer(ctx: Ctx, me: MemberRow, input: { to_member_id: string; amount: string; pay_password: string }, idempotencyKey?: string) {
  const recipient = await findByMemberId(ctx.db, input.to_member_id);
  if (!recipient) throw new AppError('transfer_recipient_unknown');
  if (recipient.id === me.id) throw new AppError('transfer_to_self');
  if (recipient.status !== 'active') throw new AppError('transfer_recipient_inactive');
  const amount = new Money(input.amount);
  if (amount.lte(0)) throw new AppError('amount_invalid');
  const s = await readSettings(ctx.db, [...SETTING_KEYS]);
  const { fee, arrival } = transferFee(amount, s);
  if (amount.lt(s.transfer_min) || arrival.lte(0)) throw new AppError('transfer_below_min', { min: formatMoney(s.transfer_min) });
  await verifyPayPassword(ctx, me, input.pay_password);
  const lines = [
    { owner: { member: me.id }, asset: 'balance' as const, amount: amount.negated(), counterparty: recipient.memberId },
    { owner: { member: recipient.id }, asset: 'balance' as const, amount: arrival, counterparty: me.memberId },
    ...(fee.gt(0) ? [{ owner: { system: 'fees' as const }, asset: 'balance' as const, amount: fee }] : []),
  ];
  const json = entryLines('transfer', lines);
  // One database call locks the accounts, checks the daily limit under the lock, posts the entry and records the
  // transfer: parallel transfers of one sender cannot slip past the limit together, nor deadlock in opposite directions.
  const run = async (db: Db) => {
    try {
      const res = await db.execute(sql`select transfer_id, created_at, sender_balance::text as sender_balance from wallet_transfer(
        ${me.id}, ${recipient.id}, ${amount.toFixed(2)}::numeric, ${fee.toFixed(2)}::numeric, ${arrival.toFixed(2)}::numeric,
        ${new Date(`${utcDay()}T00:00:00Z`).toISOString()}::timestamptz, ${s.transfer_daily_limit}::numeric,
        ${`${me.memberId} → ${recipient.memberId}`}, ${`member:${me.memberId}`}, ${json}::jsonb)`);
      const [row] = (res as unknown as { rows: Array<{ transfer_id: number | string; created_at: string | Date; sender_balance: string }> }).rows;
      return {
        id: Number(row!.transfer_id), to_member_id: recipient.memberId, to_nickname: recipient.nickname, amount: formatMoney(amount),
        fee: formatMoney(fee), arrival: formatMoney(arrival), balance: formatMoney(row!.sender_balance), time: toSeconds(new Date(row!.created_at)),
      };
    } catch (err) {
      const raised = raisedMessage(err);
      if (raised?.startsWith('daily_limit:')) {
        throw new AppError('transfer_daily_limit', { limit: formatMoney(s.transfer_daily_limit), used: formatMoney(raised.slice('daily_limit:'.length)) });
      }
      throw ledgerError(err);
    }
  };
  return idempotencyKey ? once(ctx.db, me.id, idempotencyKey, 'transfer', run) : retryOnConflict(() => run(ctx.db));
}
