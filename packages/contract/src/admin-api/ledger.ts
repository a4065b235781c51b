import { z } from 'zod';
import { getCall, postCall } from '../call.js';
import { UnixSeconds } from '../envelope.js';
import { MemberId } from '../api/fields.js';
import { AssetSchema } from '../api/wallet.js';
import { Day, Kind, limit, page } from './fields.js';

export const JournalQuery = z.object({
  member_id: MemberId.optional(),
  kind: Kind.optional(),
  from: Day.optional(),
  to: Day.optional(),
  page,
  limit,
});
export const JournalPosting = z.object({
  id: z.number().int(),
  /** Member ID for a member account, the system code for a system account. */
  owner: z.string(),
  owner_type: z.enum(['member', 'system']),
  asset: AssetSchema,
  amount: z.string(),
  balance_after: z.string(),
  counterparty: z.string(),
});
export const JournalEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  memo: z.string(),
  actor: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  time: UnixSeconds,
  postings: z.array(JournalPosting),
});
export const JournalData = z.object({ list: z.array(JournalEntry), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
const AccountRef = { account_id: z.number().int(), owner: z.string(), owner_type: z.enum(['member', 'system']), asset: z.string() };
export const LedgerReport = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  accounts: z.number().int(),
  checked_at: UnixSeconds,
  unbalanced_entries: z.array(z.object({ entry_id: z.number().int(), asset: z.string(), sum: z.string() })),
  drifted_balances: z.array(z.object({ ...AccountRef, cached: z.string(), postings: z.string() })),
  drifted_holds: z.array(z.object({ ...AccountRef, cached: z.string(), holds: z.string() })),
  negative: z.array(z.object({ ...AccountRef, balance: z.string(), held: z.string() })),
  empty_entries: z.array(z.object({ entry_id: z.number().int() })),
});
export type LedgerReport = z.infer<typeof LedgerReport>;

/** Every /admin-api/ledger/* call. */
export const adminLedgerCalls = {
  journal: getCall({ path: '/admin-api/ledger/journal', access: { operator: 'ledger.read' }, query: JournalQuery, data: JournalData }),
  verify: postCall({
    path: '/admin-api/ledger/verify', access: { operator: 'ledger.verify' }, data: LedgerReport, message: 'ledger_ok',
    summary: 'Prove the books; audited (message ledger_broken with the count of problems when they do not add up)',
  }),
};
