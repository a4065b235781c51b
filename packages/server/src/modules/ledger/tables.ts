import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';
import { members } from '../member/tables.js';
import { PENDING_STATES } from './pending-states.js';

/**
 * One account per (member, asset) and per (system purpose, asset). `balance` and `held` are caches of the postings
 * and active holds, changed only by the ledger module in the same transaction, by conditional updates.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    systemCode: text('system_code'),
    /** System accounts are split into shards so that concurrent entries do not queue on one hot row. */
    shard: integer('shard').notNull().default(0),
    asset: text('asset', { enum: ['balance', 'shop_coins', 'integral'] }).notNull(),
    balance: amount('balance').notNull().default('0'),
    held: amount('held').notNull().default('0'),
    // System accounts are the other side of money entering or leaving members' hands; they may run negative.
    allowNegative: boolean('allow_negative').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq').on(t.memberId, t.asset).where(sql`member_id is not null`),
    uniqueIndex('ledger_accounts_system_uq').on(t.systemCode, t.asset, t.shard).where(sql`system_code is not null`),
    // The back office's wallets list, ordered by one amount of one asset (member-amounts.ts).
    index('ledger_accounts_member_balance_idx').on(t.asset, t.balance, t.memberId).where(sql`member_id is not null`),
    index('ledger_accounts_member_held_idx').on(t.asset, t.held, t.memberId).where(sql`member_id is not null`),
    check('ledger_accounts_owner_ck', sql`(member_id is null) <> (system_code is null)`),
    check('ledger_accounts_nonneg_ck', sql`allow_negative or (balance >= held and held >= 0)`),
  ],
);

/** One movement of value: its postings sum to zero per asset. Append-only. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key'),
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    memo: text('memo').notNull().default(''),
    actor: text('actor').notNull().default('system'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('journal_entries_key_uq').on(t.idempotencyKey), index('journal_entries_created_idx').on(t.createdAt), index('journal_entries_kind_idx').on(t.kind)],
);

/** One line of an entry against one account, with the account's balance right after it. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull().references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => ledgerAccounts.id),
    asset: text('asset', { enum: ['balance', 'shop_coins', 'integral'] }).notNull(),
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    /** Member ID on the other side, where there is one (transfers, consolidation). */
    counterparty: text('counterparty').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('postings_account_idx').on(t.accountId, t.id), index('postings_entry_idx').on(t.entryId)],
);

/**
 * Two-phase transfers (TigerBeetle's pending/post/void): an amount reserved now on the debit account (counted in its
 * `held`, not spendable), later posted in full or in part to the credit account as an ordinary journal entry, voided,
 * or expired by the scheduler. An account's `held` equals the sum of its `pending` rows (`ledger:verify` checks it).
 */
export const pendingTransfers = pgTable(
  'pending_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull().references(() => ledgerAccounts.id),
    /** Null only on reservations carried over from the old holds, which named no other side: they can be voided, not posted. */
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).references(() => ledgerAccounts.id),
    asset: text('asset', { enum: ['balance', 'shop_coins', 'integral'] }).notNull(),
    amount: amount('amount').notNull(),
    /** What the money is reserved for, as a record kind (withdrawal, order_payment…): the member reads it, and a post books an entry of this kind. */
    reason: text('reason').notNull(),
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    state: text('state', { enum: PENDING_STATES }).notNull().default('pending'),
    postedAmount: amount('posted_amount'),
    /** The journal entry of the post. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    /** Null only on carried-over holds: they stay until voided. */
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('pending_transfers_account_idx').on(t.debitAccountId, t.state),
    index('pending_transfers_expiry_idx').on(t.expiresAt).where(sql`state = 'pending'`),
    index('pending_transfers_ref_idx').on(t.refType, t.refId),
    check('pending_transfers_amount_ck', sql`amount > 0 and (posted_amount is null or (posted_amount > 0 and posted_amount <= amount))`),
  ],
);

/**
 * Answers of money-moving calls by (member, Idempotency-Key): a repeat of the same request returns the stored answer;
 * the key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of the route and the fields that define the operation (`requestFingerprint`); null on keys stored before it existed. */
    fingerprint: text('fingerprint'),
    response: text('response').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.memberId, t.key)],
);
