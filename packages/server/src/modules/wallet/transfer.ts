import { and, eq, gte, sql } from 'drizzle-orm';
import { formatMoney, Money, roundMoney } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { toSeconds, utcDay } from '../../lib/time.js';
import { lockAccounts } from '../ledger/accounts.js';
import { once } from '../ledger/idempotency.js';
import { post } from '../ledger/post.js';
import { walletOf } from '../ledger/read.js';
import { verifyPayPassword } from '../member/account.js';
import { findByMemberId } from '../member/codes.js';
import type { MemberRow } from '../member/userinfo.js';
import { readSettings } from '../site/settings.js';
import { transfers } from './tables.js';

/** Fee, arrival and limits of a transfer of `amount`, as the member sees them before confirming. */
export async function quoteTransfer(ctx: Ctx, me: MemberRow, amountText: string) {
  const s = await readSettings(ctx.db, ['transfer_fee_rate', 'transfer_fee_min', 'transfer_min', 'transfer_daily_limit']);
  const amount = new Money(amountText);
  const fee = Money.max(new Money(s.transfer_fee_min), roundMoney(amount.times(s.transfer_fee_rate)));
  const arrival = Money.max(amount.minus(fee), 0);
  const used = await usedToday(ctx.db, me.id);
  const wallet = await walletOf(ctx.db, me.id);
  return {
    amount: formatMoney(amount), fee: formatMoney(fee), arrival: formatMoney(arrival),
    fee_rate: s.transfer_fee_rate, fee_min: formatMoney(s.transfer_fee_min), min: formatMoney(s.transfer_min),
    daily_limit: formatMoney(s.transfer_daily_limit), used_today: formatMoney(used), available: wallet.balance_available,
  };
}

async function usedToday(db: Db, memberId: number): Promise<Money> {
  const since = new Date(`${utcDay()}T00:00:00Z`);
  const [row] = await db.select({ sum: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` }).from(transfers)
    .where(and(eq(transfers.fromMemberId, memberId), gte(transfers.createdAt, since)));
  return new Money(row?.sum ?? 0);
}

/**
 * Moves balance to another member: the sender pays `amount`, the recipient receives `amount − fee`, the fee goes to
 * the fees account. Checks run before money moves; the daily limit is checked with the sender's account locked,
 * so parallel transfers cannot slip past it together.
 */
export async function transfer(ctx: Ctx, me: MemberRow, input: { to_member_id: string; amount: string; pay_password: string }, idempotencyKey?: string) {
  const recipient = await findByMemberId(ctx.db, input.to_member_id);
  if (!recipient) throw new AppError('transfer_recipient_unknown');
  if (recipient.id === me.id) throw new AppError('transfer_to_self');
  if (recipient.status !== 'active') throw new AppError('transfer_recipient_inactive');
  const amount = new Money(input.amount);
  if (amount.lte(0)) throw new AppError('amount_invalid');
  const quote = await quoteTransfer(ctx, me, input.amount);
  if (amount.lt(quote.min) || new Money(quote.arrival).lte(0)) throw new AppError('transfer_below_min', { min: quote.min });
  await verifyPayPassword(ctx, me, input.pay_password);
  return once(ctx.db, me.id, idempotencyKey, 'transfer', async (tx) => {
    // Locks both members' accounts (in the ledger's order): this sender's transfers serialise, so the daily-limit
    // sum below cannot be raced, and transfers in opposite directions cannot deadlock.
    const locked = await lockAccounts(tx, [{ member: me.id }, { member: recipient.id }], 'balance');
    const account = locked.find((a) => a.memberId === me.id)!;
    const used = await usedToday(tx, me.id);
    if (used.plus(amount).gt(quote.daily_limit)) throw new AppError('transfer_daily_limit', { limit: quote.daily_limit, used: formatMoney(used) });
    const lines = [
      { owner: { member: me.id }, asset: 'balance' as const, amount: amount.negated(), counterparty: recipient.memberId },
      { owner: { member: recipient.id }, asset: 'balance' as const, amount: quote.arrival, counterparty: me.memberId },
      ...(new Money(quote.fee).gt(0) ? [{ owner: { system: 'fees' as const }, asset: 'balance' as const, amount: quote.fee }] : []),
    ];
    const entry = await post(tx, { kind: 'transfer', lines, actor: `member:${me.memberId}`, memo: `${me.memberId} → ${recipient.memberId}` });
    const [row] = await tx.insert(transfers).values({
      fromMemberId: me.id, toMemberId: recipient.id, amount: amount.toFixed(2), fee: quote.fee, arrival: quote.arrival, entryId: entry.entryId,
    }).returning();
    return {
      id: row!.id, to_member_id: recipient.memberId, to_nickname: recipient.nickname, amount: formatMoney(amount), fee: quote.fee,
      arrival: quote.arrival, balance: formatMoney(entry.balances.get(account.id) ?? 0), time: toSeconds(row!.createdAt),
    };
  });
}
