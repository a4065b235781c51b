import { z } from 'zod';

// Field rules shared by every form and call that takes them; the server and both apps validate with these.

// Control characters (a NUL byte above all) are never part of an ID and PostgreSQL refuses them in text.
export const MemberId = z.string().trim().min(1).max(32).regex(/^[^\u0000-\u001f\u007f]+$/);
/** Login password: 8-64 characters with at least one letter and one digit. */
export const NewPassword = z
  .string()
  .min(8)
  .max(64)
  .regex(/[A-Za-z]/)
  .regex(/\d/);
export const AnyPassword = z.string().min(1).max(128);
/** Payment password: exactly 6 digits. */
export const PayPassword = z.string().regex(/^\d{6}$/);
export const PersonName = z.string().trim().min(1).max(60);
export const Nickname = z.string().trim().min(1).max(30);
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const AreaCode = z.string().trim().regex(/^\+?\d{1,4}$/).transform((v) => v.replace(/^\+/, ''));
export const Mobile = z.string().trim().regex(/^\d{4,15}$/);
export const CountryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/);
export const IsoDate = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/);
export const InviteCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,16}$/);
export const EmailCode = z.string().trim().regex(/^\d{6}$/);
/** A boolean that also accepts the 0/1 and "0"/"1" that older clients send. */
export const Flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
export const UploadedPath = z.string().trim().max(300).regex(/^(\/uploads\/[A-Za-z0-9/_.-]+)?$/);
