import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { recordCreated } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { KYC_LIFECYCLE } from './lifecycle.js';
import { ownPhotoIds, type PhotoLinks } from './photos.js';
import { kycPhotos, kycRequests } from './tables.js';

const idPhoto = alias(kycPhotos, 'id_photo');
const selfie = alias(kycPhotos, 'selfie');

/** A submission with its two photos' references (the queue joins the same aliases). */
export const submissionColumns = {
  request: kycRequests,
  idPhotoRef: idPhoto.ref,
  selfieRef: selfie.ref,
};
export { idPhoto, selfie };

export interface KycSubmission {
  id_type: 'id_card' | 'passport';
  id_number: string;
  real_name: string;
  id_photo: string;
  selfie: string;
}

/** The member's identity verification: the last submission's state and details, with short-lived photo links. */
export async function kycInfo(db: Db, links: PhotoLinks, memberId: number) {
  const [last] = await db.select(submissionColumns).from(kycRequests)
    .innerJoin(idPhoto, eq(idPhoto.id, kycRequests.idPhotoId))
    .innerJoin(selfie, eq(selfie.id, kycRequests.selfieId))
    .where(eq(kycRequests.memberId, memberId)).orderBy(desc(kycRequests.id)).limit(1);
  if (!last) {
    return { status: 'none' as const, id_type: null, id_number: '', real_name: '', reason: '', id_photo_url: '', selfie_url: '', submitted_at: null, reviewed_at: null };
  }
  const r = last.request;
  return {
    status: r.status, id_type: r.idType, id_number: r.idNumber, real_name: r.realName, reason: r.reason,
    id_photo_url: links.linkTo(last.idPhotoRef), selfie_url: links.linkTo(last.selfieRef),
    submitted_at: toSeconds(r.createdAt), reviewed_at: toSeconds(r.reviewedAt),
  };
}

/**
 * Submits the member's identity for review. Refused while one is under review or once approved: the unique index on
 * open submissions decides, so of a burst of submissions exactly one is written. Both photos must be the member's own.
 */
export async function submitKyc(db: Db, links: PhotoLinks, member: { id: number; memberId: string }, body: KycSubmission) {
  const photos = await ownPhotoIds(db, member.id, { id_photo: body.id_photo, selfie: body.selfie });
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(kycRequests).values({
        memberId: member.id, idType: body.id_type, idNumber: body.id_number.toUpperCase(), realName: body.real_name,
        idPhotoId: photos.id_photo!, selfieId: photos.selfie!,
      }).returning({ id: kycRequests.id });
      await recordCreated(tx, KYC_LIFECYCLE, row!.id, 'pending', `member:${member.memberId}`);
    });
  } catch (err) {
    if (uniqueViolation(err) !== 'kyc_requests_open_uq') throw err;
    const [open] = await db.select({ status: kycRequests.status }).from(kycRequests)
      .where(eq(kycRequests.memberId, member.id)).orderBy(desc(kycRequests.id)).limit(1);
    throw new AppError(open?.status === 'approved' ? 'kyc_already_approved' : 'kyc_under_review');
  }
  return kycInfo(db, links, member.id);
}
