import type { Page } from '@onego/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../http/errors.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type AdminCtx } from '../admin/index.js';
import { memberCodes } from '../member/index.js';
import { KYC_LIFECYCLE } from './lifecycle.js';
import { idPhoto, selfie, submissionColumns } from './member.js';
import type { PhotoLinks } from './photos.js';
import { kycRequests } from './tables.js';

// The back office's identity verification queue: reading it hands out short-lived photo links (kyc.read); approving
// and rejecting are operator actions (kyc.write), audited in the transition's transaction.

export interface KycFilter { status: 'pending' | 'approved' | 'rejected'; member_id?: string; page: number; limit: number }

const columns = { ...submissionColumns, memberId: memberCodes.memberId };
type Row = { request: typeof kycRequests.$inferSelect; idPhotoRef: string; selfieRef: string; memberId: string };

function rowView(links: PhotoLinks, r: Row) {
  const q = r.request;
  return {
    id: q.id, member_id: r.memberId, status: q.status, id_type: q.idType, id_number: q.idNumber, real_name: q.realName,
    reason: q.reason, id_photo_url: links.linkTo(r.idPhotoRef), selfie_url: links.linkTo(r.selfieRef),
    submitted_at: toSeconds(q.createdAt), reviewed_at: toSeconds(q.reviewedAt), reviewed_by: q.reviewedBy,
  };
}

function selectRows(ctx: AdminCtx, where: SQL | undefined) {
  return ctx.db.select(columns).from(kycRequests)
    .innerJoin(memberCodes, eq(memberCodes.id, kycRequests.memberId))
    .innerJoin(idPhoto, eq(idPhoto.id, kycRequests.idPhotoId))
    .innerJoin(selfie, eq(selfie.id, kycRequests.selfieId))
    .where(where);
}

/** Submissions in one state (oldest first when waiting, newest first otherwise), optionally one member's. */
export async function listKyc(ctx: AdminCtx, links: PhotoLinks, f: KycFilter): Promise<Page<ReturnType<typeof rowView>>> {
  const conds: SQL[] = [eq(kycRequests.status, f.status)];
  if (f.member_id) conds.push(eq(memberCodes.memberId, f.member_id));
  const where = and(...conds);
  const [total] = await ctx.db.select({ n: count() }).from(kycRequests).innerJoin(memberCodes, eq(memberCodes.id, kycRequests.memberId)).where(where);
  const rows = await selectRows(ctx, where)
    .orderBy(f.status === 'pending' ? asc(kycRequests.id) : desc(kycRequests.id))
    .limit(f.limit).offset((f.page - 1) * f.limit);
  return { list: rows.map((r) => rowView(links, r)), total: total?.n ?? 0, page: f.page, limit: f.limit };
}

async function oneRow(ctx: AdminCtx, links: PhotoLinks, id: number) {
  const [row] = await selectRows(ctx, eq(kycRequests.id, id)).limit(1);
  if (!row) throw new AppError('kyc_not_found');
  return rowView(links, row);
}

/** Approves or rejects (with the reason the member sees) a submission under review; audited with its real states. */
export async function reviewKyc(ctx: AdminCtx, links: PhotoLinks, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  await operatorAction(ctx, decision.approve ? 'kyc.approve' : 'kyc.reject', async ({ tx, actor }) => {
    const reason = decision.approve ? '' : decision.reason;
    await applyTransition(tx, KYC_LIFECYCLE, decision.approve ? 'approve' : 'reject', {
      id, actor, note: reason, set: { reason, reviewedBy: ctx.operator.username },
    });
    return { target: { type: 'kyc', id }, after: decision.approve ? {} : { reason }, result: null };
  });
  return oneRow(ctx, links, id);
}
