import { bigint, bigserial, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';
import { journalEntryColumn } from '../ledger/index.js';
import { members } from '../member/tables.js';

/** Member-to-member transfers: what was asked, the fee, what arrived, and the journal entry that moved it. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromMemberId: bigint('from_member_id', { mode: 'number' }).notNull().references(() => members.id),
    toMemberId: bigint('to_member_id', { mode: 'number' }).notNull().references(() => members.id),
    amount: amount('amount').notNull(),
    fee: amount('fee').notNull(),
    arrival: amount('arrival').notNull(),
    entryId: journalEntryColumn('entry_id').notNull(),
    status: text('status', { enum: ['completed'] }).notNull().default('completed'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('transfers_from_idx').on(t.fromMemberId, t.createdAt), index('transfers_to_idx').on(t.toMemberId, t.createdAt)],
);

/**
 * What each member has sent today (UTC), kept beside the transfers so the daily limit is one conditional upsert
 * instead of a sum over the day's transfers. The upsert also locks the row, so one sender's transfers queue there.
 */
export const transferDailyTotals = pgTable(
  'transfer_daily_totals',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
