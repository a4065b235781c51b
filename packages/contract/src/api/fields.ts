import { z } from 'zod';
import { text } from './text.js';

// Field rules shared by every form and call that takes them; the server and both apps validate with these.

export const MemberId = text({ min: 1, max: 32 });
/** Login password: 8-64 characters with at least one letter and one digit. */
export const NewPassword = text({ min: 8, max: 64, trim: false })
  .regex(/[A-Za-z]/)
  .regex(/\d/);
export const AnyPassword = text({ min: 1, max: 128, trim: false });
/** The repeated new password, compared with the first one by the use case. */
export const RepeatPassword = text({ max: 128, trim: false });
/** Payment password: exactly 6 digits. */
export const PayPassword = z.string().regex(/^\d{6}$/);
export const PersonName = text({ min: 1, max: 60 });
export const Nickname = text({ min: 1, max: 30 });
/** Why an operator acted (kept in the audit log and shown to the member where it concerns them). */
export const Reason = text({ min: 1, max: 500, multiline: true });
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
