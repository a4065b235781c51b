import type { Page } from '@onego/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { recordCreated } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { assertOwnUpload } from '../upload/index.js';
import { FEEDBACK_LIFECYCLE } from './lifecycle.js';
import { feedback } from './tables.js';

type Row = typeof feedback.$inferSelect;

function recordView(f: Row) {
  return {
    id: f.id, type: f.type, title: f.title, content: f.content, images: f.images, status: f.status, reply: f.reply,
    created_at: toSeconds(f.createdAt), replied_at: toSeconds(f.repliedAt), unread: f.status === 'replied' && !f.replyReadAt,
  };
}

const unreadOf = (memberId: number) => and(eq(feedback.memberId, memberId), eq(feedback.status, 'replied'), isNull(feedback.replyReadAt));

/** How many replies the member has not read. */
export async function unreadReplies(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedback).where(unreadOf(memberId));
  return row?.n ?? 0;
}

/** The member's feedback, newest first, with the number of unread replies. */
export async function listFeedback(db: Db, memberId: number, q: { page: number; limit: number }): Promise<Page<ReturnType<typeof recordView>> & { unread: number }> {
  const [total] = await db.select({ n: count() }).from(feedback).where(eq(feedback.memberId, memberId));
  const rows = await db.select().from(feedback).where(eq(feedback.memberId, memberId))
    .orderBy(desc(feedback.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  return { list: rows.map(recordView), total: total?.n ?? 0, page: q.page, limit: q.limit, unread: await unreadReplies(db, memberId) };
}

/** Marks every reply the member has as read; answers what is left unread (none). */
export async function markRepliesRead(db: Db, memberId: number): Promise<{ unread: number }> {
  await db.update(feedback).set({ replyReadAt: new Date() }).where(unreadOf(memberId));
  return { unread: await unreadReplies(db, memberId) };
}

export interface FeedbackInput { type: 'suggestion' | 'problem'; title: string; content: string; images: string[] }

/** Sends a feedback; its images must be the member's own uploads. The same one sent again while under review is refused. */
export async function addFeedback(db: Db, member: { id: number; memberId: string }, body: FeedbackInput) {
  const images = [...new Set(body.images)];
  for (const url of images) await assertOwnUpload(db, member.id, url, undefined, 'field.images');
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(feedback).values({ memberId: member.id, type: body.type, title: body.title, content: body.content, images }).returning();
      await recordCreated(tx, FEEDBACK_LIFECYCLE, created!.id, 'pending', `member:${member.memberId}`);
      return created!;
    });
    return recordView(row);
  } catch (err) {
    if (uniqueViolation(err) === 'feedback_same_pending_uq') throw new AppError('feedback_duplicate');
    throw err;
  }
}
