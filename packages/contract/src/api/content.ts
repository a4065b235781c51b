import { z } from 'zod';
import { text } from './text.js';

/**
 * The shared vocabulary of content (announcements, the company profile): the per-language texts operators type.
 * Bodies are plain text, one paragraph per line, never HTML: clients render them as text, so nothing an operator
 * types can become markup or script in a member's browser.
 */

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
