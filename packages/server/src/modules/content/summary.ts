/** How many characters of an announcement's body the list shows. */
export const SUMMARY_LENGTH = 80;

/**
 * The start of a plain-text body as one line: line breaks and runs of spaces become one space, cut after `max`
 * characters (whole code points, so an emoji or a CJK extension character is never split) with an ellipsis.
 */
export function summarize(body: string, max = SUMMARY_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max).join('').trimEnd()}…`;
}
