import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { members } from '../member/tables.js';

/** A member's feedback (suggestion or problem) and the operator's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    type: text('type', { enum: ['suggestion', 'problem'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Paths of the member's own uploads, at most 4. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'replied'] }).notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    repliedBy: text('replied_by').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    repliedAt: ts('replied_at'),
    /** When the member saw the reply; a reply with none is new (the badge on Mine). */
    replyReadAt: ts('reply_read_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.id),
    index('feedback_status_idx').on(t.status, t.id),
    index('feedback_unread_idx').on(t.memberId).where(sql`status = 'replied' and reply_read_at is null`),
    // The same feedback sent twice while the first is under review (a double tap, a burst) is written once.
    uniqueIndex('feedback_same_pending_uq').on(t.memberId, sql`md5(${t.title} || chr(10) || ${t.content})`).where(sql`status = 'pending'`),
  ],
);
