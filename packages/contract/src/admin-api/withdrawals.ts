import { z } from 'zod';
import { getCall, postCall } from '../call.js';
import { Reason } from '../api/fields.js';
import { text } from '../api/text.js';
import { Withdrawal, WithdrawalStatus } from '../api/withdraw.js';

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Back office: withdrawals filtered by state, member ID or address, and creation dates (YYYY-MM-DD, UTC), oldest first. */
export const AdminWithdrawalQuery = z.object({
  status: WithdrawalStatus.optional(),
  q: text({ max: 64 }).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** A withdrawal as operators see it: the member's, with who reviewed it. */
export const AdminWithdrawal = Withdrawal.extend({ member_id: z.string(), reviewed_by: z.string() });
export const AdminWithdrawalPage = z.object({
  list: z.array(AdminWithdrawal), total: z.number().int(), page: z.number().int(), limit: z.number().int(),
  /** What the open withdrawals (pending review or approved) add up to, for the hot wallet's float. */
  pending_total: z.string(),
});
/** Approving pays out: one or many withdrawals at once, with the operator's two-step verification code. */
export const AdminWithdrawalApproveBody = z.object({ ids: z.array(Id).min(1).max(100), totp: z.string().trim().regex(/^\d{6}$/) });
export const AdminWithdrawalRejectBody = z.object({ ids: z.array(Id).min(1).max(100), reason: Reason });
export const AdminWithdrawalReviewed = z.object({ list: z.array(AdminWithdrawal) });

/** The hot wallet as the signer last named it: its USDT and BNB (gas) against what open withdrawals will pay out. */
export const AdminHotWallet = z.object({
  /** '' until a signer has run: the web server holds no key and learns the address from the signer's nonce row. */
  address: z.string(), usdt: z.string().nullable(), bnb: z.string().nullable(), pending_total: z.string(),
});

/** Every /admin-api/withdrawals/* call. */
export const adminWithdrawalsCalls = {
  list: getCall({ path: '/admin-api/withdrawals', access: { operator: 'withdrawals.read' }, query: AdminWithdrawalQuery, data: AdminWithdrawalPage }),
  hotWallet: getCall({ path: '/admin-api/withdrawals/hot-wallet', access: { operator: 'withdrawals.read' }, data: AdminHotWallet }),
  approve: postCall({
    path: '/admin-api/withdrawals/approve', access: { operator: 'withdrawals.review' }, body: AdminWithdrawalApproveBody, data: AdminWithdrawalReviewed,
    message: 'withdraw_approved', summary: 'Approve withdrawals for payout (all or none); needs the two-step verification code; audited',
  }),
  reject: postCall({
    path: '/admin-api/withdrawals/reject', access: { operator: 'withdrawals.review' }, body: AdminWithdrawalRejectBody, data: AdminWithdrawalReviewed,
    message: 'withdraw_rejected', summary: 'Reject withdrawals with a reason (all or none); the money is returned; audited',
  }),
};
