import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uploads } from './tables.js';

/**
 * Refuses a picture that is not one of the member's own uploads. No picture ('') passes, and so does the current
 * value sent back unchanged (a sub-account starts with its main account's picture).
 */
export async function assertOwnUpload(db: Db, memberId: number, url: string | undefined, current?: string, field = 'field.avatar'): Promise<void> {
  if (url === undefined || url === '' || url === current) return;
  const [own] = await db.select({ id: uploads.id }).from(uploads)
    .where(and(eq(uploads.path, url), eq(uploads.memberId, memberId))).limit(1);
  if (!own) throw new AppError('upload_not_yours', { field });
}

/**
 * Refuses pictures that are not back-office uploads: each must be stored and not a member's (an operator's, or one
 * the demo catalogue stored with no owner). Empty paths (no picture) pass.
 */
export async function assertBackOfficeUploads(db: Db, urls: string[], field: string): Promise<void> {
  const wanted = [...new Set(urls.filter(Boolean))];
  if (!wanted.length) return;
  const found = await db.select({ path: uploads.path }).from(uploads)
    .where(and(inArray(uploads.path, wanted), isNull(uploads.memberId)));
  if (found.length !== wanted.length) throw new AppError('upload_not_back_office', { field });
}
