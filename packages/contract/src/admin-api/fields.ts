import { z } from 'zod';
import { UploadedPath } from '../api/fields.js';

export { Id, limit, page } from '../query.js';

// Building blocks of back-office queries and bodies, shared by the files of the /admin-api prefixes.

/** A display order. */
export const Sort = z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0);
/** A ledger entry kind (record type): lower-case words. */
export const Kind = z.string().trim().regex(/^[a-z_]{1,32}$/);
/** A calendar day in UTC. */
export const Day = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
/** A stored picture's path (never empty). */
export const ImagePath = UploadedPath.refine((v) => v !== '');
