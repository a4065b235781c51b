import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall, postCall } from '../call.js';
import { PageQuery, pageOf } from '../paging.js';
import { PayPassword } from './fields.js';
import { AmountInput } from './transfer.js';

/** A withdrawal's states (spec §4): pending review → approved → paid or failed; pending review → rejected. */
export const WITHDRAWAL_STATUSES = ['pending_review', 'approved', 'paid', 'failed', 'rejected'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

/**
 * A BEP20 (BNB Smart Chain) address as typed: 0x and 40 hexadecimal digits. The checksum, the zero address and the
 * token contract are checked by the server, which answers which of them is wrong.
 */
export const Bep20Address = z.string().trim().regex(/^0[xX][0-9a-fA-F]{40}$/);

export const WithdrawBody = z.object({ amount: AmountInput, address: Bep20Address, pay_password: PayPassword });

/** What a withdrawal costs and allows now: available balance, fee, minimum, daily limit and what was withdrawn today. */
export const WithdrawalAmount = z.object({
  available: z.string(), fee: z.string(), min: z.string(), daily_limit: z.string(), withdrawn_today: z.string(),
  network: z.string(), token: z.string(),
});

/** One withdrawal as the member sees it (spec §3): amount, fee, arrival, address, time, transaction ID, reason, status. */
export const Withdrawal = z.object({
  id: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  arrival: z.string(),
  address: z.string(),
  status: WithdrawalStatus,
  /** The payout's transaction hash once it was sent; '' before. */
  tx_hash: z.string(),
  /** Why it was rejected or why the payment failed; '' otherwise. */
  reason: z.string(),
  time: UnixSeconds,
  reviewed_time: UnixSeconds.nullable(),
  paid_time: UnixSeconds.nullable(),
});
export const WithdrawalListQuery = PageQuery.extend({ status: WithdrawalStatus.optional() });
export const WithdrawalDetailQuery = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Every /api/withdraw/* call. */
export const withdrawCalls = {
  getWithdrawalAmount: getCall({ path: '/api/withdraw/getWithdrawalAmount', access: 'member', data: WithdrawalAmount }),
  create: postCall({
    path: '/api/withdraw/create', access: 'member', body: WithdrawBody, data: Withdrawal, idempotent: true, message: 'withdraw_submitted',
    summary: 'Requests a withdrawal to a BEP20 address: the amount (fee included) is reserved at once and waits for review',
  }),
  list: getCall({ path: '/api/withdraw/list', access: 'member', query: WithdrawalListQuery, data: pageOf(Withdrawal) }),
  detail: getCall({ path: '/api/withdraw/detail', access: 'member', query: WithdrawalDetailQuery, data: Withdrawal }),
};
