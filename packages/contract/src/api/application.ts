import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall, postCall, RATE } from '../call.js';
import { IdNumber, KycPhotoRef, KycUploadData } from './userVerification.js';
import { text } from './text.js';

// The account application: a member applies for an account package paid outside the app (docs/decisions.md). Its four
// photos (ID front and back, bank card, personal photo) are private like identity photos.

export const APPLICATION_PAY_METHODS = ['bank_transfer', 'cash', 'usdt'] as const;
export const ApplicationPayMethod = z.enum(APPLICATION_PAY_METHODS);
/** none: never applied; pending: under review; approved; rejected (with the reason; the member may apply again). */
export const APPLICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export const ApplicationState = z.enum(APPLICATION_STATES);

/** Step 1: basic information. */
export const ApplicationBasic = z.object({
  product_name: text({ min: 1, max: 100 }),
  pay_method: ApplicationPayMethod,
  id_card: IdNumber,
  shipping_address: text({ min: 1, max: 300, multiline: true }),
});
/** Step 2: the bank card. */
export const ApplicationBank = z.object({
  bank_name: text({ min: 1, max: 100 }),
  bank_branch: text({ min: 1, max: 100 }),
  bank_account: z.string().trim().regex(/^[0-9 -]{4,40}$/),
  account_name: text({ min: 1, max: 100 }),
});
/** Step 3: the attachments, by the references their uploads answered. */
export const ApplicationPhotos = z.object({
  id_front: KycPhotoRef,
  id_back: KycPhotoRef,
  bank_card: KycPhotoRef,
  personal_photo: KycPhotoRef,
});
export const ApplicationCreateBody = ApplicationBasic.extend(ApplicationBank.shape).extend(ApplicationPhotos.shape);

export const ApplicationInfo = z.object({
  status: ApplicationState,
  id: z.number().int().nullable(),
  product_name: z.string(),
  pay_method: ApplicationPayMethod.nullable(),
  bank_name: z.string(),
  /** The account number with all but its last 4 digits hidden. */
  bank_account: z.string(),
  reason: z.string(),
  submitted_at: UnixSeconds.nullable(),
  reviewed_at: UnixSeconds.nullable(),
});

/** Every /api/application/* call. */
export const applicationCalls = {
  create: postCall({ path: '/api/application/create', access: 'member', body: ApplicationCreateBody, data: ApplicationInfo, message: 'application_submitted', summary: 'Submit the account application (all three steps at once); refused while one is under review' }),
  info: getCall({ path: '/api/application/info', access: 'member', data: ApplicationInfo, summary: 'The member\'s last account application and its state' }),
  upload: postCall({
    path: '/api/application/upload', access: 'member', upload: true, data: KycUploadData, perMinute: RATE.upload,
    summary: 'Upload a private application photo (multipart `file`): checked by content, re-encoded without metadata, never public',
  }),
};
