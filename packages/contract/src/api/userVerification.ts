import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall, postCall, RATE } from '../call.js';
import { text } from './text.js';

// Identity verification (KYC). Its photos are private: they are never under /uploads; each is opened through a link
// signed by the server that expires within minutes, handed only to the member who sent it and to permitted operators.

export const KYC_ID_TYPES = ['id_card', 'passport'] as const;
export const KycIdType = z.enum(KYC_ID_TYPES);
export type KycIdType = z.infer<typeof KycIdType>;
/** none: never submitted; pending: under review; approved; rejected (with the reason; the member may submit again). */
export const KYC_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export const KycState = z.enum(KYC_STATES);
export type KycState = z.infer<typeof KycState>;

/** The reference of a private identity photo, answered by the upload and sent back with the submission. */
export const KycPhotoRef = z.string().trim().regex(/^[a-f0-9]{32}$/);
/** An ID or passport number: letters, digits, spaces and hyphens. */
export const IdNumber = text({ min: 4, max: 32 }).pipe(z.string().regex(/^[A-Za-z0-9 -]+$/));

export const KycSubmitBody = z.object({
  id_type: KycIdType,
  id_number: IdNumber,
  real_name: text({ min: 1, max: 60 }),
  id_photo: KycPhotoRef,
  selfie: KycPhotoRef,
});
export const KycInfo = z.object({
  status: KycState,
  id_type: KycIdType.nullable(),
  id_number: z.string(),
  real_name: z.string(),
  /** Why the last submission was rejected ('' otherwise). */
  reason: z.string(),
  /** Short-lived signed links to the photos ('' when there is no submission). */
  id_photo_url: z.string(),
  selfie_url: z.string(),
  submitted_at: UnixSeconds.nullable(),
  reviewed_at: UnixSeconds.nullable(),
});
export const KycUploadData = z.object({ id: KycPhotoRef, url: z.string() });
/** A signed photo link's parts: which photo, until when (Unix seconds), and the server's signature. */
export const KycPhotoQuery = z.object({
  photo: KycPhotoRef,
  expires: z.string().trim().regex(/^\d{1,11}$/).transform(Number),
  signature: z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** Every /api/UserVerification/* call. */
export const userVerificationCalls = {
  info: getCall({ path: '/api/UserVerification/info', access: 'member', data: KycInfo, summary: 'The member\'s identity verification: its state, the last submission and its photos (short-lived links)' }),
  upload: postCall({
    path: '/api/UserVerification/upload', access: 'member', upload: true, data: KycUploadData, perMinute: RATE.upload,
    summary: 'Upload a private identity photo (multipart `file`): checked by content, re-encoded without metadata, never public',
  }),
  submit: postCall({ path: '/api/UserVerification/submit', access: 'member', body: KycSubmitBody, data: KycInfo, message: 'kyc_submitted', summary: 'Submit identity for review; refused while one is under review or once approved' }),
  photo: getCall({ path: '/api/UserVerification/photo', access: 'guest', query: KycPhotoQuery, download: true, summary: 'An identity photo through a signed link that expires within minutes' }),
};
