import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** Every mail the system sends, kept so operators can read it when SMTP is not configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  status: text('status', { enum: ['queued', 'sent', 'failed', 'logged'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at'),
  error: text('error').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('mail_outbox_to_idx').on(t.to)]);

/** One-time email codes: hashed, expiring, with a try counter. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    event: text('event').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.event, t.createdAt)],
);
