import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { Id, page } from '../query.js';
import { getCall } from '../call.js';

export const AnnouncementListQuery = z.object({ page, limit: z.coerce.number().int().min(1).max(50).default(10) });
export const AnnouncementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the body as one line of plain text, cut with an ellipsis. */
  summary: z.string(),
  pinned: z.boolean(),
  /** When it was published. */
  time: UnixSeconds,
});
export const AnnouncementListData = pageOf(AnnouncementItem);
export const AnnouncementDetailQuery = z.object({ id: Id });
export const AnnouncementDetailData = AnnouncementItem.omit({ summary: true }).extend({
  /** Plain text, one paragraph per line. */
  content: z.string(),
});

/** Every /api/announcement/* call (no sign-in needed). */
export const announcementCalls = {
  index: getCall({ path: '/api/announcement/index', access: 'guest', query: AnnouncementListQuery, data: AnnouncementListData, summary: 'Published announcements: pinned first, then newest; paged' }),
  detail: getCall({ path: '/api/announcement/detail', access: 'guest', query: AnnouncementDetailQuery, data: AnnouncementDetailData, summary: 'One published announcement; plain text, one paragraph per line' }),
};
