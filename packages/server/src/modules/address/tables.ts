import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { members } from '../member/tables.js';

/** Members' shipping addresses; at most one default per member (the partial unique index holds it under races). */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    recipient: text('recipient').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('addresses_one_default_uq').on(t.memberId).where(sql`is_default`),
    check('addresses_recipient_len', sql`char_length(${t.recipient}) between 1 and 60`),
    check('addresses_detail_len', sql`char_length(${t.detail}) between 1 and 300`),
    check('addresses_country_iso', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);
