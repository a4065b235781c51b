import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { text } from './text.js';

/**
 * Content: announcements ("latest news") and the company profile; member and back-office shapes.
 * Bodies are plain text, one paragraph per line, never HTML: clients render them as text, so nothing an operator
 * types can become markup or script in a member's browser.
 */

const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const page = z.coerce.number().int().min(1).max(100000).default(1);

/** Longest title and body an operator may type, per language. */
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 20_000;

/** Per-language text typed by an operator: zh-TW required (every other language falls back to it), the rest optional. */
function localized(max: number, multiline: boolean) {
  const other = text({ max, multiline }).optional();
  return z.object({
    'zh-TW': text({ min: 1, max, multiline }),
    'zh-CN': other, en: other, ja: other, ko: other, vi: other, id: other, th: other,
  });
}
export const LocalizedTitle = localized(CONTENT_TITLE_MAX, false);
export const LocalizedBody = localized(CONTENT_BODY_MAX, true);

// ---- Member calls (no sign-in needed) ----

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
export const CompanyProfileData = z.object({
  title: z.string(),
  /** Plain text, one paragraph per line; empty until an operator writes the profile. */
  content: z.string(),
  image: z.string(),
  thumb: z.string(),
  updated_at: UnixSeconds.nullable(),
});
