import { getCall, postCall } from '../call.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { FeedbackState, FeedbackType } from '../api/feedback.js';
import { text } from '../api/text.js';
import { Id, limit, page } from './fields.js';

export const AdminFeedbackQuery = z.object({
  status: FeedbackState.default('pending'),
  member_id: text({ max: 32 }).optional(),
  page,
  limit,
});
export const AdminFeedbackRow = z.object({
  id: z.number().int(),
  member_id: z.string(),
  type: FeedbackType,
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  status: FeedbackState,
  reply: z.string(),
  replied_by: z.string(),
  created_at: UnixSeconds,
  replied_at: UnixSeconds.nullable(),
});
export const AdminFeedbackList = pageOf(AdminFeedbackRow);
export const FeedbackReplyBody = z.object({ id: Id, reply: text({ min: 1, max: 2000, multiline: true }) });

/** Every /admin-api/feedback/* call: the queue of feedback and the replies. */
export const adminFeedbackCalls = {
  list: getCall({ path: '/admin-api/feedback/list', access: { operator: 'feedback.read' }, query: AdminFeedbackQuery, data: AdminFeedbackList, summary: 'Feedback by state (waiting: oldest first)' }),
  reply: postCall({ path: '/admin-api/feedback/reply', access: { operator: 'feedback.write' }, body: FeedbackReplyBody, data: AdminFeedbackRow, message: 'feedback_replied', summary: 'Answer a feedback under review; audited' }),
};
