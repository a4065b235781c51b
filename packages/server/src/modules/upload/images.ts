import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uploads } from './tables.js';

/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_SIDE = 2048;

/** An image file written under the uploads folder, not yet recorded. */
export interface SavedImage {
  url: string;
  bytes: number;
  width: number;
  height: number;
}

/** An image re-encoded by this server: WebP bytes and their size. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an uploaded image: the type is read from the content (not the name or header), the pixels are
 * re-encoded to WebP (dropping metadata and anything hidden in the file). Slow; run it outside any transaction.
 */
export async function encodeImage(data: Buffer): Promise<EncodedImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('upload_type');
  try {
    const out = await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    throw new AppError('upload_failed');
  }
}

/** Writes an uploaded image (checked and re-encoded by encodeImage) under a random name in the uploads folder. */
export async function saveImageFile(uploadsDir: string, data: Buffer): Promise<SavedImage> {
  const image = await encodeImage(data);
  return writeWebp(uploadsDir, image.data, image.width, image.height);
}

/** Writes WebP bytes under a random name in this month's folder. Only for bytes this server encoded itself. */
async function writeWebp(uploadsDir: string, data: Buffer, width: number, height: number): Promise<SavedImage> {
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(path.join(uploadsDir, folder), { recursive: true });
  await writeFile(path.join(uploadsDir, folder, name), data);
  return { url: `/uploads/${folder}/${name}`, bytes: data.length, width, height };
}

/** Records a saved image with its owner (a member or an operator); only recorded images may be used. */
export async function recordUpload(db: Db, image: SavedImage, owner: { memberId?: number; operatorId?: number }): Promise<void> {
  await db.insert(uploads).values({
    path: image.url, mime: 'image/webp', bytes: image.bytes, width: image.width, height: image.height,
    memberId: owner.memberId ?? null, operatorId: owner.operatorId ?? null,
  });
}

/** Saves and records an uploaded image (saveImageFile, then recordUpload); returns its path. */
export async function storeImage(db: Db, uploadsDir: string, data: Buffer, owner: { memberId?: number; operatorId?: number }): Promise<string> {
  const image = await saveImageFile(uploadsDir, data);
  await recordUpload(db, image, owner);
  return image.url;
}

/**
 * Stores a picture this server drew and encoded itself (the demo's), with no owner, like a back-office upload: there is
 * no foreign content to check or re-encode, which keeps a first start fast.
 */
export async function storeDrawnImage(db: Db, uploadsDir: string, webp: Buffer, width: number, height: number): Promise<string> {
  const image = await writeWebp(uploadsDir, webp, width, height);
  await recordUpload(db, image, {});
  return image.url;
}
