import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Every transition of every lifecycle that keeps no event table of its own (members, products, announcements, ...):
 * what moved, from which real state to which, by whom. Orders keep `order_events`, which other modules read.
 */
export const stateEvents = pgTable(
  'state_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lifecycle: text('lifecycle').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('state_events_subject_idx').on(t.lifecycle, t.subjectId, t.id)],
);
