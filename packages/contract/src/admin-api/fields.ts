import { z } from 'zod';
import { UploadedPath } from '../api/fields.js';

// Building blocks of back-office queries and bodies, shared by the files of the /admin-api prefixes.

/** A row id typed by an operator. */
export const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A display order. */
export const Sort = z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0);
export const page = z.coerce.number().int().min(1).max(100000).default(1);
export const limit = z.coerce.number().int().min(1).max(100).default(20);
/** A ledger entry kind (record type): lower-case words. */
export const Kind = z.string().trim().regex(/^[a-z_]{1,32}$/);
/** A calendar day in UTC. */
export const Day = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
/** A stored picture's path (never empty). */
export const ImagePath = UploadedPath.refine((v) => v !== '');
