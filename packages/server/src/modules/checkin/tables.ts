import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';
import { members } from '../member/tables.js';

/** Daily check-ins and the registration points each granted (the wallet turns them into ledger entries). */
export const checkins = pgTable(
  'checkins',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    points: amount('points').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
