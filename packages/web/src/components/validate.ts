import { Email, EmailCode, InviteCode, IsoDate, Mobile, NewPassword, PayPassword } from '@onego/contract';
import type { z } from 'zod';

// Rules come from the contract so client and server agree; texts are i18n keys so they follow the language.
const ok = (schema: z.ZodType, v: string) => schema.safeParse(v).success;

export type Errors<K extends string> = Partial<Record<K, string>>;

export const rules = {
  required: (v: string) => (v.trim() ? null : 'validation.required'),
  /** A value picked from a list (a country, a node code): missing, it asks to choose, not to type. */
  choose: (v: string) => (v.trim() ? null : 'validation.choose'),
  password: (v: string) => (!v ? 'validation.required' : ok(NewPassword, v) ? null : 'validation.passwordRule'),
  payPassword: (v: string) => (!v ? 'validation.required' : ok(PayPassword, v) ? null : 'validation.payPasswordRule'),
  email: (v: string) => (!v.trim() ? 'validation.required' : ok(Email, v) ? null : 'validation.email'),
  emailCode: (v: string) => (!v.trim() ? 'validation.required' : ok(EmailCode, v) ? null : 'validation.emailCode'),
  mobile: (v: string) => (!v.trim() ? 'validation.required' : ok(Mobile, v) ? null : 'validation.mobile'),
  areaCode: (v: string) => (!v.trim() ? 'validation.required' : /^\+?\d{1,4}$/.test(v.trim()) ? null : 'validation.areaCode'),
  code: (v: string) => (!v.trim() ? 'validation.required' : ok(InviteCode, v) ? null : 'validation.inviteCode'),
  date: (v: string) => {
    if (!v) return 'validation.required';
    if (!ok(IsoDate, v) || Number.isNaN(Date.parse(v)) || new Date(v) > new Date()) return 'validation.date';
    return null;
  },
  same: (a: string, b: string) => (a === b ? null : 'validation.passwordMismatch'),
};

/** A field's problem: an i18n key, or a key with the values its text needs (e.g. a minimum amount). */
export type Problem = string | { key: string; values: Record<string, string> };

/** Runs checks in order and keeps the first problem per field; returns translated texts. */
export function collect<K extends string>(
  t: (key: string, values?: Record<string, string>) => string,
  checks: [K, Problem | null][],
): Errors<K> {
  const out: Errors<K> = {};
  for (const [field, p] of checks) {
    if (!p || out[field]) continue;
    out[field] = typeof p === 'string' ? t(p) : t(p.key, p.values);
  }
  return out;
}

export const firstError = (errors: Record<string, string | undefined>): string | undefined =>
  Object.values(errors).find(Boolean);
