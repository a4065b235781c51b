import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * The signer's nonce per sending address, kept in the database: a payout takes the next one in the same transaction
 * that records it, so parallel payouts never share or skip one. The row also carries the signer's lease: only the
 * process holding it sends (one signer, even if two were started).
 */
export const signerNonces = pgTable('signer_nonces', {
  address: text('address').primaryKey(),
  nextNonce: bigint('next_nonce', { mode: 'number' }).notNull(),
  leaseHolder: text('lease_holder').notNull().default(''),
  leaseUntil: ts('lease_until'),
});

export const PAYOUT_STATES = ['signing', 'sent', 'confirmed', 'failed'] as const;

/**
 * One payout per withdrawal (unique): its nonce, fixed when the payout is recorded, and every transaction signed for
 * it — the first and any replacement, all at that same nonce, so at most one of them can ever be mined.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** The token amount in its smallest unit, as a decimal string. */
    units: text('units').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYOUT_STATES }).notNull().default('signing'),
    /** The latest transaction sent; `hashes` holds every one, oldest first. */
    txHash: text('tx_hash').notNull().default(''),
    hashes: jsonb('hashes').$type<string[]>().notNull().default([]),
    /** Gas price of the latest transaction, in wei. */
    gasPrice: text('gas_price').notNull().default('0'),
    sends: integer('sends').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [uniqueIndex('payouts_withdrawal_uq').on(t.withdrawalId), uniqueIndex('payouts_nonce_uq').on(t.fromAddress, t.nonce), index('payouts_status_idx').on(t.status)],
);
