import { formatMoney, type Asset } from '@onego/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { recordsOf, walletOf } from '../../ledger/index.js';
import { findByMemberId, type MemberRow, relatedAccounts } from '../../member/index.js';
import { adjustWallet } from '../../wallet/index.js';
import type { AdminCtx } from '../admin-auth.js';

async function memberOrFail(db: Db, memberId: string): Promise<MemberRow> {
  const m = await findByMemberId(db, memberId);
  if (!m) throw new AppError('member_not_found');
  return m;
}

/** A member's amounts (balance with held and available, shopping coupons, points) and those of its main and sub-accounts. */
export async function memberWallet(ctx: AdminCtx, memberId: string) {
  const m = await memberOrFail(ctx.db, memberId);
  const w = await walletOf(ctx.db, m.id);
  const related = await relatedAccounts(ctx, m);
  const mainId = m.mainMemberId ?? m.id;
  const figures = await Promise.all(related.map((r) => walletOf(ctx.db, r.id)));
  return {
    member_id: m.memberId,
    nickname: m.nickname,
    name: m.name,
    status: m.status,
    ...w,
    related: related.map((r, i) => ({
      member_id: r.memberId, nickname: r.nickname, status: r.status, is_main: r.id === mainId, is_current: r.id === m.id, ...figures[i]!,
    })),
  };
}

/** One asset's records of a member, newest first (the member's own records view). */
export async function memberRecords(ctx: AdminCtx, q: { member_id: string; asset: Asset; type?: string; page: number; limit: number }) {
  const m = await memberOrFail(ctx.db, q.member_id);
  return recordsOf(ctx.db, m.id, q.asset, { type: q.type, page: q.page, limit: q.limit });
}

/** A manual credit or debit by the calling operator: posted and audited in one transaction. */
export async function adjustMember(ctx: AdminCtx, body: { member_id: string; asset: Asset; amount: string; reason: string }) {
  const m = await memberOrFail(ctx.db, body.member_id);
  const amount = body.amount.replace(/^\+/, '');
  const who = { operatorId: ctx.operator.id, operatorName: ctx.operator.username, ip: ctx.ip, role: ctx.operator.role };
  const result = await adjustWallet(ctx.db, who, m, { asset: body.asset, amount, reason: body.reason });
  return { ...result, member_id: m.memberId, asset: body.asset, amount: formatMoney(amount) };
}
