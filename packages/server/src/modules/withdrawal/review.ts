import { asc, count, eq, gte, inArray, lt, and, or, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@onego/contract';
import { AppError } from '../../http/errors.js';
import { confirmSecondFactor, operatorAction, type AdminCtx } from '../admin/index.js';
import { memberCodes } from '../member/index.js';
import { moveWithdrawal } from './machine.js';
import { openWithdrawalsTotal } from './read.js';
import { lockedWithdrawal, returnWithdrawal } from './settle.js';
import { withdrawals } from './tables.js';
import { withdrawalView } from './view.js';

export interface AdminWithdrawalFilter {
  status?: WithdrawalStatus;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

function whereOf(f: AdminWithdrawalFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(withdrawals.status, f.status));
  if (f.q) conds.push(or(eq(memberCodes.memberId, f.q), eq(withdrawals.address, f.q), eq(withdrawals.txHash, f.q))!);
  if (f.from) conds.push(gte(withdrawals.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) conds.push(lt(withdrawals.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return conds.length ? and(...conds) : undefined;
}

const adminView = (w: typeof withdrawals.$inferSelect, memberId: string) => ({ ...withdrawalView(w), member_id: memberId, reviewed_by: w.reviewedBy });

/** The review queue: withdrawals filtered by state, member ID / address / transaction, and dates (UTC); oldest first. */
export async function adminListWithdrawals(ctx: AdminCtx, f: AdminWithdrawalFilter) {
  const where = whereOf(f);
  const [total] = await ctx.db.select({ n: count() }).from(withdrawals).innerJoin(memberCodes, eq(memberCodes.id, withdrawals.memberId)).where(where);
  const rows = await ctx.db.select({ w: withdrawals, memberId: memberCodes.memberId }).from(withdrawals)
    .innerJoin(memberCodes, eq(memberCodes.id, withdrawals.memberId)).where(where)
    .orderBy(asc(withdrawals.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return {
    list: rows.map((r) => adminView(r.w, r.memberId)), total: total?.n ?? 0, page: f.page, limit: f.limit,
    pending_total: await openWithdrawalsTotal(ctx.db),
  };
}

async function reviewedList(ctx: AdminCtx, ids: number[]) {
  const rows = await ctx.db.select({ w: withdrawals, memberId: memberCodes.memberId }).from(withdrawals)
    .innerJoin(memberCodes, eq(memberCodes.id, withdrawals.memberId)).where(inArray(withdrawals.id, ids)).orderBy(asc(withdrawals.id));
  return { list: rows.map((r) => adminView(r.w, r.memberId)) };
}

/** The ids once each, in id order: rows are locked in that order, so two reviews of overlapping batches cannot deadlock. */
const distinctIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Approves withdrawals for payout, all or none: the operator's two-step verification code is required and used up in
 * the same transaction, each withdrawal must still be pending review, and one audit row lists them all.
 */
export async function approveWithdrawals(ctx: AdminCtx, body: { ids: number[]; totp: string }) {
  const ids = distinctIds(body.ids);
  await operatorAction(ctx, 'withdrawal.approve', async ({ tx, actor }) => {
    await confirmSecondFactor(tx, ctx.operator.id, body.totp);
    for (const id of ids) await moveWithdrawal(tx, id, 'approve', actor, { reviewedBy: ctx.operator.username });
    return { target: { type: 'withdrawal', id: ids.join(',') }, after: { ids, status: 'approved' }, result: undefined };
  });
  return reviewedList(ctx, ids);
}

/**
 * Rejects withdrawals with a reason (shown to the member), all or none: each must still be pending review; the
 * reservation is voided so the money is spendable again at once, and one audit row lists them all.
 */
export async function rejectWithdrawals(ctx: AdminCtx, body: { ids: number[]; reason: string }) {
  const ids = distinctIds(body.ids);
  await operatorAction(ctx, 'withdrawal.reject', async ({ tx, actor }) => {
    for (const id of ids) {
      const w = await lockedWithdrawal(tx, id);
      if (!w) throw new AppError('withdrawal_not_found');
      await returnWithdrawal(tx, { ...w }, 'reject', actor, body.reason);
      await tx.update(withdrawals).set({ reviewedBy: ctx.operator.username }).where(eq(withdrawals.id, id));
    }
    return { target: { type: 'withdrawal', id: ids.join(',') }, after: { ids, status: 'rejected', reason: body.reason }, result: undefined };
  });
  return reviewedList(ctx, ids);
}
