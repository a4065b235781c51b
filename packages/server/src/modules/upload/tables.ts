import { bigint, bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** Uploaded images after re-encoding; owner is a member or an operator. */
export const uploads = pgTable('uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  path: text('path').notNull().unique(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  operatorId: bigint('operator_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
