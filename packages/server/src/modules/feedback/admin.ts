import type { Page } from '@onego/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../http/errors.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type AdminCtx } from '../admin/index.js';
import { memberCodes } from '../member/index.js';
import { FEEDBACK_LIFECYCLE } from './lifecycle.js';
import { feedback } from './tables.js';

// The back office's feedback queue: reading needs feedback.read, replying (once, audited) feedback.write.

type Row = { f: typeof feedback.$inferSelect; memberId: string };

function rowView({ f, memberId }: Row) {
  return {
    id: f.id, member_id: memberId, type: f.type, title: f.title, content: f.content, images: f.images, status: f.status,
    reply: f.reply, replied_by: f.repliedBy, created_at: toSeconds(f.createdAt), replied_at: toSeconds(f.repliedAt),
  };
}

const select = (ctx: AdminCtx, where: SQL | undefined) => ctx.db.select({ f: feedback, memberId: memberCodes.memberId }).from(feedback)
  .innerJoin(memberCodes, eq(memberCodes.id, feedback.memberId)).where(where);

export interface FeedbackFilter { status: 'pending' | 'replied'; member_id?: string; page: number; limit: number }

/** Feedback in one state (waiting: oldest first; replied: newest first), optionally one member's. */
export async function adminFeedbackList(ctx: AdminCtx, f: FeedbackFilter): Promise<Page<ReturnType<typeof rowView>>> {
  const conds: SQL[] = [eq(feedback.status, f.status)];
  if (f.member_id) conds.push(eq(memberCodes.memberId, f.member_id));
  const where = and(...conds);
  const [total] = await ctx.db.select({ n: count() }).from(feedback).innerJoin(memberCodes, eq(memberCodes.id, feedback.memberId)).where(where);
  const rows = await select(ctx, where).orderBy(f.status === 'pending' ? asc(feedback.id) : desc(feedback.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return { list: rows.map(rowView), total: total?.n ?? 0, page: f.page, limit: f.limit };
}

/** Answers a feedback under review (once); the member sees the reply as new. Audited with the real states. */
export async function replyFeedback(ctx: AdminCtx, id: number, reply: string) {
  await operatorAction(ctx, 'feedback.reply', async ({ tx, actor }) => {
    await applyTransition(tx, FEEDBACK_LIFECYCLE, 'reply', { id, actor, set: { reply, repliedBy: ctx.operator.username } });
    return { target: { type: 'feedback', id }, after: { reply }, result: null };
  });
  const [row] = await select(ctx, eq(feedback.id, id)).limit(1);
  if (!row) throw new AppError('feedback_not_found');
  return rowView(row);
}
