import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATUSES } from '@onego/contract';
import { amount, ts } from '../../db/columns.js';
import { members } from '../member/tables.js';

/**
 * Withdrawals: what the member asked (amount, fee taken from it, what arrives, the BEP20 address), the ledger's pending
 * transfer that holds the amount until the payout is final, the review, the payout's transaction and the state times.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending_review'),
    amount: amount('amount').notNull(),
    fee: amount('fee').notNull(),
    arrival: amount('arrival').notNull(),
    /** The payout address, in its EIP-55 checksummed form. */
    address: text('address').notNull(),
    /** The ledger's pending transfer holding `amount` (set in the request's transaction). */
    pendingId: bigint('pending_id', { mode: 'number' }),
    /** The UTC day the request counts towards for the daily limit. */
    day: date('day', { mode: 'string' }).notNull(),
    reviewedBy: text('reviewed_by').notNull().default(''),
    /** Why it was rejected (the operator's words) or why the payout failed. */
    reason: text('reason').notNull().default(''),
    txHash: text('tx_hash').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    approvedAt: ts('approved_at'),
    rejectedAt: ts('rejected_at'),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.id), index('withdrawals_status_idx').on(t.status, t.id),
    // The dashboard's payouts per day: a range of payout times.
    index('withdrawals_paid_at_idx').on(t.paidAt).where(sql`paid_at is not null`),
  ],
);

/**
 * What each member asked to withdraw per UTC day, kept beside the withdrawals so the daily limit is one conditional
 * upsert (its row lock queues one member's requests, so a burst cannot pass the limit together). A rejected or failed
 * withdrawal gives its amount back to the day it was counted on.
 */
export const withdrawalDailyTotals = pgTable(
  'withdrawal_daily_totals',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
