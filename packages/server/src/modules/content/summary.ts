/** How many characters of an announcement's body the list shows. */
export const SUMMARY_LENGTH = 80;

// CJK punctuation and full-width forms already separate sentences; a space after them would look like a gap.
const CJK_STOP = /[\u3000-\u303f\uff00-\uffef]$/u;

/** Paragraphs on one line: a space between them, none after CJK punctuation. */
export function joinParagraphs(paragraphs: string[]): string {
  return paragraphs.reduce((out, p) => (!out ? p : CJK_STOP.test(out) ? `${out}${p}` : `${out} ${p}`), '');
}

/**
 * The start of a plain-text body as one line (paragraphs joined, runs of spaces collapsed), cut after `max`
 * characters (whole code points, so an emoji or a CJK extension character is never split) with an ellipsis.
 */
export function summarize(body: string, max = SUMMARY_LENGTH): string {
  const flat = joinParagraphs(body.split('\n').map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean));
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max).join('').trimEnd()}…`;
}
