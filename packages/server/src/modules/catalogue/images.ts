import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { assertBackOfficeUploads } from '../upload/index.js';

/** Longest side of a catalogue thumbnail, in pixels. */
export const THUMB_SIDE = 400;

/** Where the thumbnail of a stored image lives: beside it, with `_thumb` before the extension ('' for no image). */
export function thumbOf(url: string): string {
  return url ? url.replace(/\.webp$/, '_thumb.webp') : '';
}

/** Writes the thumbnail of an image stored by storeImage, unless it exists already. */
export async function ensureThumbnail(uploadsDir: string, url: string): Promise<void> {
  const rel = url.replace(/^\/uploads\//, '');
  const source = path.join(uploadsDir, rel);
  const target = path.join(uploadsDir, thumbOf(url).replace(/^\/uploads\//, ''));
  if (!path.resolve(source).startsWith(path.resolve(uploadsDir) + path.sep)) throw new AppError('upload_failed');
  try {
    await access(target);
    return;
  } catch {
    // not made yet
  }
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await sharp(source).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toFile(target);
  } catch {
    throw new AppError('upload_failed');
  }
}

/** Checks that every path is a back-office upload (else a field error naming `field`), and makes their thumbnails. */
export async function checkImages(db: Db, uploadsDir: string, paths: string[], field: string): Promise<void> {
  await assertBackOfficeUploads(db, paths, field);
  for (const p of new Set(paths.filter(Boolean))) await ensureThumbnail(uploadsDir, p);
}
