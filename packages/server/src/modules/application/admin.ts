import type { Page } from '@onego/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../http/errors.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type AdminCtx } from '../admin/index.js';
import { photoRefsOf, type PhotoLinks } from '../kyc/index.js';
import { memberCodes } from '../member/index.js';
import { APPLICATION_LIFECYCLE } from './lifecycle.js';
import { applications } from './tables.js';

// The back office's review of account applications: reading hands out short-lived photo links (applications.read);
// approving and rejecting are operator actions (applications.write), audited in the transition's transaction.

type Row = { a: typeof applications.$inferSelect; memberId: string };
export interface ApplicationFilter { status: 'pending' | 'approved' | 'rejected'; member_id?: string; page: number; limit: number }

const select = (ctx: AdminCtx, where: SQL | undefined) => ctx.db.select({ a: applications, memberId: memberCodes.memberId }).from(applications)
  .innerJoin(memberCodes, eq(memberCodes.id, applications.memberId)).where(where);

async function views(ctx: AdminCtx, links: PhotoLinks, rows: Row[]) {
  const refs = await photoRefsOf(ctx.db, rows.flatMap(({ a }) => [a.idFrontId, a.idBackId, a.bankCardId, a.personalPhotoId]));
  const link = (id: number) => links.linkTo(refs.get(id)!);
  return rows.map(({ a, memberId }) => ({
    id: a.id, member_id: memberId, status: a.status, product_name: a.productName, pay_method: a.payMethod, id_card: a.idCard,
    address: a.address, bank_name: a.bankName, bank_branch: a.bankBranch, bank_account: a.bankAccount, account_name: a.accountName,
    id_front_url: link(a.idFrontId), id_back_url: link(a.idBackId), bank_card_url: link(a.bankCardId), personal_photo_url: link(a.personalPhotoId),
    reason: a.reason, reviewed_by: a.reviewedBy, submitted_at: toSeconds(a.createdAt), reviewed_at: toSeconds(a.reviewedAt),
  }));
}

/** Applications in one state (waiting: oldest first), optionally one member's. */
export async function listApplications(ctx: AdminCtx, links: PhotoLinks, f: ApplicationFilter): Promise<Page<Awaited<ReturnType<typeof views>>[number]>> {
  const conds: SQL[] = [eq(applications.status, f.status)];
  if (f.member_id) conds.push(eq(memberCodes.memberId, f.member_id));
  const where = and(...conds);
  const [total] = await ctx.db.select({ n: count() }).from(applications).innerJoin(memberCodes, eq(memberCodes.id, applications.memberId)).where(where);
  const rows = await select(ctx, where).orderBy(f.status === 'pending' ? asc(applications.id) : desc(applications.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return { list: await views(ctx, links, rows), total: total?.n ?? 0, page: f.page, limit: f.limit };
}

/** Approves or rejects (with the reason the member sees) an application under review; audited with its real states. */
export async function reviewApplication(ctx: AdminCtx, links: PhotoLinks, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  await operatorAction(ctx, decision.approve ? 'application.approve' : 'application.reject', async ({ tx, actor }) => {
    const reason = decision.approve ? '' : decision.reason;
    await applyTransition(tx, APPLICATION_LIFECYCLE, decision.approve ? 'approve' : 'reject', { id, actor, note: reason, set: { reason, reviewedBy: ctx.operator.username } });
    return { target: { type: 'application', id }, after: decision.approve ? {} : { reason }, result: null };
  });
  const rows = await select(ctx, eq(applications.id, id)).limit(1);
  if (!rows.length) throw new AppError('application_not_found');
  return (await views(ctx, links, rows))[0]!;
}
