import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { kycPhotos } from '../kyc/tables.js';
import { members } from '../member/tables.js';

/**
 * Account applications (docs/decisions.md): what the member asks for and how they will pay, their ID card number and
 * shipping address, the bank card, and four private photos (kept by the kyc module's private store).
 */
export const applications = pgTable(
  'applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    productName: text('product_name').notNull(),
    payMethod: text('pay_method', { enum: ['bank_transfer', 'cash', 'usdt'] }).notNull(),
    idCard: text('id_card').notNull(),
    address: text('address').notNull(),
    bankName: text('bank_name').notNull(),
    bankBranch: text('bank_branch').notNull(),
    bankAccount: text('bank_account').notNull(),
    accountName: text('account_name').notNull(),
    idFrontId: bigint('id_front_id', { mode: 'number' }).notNull().references(() => kycPhotos.id),
    idBackId: bigint('id_back_id', { mode: 'number' }).notNull().references(() => kycPhotos.id),
    bankCardId: bigint('bank_card_id', { mode: 'number' }).notNull().references(() => kycPhotos.id),
    personalPhotoId: bigint('personal_photo_id', { mode: 'number' }).notNull().references(() => kycPhotos.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One application under review per member: a burst of submissions writes one.
    uniqueIndex('applications_pending_uq').on(t.memberId).where(sql`status = 'pending'`),
    index('applications_member_idx').on(t.memberId, t.id),
    index('applications_status_idx').on(t.status, t.id),
  ],
);
