import { sql } from 'drizzle-orm';
import { formatMoney, Money, type MessageKey } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { checkBep20Address } from '../../lib/bep20-address.js';
import { utcDay } from '../../lib/time.js';
import { ledgerError, once, pending } from '../ledger/index.js';
import { assertMayWithdraw } from '../kyc/index.js';
import { verifyPayPassword, type MemberRow, type PayingCaller } from '../member/index.js';
import { readSettingsCached } from '../site/index.js';
import { smallestWithdrawal, withdrawalFee } from './fees.js';
import { withdrawalDailyTotals, withdrawals } from './tables.js';
import { withdrawalView, type WithdrawalView } from './view.js';

const ADDRESS_REFUSAL: Record<'format' | 'checksum' | 'zero' | 'token', MessageKey> = {
  format: 'field_invalid', checksum: 'withdraw_address_checksum', zero: 'withdraw_address_zero', token: 'withdraw_address_token',
};

/**
 * A member asks to withdraw `amount` (the fee is taken from it) to a BEP20 address. The address, the minimum and the
 * payment password are checked first; then, in one transaction keyed by the Idempotency-Key (bound to amount and
 * address), the day's total grows by a conditional upsert that refuses past the daily limit (its row lock queues one
 * member's requests), the withdrawal is recorded pending review, and the whole amount is reserved in the ledger as a
 * pending transfer to the withdrawals account (refused when the balance cannot cover it). Nothing moves on refusal.
 */
export async function requestWithdrawal(
  ctx: Ctx, me: MemberRow, input: { amount: string; address: string; pay_password: string }, idempotencyKey: string | undefined,
  caller: PayingCaller, tokenContracts: readonly string[],
): Promise<WithdrawalView> {
  const amount = new Money(input.amount);
  if (amount.lte(0)) throw new AppError('amount_invalid');
  const verdict = checkBep20Address(input.address, tokenContracts);
  if (!verdict.ok) throw new AppError(ADDRESS_REFUSAL[verdict.why], { field: 'field.address' });
  // The operator's setting may ask for an approved identity before any money leaves (the kyc module's rule).
  await assertMayWithdraw(ctx.db, me.id);
  const s = await readSettingsCached(ctx.db);
  const min = smallestWithdrawal(s);
  if (amount.lt(min)) throw new AppError('withdraw_below_min', { min: formatMoney(min) });
  const { fee, arrival } = withdrawalFee(amount, s);
  await verifyPayPassword(ctx, me, input.pay_password, caller.payPasswordHash);
  const value = amount.toFixed(2);
  const day = utcDay();
  const fields = { amount: value, address: verdict.address };
  try {
    return await once(ctx.db, me.id, idempotencyKey, { route: 'withdraw', fields }, async (tx) => {
      if (amount.gt(s.withdrawal_daily_limit)) throw await dailyLimitError(tx, me.id, day, s.withdrawal_daily_limit);
      const counted = await tx.execute(sql`
        insert into ${withdrawalDailyTotals} as t (member_id, day, amount) values (${me.id}, ${day}, ${value}::numeric)
        on conflict (member_id, day) do update set amount = t.amount + excluded.amount
         where t.amount + excluded.amount <= ${s.withdrawal_daily_limit}::numeric
        returning amount`);
      if ((counted as unknown as { rows: unknown[] }).rows.length === 0) throw await dailyLimitError(tx, me.id, day, s.withdrawal_daily_limit);
      const [row] = await tx.insert(withdrawals).values({
        memberId: me.id, amount: value, fee: fee.toFixed(2), arrival: arrival.toFixed(2), address: verdict.address, day,
      }).returning();
      const held = await pending(tx, {
        from: { member: me.id }, to: { system: 'withdrawals' }, asset: 'balance', amount: value, reason: 'withdrawal',
        refType: 'withdrawal', refId: String(row!.id),
        // Never lapses by itself: a withdrawal under review or on its way on chain stays held until it is posted or voided.
        expiresAt: null,
      });
      const [done] = await tx.update(withdrawals).set({ pendingId: held.id }).where(sql`${withdrawals.id} = ${row!.id}`).returning();
      return withdrawalView(done!);
    });
  } catch (err) {
    throw ledgerError(err);
  }
}

async function dailyLimitError(tx: Ctx['db'], memberId: number, day: string, limit: string): Promise<AppError> {
  const res = await tx.execute(sql`select amount from ${withdrawalDailyTotals} where member_id = ${memberId} and day = ${day}`);
  const [row] = (res as unknown as { rows: Array<{ amount: string }> }).rows;
  return new AppError('withdraw_daily_limit', { limit: formatMoney(limit), used: formatMoney(row ? row.amount : '0') });
}
