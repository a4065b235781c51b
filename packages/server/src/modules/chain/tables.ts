import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';
import { journalEntryColumn } from '../ledger/index.js';
import { members } from '../member/tables.js';

/** One deposit address per member, derived from the xpub at `address_index` (no private key is stored anywhere here). */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey().references(() => members.id),
    addressIndex: bigserial('address_index', { mode: 'number' }).notNull(),
    /** Lower-case 0x address, as logs are matched. */
    address: text('address').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The signer looked at this address's balance after every deposit credited up to this one (chain_deposits.id). */
    sweepCheckedThrough: bigint('sweep_checked_through', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('deposit_addresses_index_uq').on(t.addressIndex), uniqueIndex('deposit_addresses_address_uq').on(t.address)],
);

/**
 * Token transfers to our deposit addresses, one row per (chain, transaction hash, log index): the key that makes a
 * credit happen once. `seen` rows are not final yet; `credited` rows carry their journal entry; `orphaned` rows were
 * seen in a block that left the chain before finality.
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    /** The on-chain value in the token's smallest unit. */
    rawValue: numeric('raw_value', { precision: 78, scale: 0 }).notNull(),
    /** What is credited: the value in USDT, rounded down to the ledger's 8 decimals. */
    amount: amount('amount').notNull(),
    status: text('status', { enum: ['seen', 'credited', 'orphaned'] }).notNull().default('seen'),
    /** The top-up this deposit counted towards (a member's open one, or one made for it: late, unsolicited, extra). */
    rechargeId: bigint('recharge_id', { mode: 'number' }),
    entryId: journalEntryColumn('entry_id'),
    seenAt: ts('seen_at').notNull().defaultNow(),
    creditedAt: ts('credited_at'),
    orphanedAt: ts('orphaned_at'),
  },
  (t) => [
    uniqueIndex('chain_deposits_key_uq').on(t.chainId, t.txHash, t.logIndex),
    index('chain_deposits_member_idx').on(t.memberId, t.id),
    index('chain_deposits_status_idx').on(t.chainId, t.status, t.blockNumber),
  ],
);

/**
 * Top-ups. A member's request (`kind` requested: an amount to send within a window) or a record made for money that
 * came without one (`late`: after the member's request expired; `unsolicited`: no request open; `extra`: more after a
 * request was settled). `outcome` says how the received amount compared with the request.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    kind: text('kind', { enum: ['requested', 'late', 'unsolicited', 'extra'] }).notNull(),
    status: text('status', { enum: ['pending', 'success', 'failed'] }).notNull().default('pending'),
    /** What the member said they would send; null for records made for money that came without a request. */
    requested: amount('requested'),
    received: amount('received').notNull().default('0'),
    outcome: text('outcome', { enum: ['exact', 'short', 'over'] }),
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    settledAt: ts('settled_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    index('recharges_member_idx').on(t.memberId, t.id), index('recharges_open_idx').on(t.status, t.expiresAt),
    // The dashboard's top-ups per day: a range of settlement times.
    index('recharges_settled_at_idx').on(t.settledAt).where(sql`settled_at is not null`),
  ],
);

/** The scanner's position per chain, and what the back office shows of the chain's health. */
export const chainScanners = pgTable('chain_scanners', {
  chainId: integer('chain_id').primaryKey(),
  /** Every block up to here is scanned and its deposits credited (final). */
  creditedThrough: bigint('credited_through', { mode: 'number' }).notNull(),
  /** Blocks up to here were looked at for deposits not final yet. */
  seenThrough: bigint('seen_through', { mode: 'number' }).notNull(),
  head: bigint('head', { mode: 'number' }),
  finalized: bigint('finalized', { mode: 'number' }),
  lastScanAt: ts('last_scan_at'),
  lastError: text('last_error'),
  lastErrorAt: ts('last_error_at'),
});

// The signer's side: its nonce and lease, and one payout per withdrawal.
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

/**
 * An approved withdrawal the signer did not pay yet because the hot wallet lacks USDT or gas for it (its simulation
 * reverted and the balances say why). It stays approved and is tried again every pass; the row goes once it is paid.
 */
export const payoutWaits = pgTable('payout_waits', {
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }).primaryKey(),
  /** What the hot wallet lacks: 'usdt' or 'gas'. */
  lacking: text('lacking', { enum: ['usdt', 'gas'] }).notNull(),
  since: ts('since').notNull().defaultNow(),
  checkedAt: ts('checked_at').notNull().defaultNow(),
});

export const SWEEP_STATES = ['gas_signing', 'gas_sent', 'signing', 'sent', 'swept', 'failed'] as const;
/** Sweep states with a transaction still to send or to settle: one such sweep per sending address at a time. */
export const OPEN_SWEEP_STATES = ['gas_signing', 'gas_sent', 'signing', 'sent'] as const;

/**
 * A sweep: USDT moved between our own addresses by the signer — a deposit address's balance to the hot wallet
 * (`deposit`, after a gas top-up from the hot wallet when the address lacks BNB), or the hot wallet's excess over its
 * cap to the cold address (`cold`). Members' money does not move: the deposits were credited already.
 * Transactions are signed, recorded, then broadcast, as payouts are; the gas top-up's nonce is the hot wallet's (from
 * `signer_nonces`), the transfer's the sending address's own.
 */
export const chainSweeps = pgTable(
  'chain_sweeps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    kind: text('kind', { enum: ['deposit', 'cold'] }).notNull(),
    /** The member whose deposit address is swept (kind deposit). */
    memberId: bigint('member_id', { mode: 'number' }),
    addressIndex: bigint('address_index', { mode: 'number' }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** The token amount moved, in its smallest unit, and in USDT for people. */
    units: text('units').notNull(),
    amount: amount('amount').notNull(),
    status: text('status', { enum: SWEEP_STATES }).notNull(),
    /** The gas top-up (wei) sent from the hot wallet first; '0' when the address had enough. */
    gasWei: text('gas_wei').notNull().default('0'),
    gasNonce: bigint('gas_nonce', { mode: 'number' }),
    gasHashes: jsonb('gas_hashes').$type<string[]>().notNull().default([]),
    gasPrice: text('gas_price').notNull().default('0'),
    gasSentAt: ts('gas_sent_at'),
    /** The transfer's nonce: the hot wallet's taken when recorded (cold), the deposit address's when first signed. */
    nonce: bigint('nonce', { mode: 'number' }),
    txHash: text('tx_hash').notNull().default(''),
    hashes: jsonb('hashes').$type<string[]>().notNull().default([]),
    txGasPrice: text('tx_gas_price').notNull().default('0'),
    sentAt: ts('sent_at'),
    lastError: text('last_error').notNull().default(''),
    /** The last credited deposit (chain_deposits.id) of the address when its balance was read: all of them are in it. */
    depositsThrough: bigint('deposits_through', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('chain_sweeps_status_idx').on(t.status),
    // One open sweep per sending address: its transactions go one after another.
    uniqueIndex('chain_sweeps_open_uq').on(t.fromAddress).where(sql`status in ('gas_signing', 'gas_sent', 'signing', 'sent')`),
  ],
);
