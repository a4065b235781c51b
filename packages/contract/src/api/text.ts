import { z } from 'zod';

/** Message key of a field refused for holding control characters; the server answers it in the caller's language. */
export const CONTROL_CHARACTERS_KEY = 'field_control_characters';

// C0 controls, DEL and C1 controls: terminal escapes, bells, backspaces and NUL (which PostgreSQL refuses in text)
// have no place in anything a person types or another person reads. Written as patterns so the OpenAPI document shows them.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// Multi-line free text keeps its line breaks, \n or the \r\n that browsers send from a textarea; a lone \r or a tab does not pass.
const MULTI_LINE = /^(?:[^\u0000-\u001f\u007f-\u009f]|\r\n|\n)*$/;

export interface TextOptions {
  max: number;
  /** Shortest length after trimming; 1 makes the field required. */
  min?: number;
  /** True for free text that may span lines (a remark, a description, an article body). */
  multiline?: boolean;
  /** False keeps surrounding spaces (passwords). */
  trim?: boolean;
}

/** True when the text holds a control character (line breaks aside when it is multi-line): the test text() applies. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

/** A string a person types (a name, a search, free text): trimmed, bounded, and free of control characters. */
export function text({ max, min = 0, multiline = false, trim = true }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  return (min > 0 ? base.min(min) : base).max(max).regex(multiline ? MULTI_LINE : SINGLE_LINE, { error: CONTROL_CHARACTERS_KEY });
}
