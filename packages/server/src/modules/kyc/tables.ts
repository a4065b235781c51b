import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { members } from '../member/tables.js';

/**
 * Identity photos: re-encoded without metadata and kept in the data folder's private part (never under /uploads).
 * `ref` is the random name the member sends back with the submission and signed links carry.
 */
export const kycPhotos = pgTable(
  'kyc_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ref: text('ref').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    /** The file under the private folder (`kyc/yyyy/mm/<ref>.webp`). */
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kyc_photos_ref_uq').on(t.ref), index('kyc_photos_member_idx').on(t.memberId)],
);

/** Identity verifications: one row per submission; a rejected one stays as history when the member submits again. */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    idType: text('id_type', { enum: ['id_card', 'passport'] }).notNull(),
    idNumber: text('id_number').notNull(),
    realName: text('real_name').notNull(),
    idPhotoId: bigint('id_photo_id', { mode: 'number' }).notNull().references(() => kycPhotos.id),
    selfieId: bigint('selfie_id', { mode: 'number' }).notNull().references(() => kycPhotos.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one submission under review and one approval per member: a burst of submissions makes one row.
    uniqueIndex('kyc_requests_open_uq').on(t.memberId).where(sql`status in ('pending', 'approved')`),
    index('kyc_requests_member_idx').on(t.memberId, t.id),
    index('kyc_requests_status_idx').on(t.status, t.id),
  ],
);
