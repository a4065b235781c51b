import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall, postCall } from '../call.js';
import { pageOf } from '../paging.js';
import { limit, page } from '../query.js';
import { UploadedPath } from './fields.js';
import { text } from './text.js';

// Feedback: a member's suggestion or problem report, answered by an operator; the member reads the reply in the records.

export const FEEDBACK_TYPES = ['suggestion', 'problem'] as const;
export const FeedbackType = z.enum(FEEDBACK_TYPES);
/** pending: under review; replied: an operator answered. */
export const FEEDBACK_STATES = ['pending', 'replied'] as const;
export const FeedbackState = z.enum(FEEDBACK_STATES);
/** At most this many images with one feedback. */
export const FEEDBACK_MAX_IMAGES = 4;

export const FeedbackAddBody = z.object({
  type: FeedbackType,
  title: text({ min: 1, max: 100 }),
  content: text({ min: 1, max: 2000, multiline: true }),
  /** Pictures uploaded through /api/common/upload, at most 4. */
  images: z.array(UploadedPath.refine((v) => v !== '')).max(FEEDBACK_MAX_IMAGES).default([]),
});
export const FeedbackRecord = z.object({
  id: z.number().int(),
  type: FeedbackType,
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  status: FeedbackState,
  reply: z.string(),
  created_at: UnixSeconds,
  replied_at: UnixSeconds.nullable(),
  /** A reply the member has not read yet (cleared by /api/feedback/read). */
  unread: z.boolean(),
});
export const FeedbackQuery = z.object({ page, limit });
export const FeedbackList = pageOf(FeedbackRecord).extend({ unread: z.number().int() });
export const FeedbackUnread = z.object({ unread: z.number().int() });

/** Every /api/feedback/* call. */
export const feedbackCalls = {
  index: getCall({ path: '/api/feedback/index', access: 'member', query: FeedbackQuery, data: FeedbackList, summary: 'The member\'s feedback, newest first, with replies and how many replies are unread' }),
  add: postCall({ path: '/api/feedback/add', access: 'member', body: FeedbackAddBody, data: FeedbackRecord, message: 'feedback_sent', summary: 'Send a suggestion or a problem report (up to 4 images of one\'s own uploads)' }),
  unread: getCall({ path: '/api/feedback/unread', access: 'member', data: FeedbackUnread, summary: 'How many replies the member has not read (the badge on Mine)' }),
  read: postCall({ path: '/api/feedback/read', access: 'member', data: FeedbackUnread, summary: 'Marks every reply as read (the records were shown)' }),
};
