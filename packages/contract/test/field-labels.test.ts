import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CALLS, LANGUAGES, MESSAGES, SETTING_KEYS } from '../src/index.js';

interface Def { type: string; [k: string]: unknown }
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const isLanguage = (key: string) => (LANGUAGES as readonly string[]).includes(key);

/** Every key of every object a request may carry, found through wrappers, lists, unions and pipes. */
function fieldNames(schema: z.ZodType, out: Set<string>, underField = false, seen = new Set<z.ZodType>()): Set<string> {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, nested = underField) => s && fieldNames(s as z.ZodType, out, nested, seen);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        // Below a field, a language code names the language of a text, not a field of its own (see validation).
        if (!(underField && isLanguage(key))) out.add(key);
        walk(child, true);
      }
      break;
    case 'array': walk(def.element); break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional':
      walk(def.innerType); break;
    case 'pipe': walk(def.in); walk(def.out); break;
    case 'union': for (const o of def.options as z.ZodType[]) walk(o); break;
    case 'intersection': walk(def.left); walk(def.right); break;
    case 'record': walk(def.valueType); break;
    case 'lazy': walk((def.getter as () => z.ZodType)()); break;
    default: break;
  }
  return out;
}

describe('request field labels', () => {
  const fields = new Set<string>();
  for (const call of ALL_CALLS) {
    if (call.query) fieldNames(call.query, fields);
    if (call.body) fieldNames(call.body, fields);
  }
  // A setting's value is checked field by field too: its key names it in the message.
  for (const key of SETTING_KEYS) fields.add(key);

  it('finds the fields of the declared calls', () => {
    expect(fields.has('email_code')).toBe(true);
    expect(fields.has('to_member_id')).toBe(true);
  });

  for (const lang of LANGUAGES) {
    it(`every request field has a label in ${lang}`, () => {
      const table = MESSAGES[lang] as Record<string, string>;
      const missing = [...fields].filter((f) => !table[`field.${f}`]?.trim()).sort();
      expect(missing).toEqual([]);
    });
  }
});
