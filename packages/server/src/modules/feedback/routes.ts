import { adminFeedbackCalls, feedbackCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { adminFeedbackList, replyFeedback } from './admin.js';
import { addFeedback, listFeedback, markRepliesRead, unreadReplies } from './member.js';

/** Feedback for members (send, read the replies) and its queue in the back office. */
export function feedbackRoutes(): CallRoute[] {
  return [
    handle(feedbackCalls.index, ({ ctx, me, query }) => listFeedback(ctx.db, me.member.id, query)),
    handle(feedbackCalls.add, ({ ctx, me, body }) => addFeedback(ctx.db, me.member, body)),
    handle(feedbackCalls.unread, async ({ ctx, me }) => ({ unread: await unreadReplies(ctx.db, me.member.id) })),
    handle(feedbackCalls.read, ({ ctx, me }) => markRepliesRead(ctx.db, me.member.id)),
    handle(adminFeedbackCalls.list, ({ ctx, query }) => adminFeedbackList(ctx, query)),
    handle(adminFeedbackCalls.reply, ({ ctx, body }) => replyFeedback(ctx, body.id, body.reply)),
  ];
}
