/**
 * The ledger's only door. Other modules import from here and nowhere else in this folder, and no SQL outside the
 * ledger's own migrations touches its tables (ledger_accounts, journal_entries, postings, pending_transfers,
 * idempotency_keys). Balances change only through `post` (and the transfer path, pending transfers and `creditMembers`,
 * which post through the same database function); see docs/ledger.md.
 *
 * Database functions other modules' SQL may call (one-round-trip paths, ADR 0004, 0007 and 0010):
 *  - `ledger_transfer(...)`: the member-to-member transfer entry (sender, recipient, fee shard);
 *  - `ledger_post(kind, key, ref_type, ref_id, memo, actor, lines)`: any entry, lines as JSON (see post.ts, and
 *    bulk-credit.ts for the columns form);
 *  - `ledger_member_pays(kind, key, ref_type, ref_id, memo, actor, member, assets, amounts, system_code, shard)`: a
 *    member pays some assets to a system account (an order's payment), lines as arrays;
 *  - `ledger_claim_key(member, key, route, fingerprint)` / `ledger_keep_answer(member, key, route, fingerprint, answer)`: idempotency;
 *  - `ledger_spendable(member, asset)`: what a member can spend (balance less what is held), read only.
 * Everything else in the database that starts with `ledger_` is private to the ledger.
 */
export { SYSTEM_ACCOUNTS, SYSTEM_SHARDS, accountOf, lockAccounts, memberAccounts, type AccountKey, type AccountRow, type Owner, type SystemAccount } from './accounts.js';
export { requestFingerprint, type Canonical } from './fingerprint.js';
export { idempotencyKeyOf, keyError, once, retryOnConflict, type KeyedRequest } from './idempotency.js';
export { accountOwners, entryPostings, journalPage, type EntryPosting, type JournalFilter } from './journal.js';
export {
  expirePendingTransfers, openPendingOf, pending, pendingTransfer, postPending, voidPending,
  type OpenPending, type PendingInput, type PendingRow, type PostPendingOptions,
} from './pending.js';
export { PENDING_LIFECYCLE, type PendingAction } from './pending-machine.js';
export { creditMembers, type BulkCreditInput, type BulkCreditResult, type MemberCredit } from './bulk-credit.js';
export { insufficient, ledgerError, post, postMany, type EntryInput, type PostedEntry, type PostingLine } from './post.js';
export { frozenOf, recordsOf, walletOf, walletsOf, type FrozenRow, type RecordRow, type WalletFigures } from './read.js';
export { journalEntryColumn } from './columns.js';
export { PENDING_STATES, type PendingState } from './pending-states.js';
export { gateArgs, jsonAnswer, transferInOneRoundTrip, type OneTripGate, type OneTripTransfer } from './transfer.js';
export { consolidateInOneRoundTrip, type OneTripConsolidation } from './consolidate.js';
export { verifyLedger, type VerifyReport } from './verify.js';
export { registerLedgerJobs } from './jobs.js';
export { memberIdsByAmount, type AmountColumn, type MemberAmountPage } from './member-amounts.js';
