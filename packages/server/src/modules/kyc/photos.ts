import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nowSeconds } from '@onego/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { PinKeyRing } from '../../lib/pin-keys.js';
import { encodeImage } from '../upload/index.js';
import { kycPhotos } from './tables.js';

/** How long a signed photo link opens its photo: long enough to review, too short to be worth passing around. */
export const PHOTO_LINK_SECONDS = 10 * 60;
const LINK_PATH = '/api/UserVerification/photo';

/** Where identity photos live: the data folder's private part, which no static route serves. */
export const privateDir = (dataDir: string) => path.join(dataDir, 'private');

/**
 * The keys of photo links, one per payment-PIN key (ADR 0006's ring, shared by every instance), derived for this one
 * use so a link's signature says nothing about the PIN key. Any key of the ring verifies; the current one signs.
 */
export class PhotoLinks {
  private readonly current: Buffer;
  private readonly all: Buffer[];

  constructor(ring: PinKeyRing) {
    const derive = (key: Buffer) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'onego kyc photo link v1', 32));
    this.current = derive(ring.current.key);
    this.all = [...ring.byId.values()].map(derive);
  }

  private sign(key: Buffer, ref: string, expires: number): string {
    return createHmac('sha256', key).update(`${ref}.${expires}`).digest('base64url');
  }

  /** A link to one photo that opens it until PHOTO_LINK_SECONDS from now. */
  linkTo(ref: string, now = nowSeconds()): string {
    const expires = now + PHOTO_LINK_SECONDS;
    return `${LINK_PATH}?photo=${ref}&expires=${expires}&signature=${this.sign(this.current, ref, expires)}`;
  }

  /** True when the link's parts were signed by this server and it has not expired. */
  valid(ref: string, expires: number, signature: string, now = nowSeconds()): boolean {
    if (expires < now || expires > now + PHOTO_LINK_SECONDS) return false;
    const given = Buffer.from(signature, 'base64url');
    // Only the one spelling this server writes: base64url's last character carries unused bits, so other spellings
    // decode to the same bytes.
    if (given.toString('base64url') !== signature) return false;
    return this.all.some((key) => {
      const wanted = createHmac('sha256', key).update(`${ref}.${expires}`).digest();
      return wanted.length === given.length && timingSafeEqual(wanted, given);
    });
  }
}

/**
 * Stores a member's identity photo: checked by content and re-encoded without metadata (like every upload), written
 * under a random name in the private folder and recorded with its owner. Returns the reference the member sends back.
 */
export async function storeKycPhoto(db: Db, dataDir: string, memberId: number, data: Buffer): Promise<string> {
  const image = await encodeImage(data);
  const now = new Date();
  const folder = `kyc/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const ref = randomBytes(16).toString('hex');
  const file = `${folder}/${ref}.webp`;
  await mkdir(path.join(privateDir(dataDir), folder), { recursive: true });
  await writeFile(path.join(privateDir(dataDir), file), image.data);
  await db.insert(kycPhotos).values({ ref, memberId, file, bytes: image.data.length });
  return ref;
}

/** The stored ids of a member's own photos by reference; a reference that is not one of theirs names its field. */
export async function ownPhotoIds(db: Db, memberId: number, refs: Record<string, string>): Promise<Record<string, number>> {
  const rows = await db.select({ id: kycPhotos.id, ref: kycPhotos.ref }).from(kycPhotos)
    .where(and(eq(kycPhotos.memberId, memberId), inArray(kycPhotos.ref, Object.values(refs))));
  const byRef = new Map(rows.map((r) => [r.ref, r.id]));
  const out: Record<string, number> = {};
  for (const [field, ref] of Object.entries(refs)) {
    const id = byRef.get(ref);
    if (id === undefined) throw new AppError('kyc_photo_not_yours', { field: `field.${field}` });
    out[field] = id;
  }
  return out;
}

/** A photo's bytes for a valid signed link; anything else is one answer that tells nothing about which photos exist. */
export async function readKycPhoto(db: Db, dataDir: string, links: PhotoLinks, q: { photo: string; expires: number; signature: string }): Promise<Buffer> {
  const refused = () => new AppError('kyc_link_invalid', {}, 403);
  if (!links.valid(q.photo, q.expires, q.signature)) throw refused();
  const [row] = await db.select({ file: kycPhotos.file }).from(kycPhotos).where(eq(kycPhotos.ref, q.photo)).limit(1);
  if (!row) throw refused();
  return readFile(path.join(privateDir(dataDir), row.file));
}

/** The references of stored photos by id (for rows of other modules that keep photo ids). */
export async function photoRefsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: kycPhotos.id, ref: kycPhotos.ref }).from(kycPhotos).where(inArray(kycPhotos.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.ref]));
}
