import type { MessageKey } from '@onego/contract';
import { CONTROL_CHARACTERS_KEY, fieldKind, isMessageKey, LANGUAGES, requiredKey } from '@onego/contract';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface FieldProblem {
  key: MessageKey;
  params: Record<string, string | number>;
  field: string;
}

// Fields whose format failure has a message of its own, clearer than "is not valid".
const FORMAT_KEYS: Record<string, MessageKey> = {
  password: 'password_weak',
  new_password: 'password_weak',
  pay_password: 'pay_password_format',
  new_pay_password: 'pay_password_format',
  old_pay_password: 'pay_password_format',
};

const isLanguage = (segment: string) => (LANGUAGES as readonly string[]).includes(segment);

function valueAt(data: unknown, path: string[]): unknown {
  let cur: unknown = data;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** Turns the first schema issue of a request into a message key naming the field. */
export function describeValidation(items: ValidationItem[], data: unknown): FieldProblem {
  const item = items[0]!;
  const path = item.instancePath.split('/').filter(Boolean);
  // In nested bodies (a list of specifications, text per language) the innermost segment with a field name of its own wins.
  // Below a field, a language code is the language of a text, not a field of its own ("id" is Indonesian there).
  const named = path.filter((p, i) => Number.isNaN(Number(p)) && !(i > 0 && isLanguage(p)));
  const field = [...named].reverse().find((p) => isMessageKey(`field.${p}`)) ?? named[0] ?? 'body';
  const fieldKey = `field.${field}`;
  const params: Record<string, string | number> = { field: isMessageKey(fieldKey) ? fieldKey : field };
  const value = valueAt(data, path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (field === 'body' && path.length === 0 && (data === undefined || data === null || typeof data !== 'object')) {
    return { key: 'invalid_body', params, field };
  }
  // The agreement is ticked or not: anything but a yes asks to agree, whatever the schema said about it.
  if (fieldKind(field) === 'agree') return { key: 'agree_required', params, field };
  // "Required" says how the value is given: typed, chosen, or uploaded.
  if (empty && item.keyword !== 'too_big') return { key: requiredKey(field), params, field };
  const origin = item.params.origin;
  if (item.keyword === 'too_big') {
    const max = Number(item.params.maximum);
    return { key: origin === 'string' ? 'field_too_long' : 'field_too_big', params: { ...params, max }, field };
  }
  if (item.keyword === 'too_small') {
    const min = Number(item.params.minimum);
    return { key: origin === 'string' ? 'field_too_short' : 'field_too_small', params: { ...params, min }, field };
  }
  // Said before the field's own format message: "the password is too weak" would not tell what is wrong.
  if (item.message === CONTROL_CHARACTERS_KEY) return { key: CONTROL_CHARACTERS_KEY, params, field };
  if (FORMAT_KEYS[field]) return { key: FORMAT_KEYS[field], params, field };
  return { key: 'field_invalid', params, field };
}
