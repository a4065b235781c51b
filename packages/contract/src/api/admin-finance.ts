import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { MemberRef } from './admin.js';
import { MemberId, Reason } from './fields.js';
import { text } from './text.js';
import { AssetSchema, WalletRecord } from './wallet.js';

/** The back office's view of wallets, the journal, the verification report and the settings. */

const page = z.coerce.number().int().min(1).max(100000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);
/** A ledger entry kind (record type): lower-case words. */
const Kind = z.string().trim().regex(/^[a-z_]{1,32}$/);
/** A calendar day in UTC. */
const Day = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));

export const AdminWalletQuery = MemberRef;

const Figures = {
  balance: z.string(),
  balance_held: z.string(),
  balance_available: z.string(),
  shop_coins: z.string(),
  integral: z.string(),
};
export const AdminRelatedAccount = z.object({
  member_id: z.string(), nickname: z.string(), status: z.string(), is_main: z.boolean(), is_current: z.boolean(), ...Figures,
});
export const AdminWalletData = z.object({
  member_id: z.string(),
  nickname: z.string(),
  name: z.string(),
  status: z.string(),
  ...Figures,
  related: z.array(AdminRelatedAccount),
});

export const AdminRecordsQuery = MemberRef.extend({ asset: AssetSchema.default('balance'), type: Kind.optional(), page, limit });
export const AdminRecordsData = z.object({ list: z.array(WalletRecord), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** A signed amount typed by an operator: at most 2 decimals, not zero; negative debits the member. */
export const SignedAmountInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(20).regex(/^[+-]?\d{1,12}(\.\d{1,2})?$/).refine((v) => !/^[+-]?0+(\.0+)?$/.test(v)));

export const AdminAdjustBody = MemberRef.extend({
  asset: AssetSchema,
  amount: SignedAmountInput,
  reason: Reason,
});
export const AdminAdjustData = z.object({ entry_id: z.number().int(), member_id: z.string(), asset: AssetSchema, amount: z.string(), ...Figures });

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

/** Operator-editable settings, in the order the back office lists them. */
export const SETTING_KEYS = [
  'transfer_fee_rate', 'transfer_fee_min', 'transfer_min', 'transfer_daily_limit', 'checkin_points', 'subaccount_limit',
  'service_phone', 'service_days', 'service_email', 'shipping_fee', 'shipping_free_over', 'order_pay_minutes', 'order_confirm_days'] as const;
export const SettingKeySchema = z.enum(SETTING_KEYS);
export type SettingKeyName = (typeof SETTING_KEYS)[number];

export const SettingRow = z.object({
  key: SettingKeySchema,
  value: z.string(),
  default: z.string(),
  /** money: fees, limits and points (finance); site: contact details. */
  group: z.enum(['money', 'site']),
  /** What the value must be, for the form's hint: rate, amount, points, integer or text. */
  type: z.enum(['rate', 'amount', 'points', 'integer', 'text']),
  min: z.string().nullable(),
  max: z.string().nullable(),
  /** True when the calling operator may change it. */
  writable: z.boolean(),
});
export const SettingsData = z.object({ list: z.array(SettingRow) });
export const SettingWriteBody = z.object({
  key: SettingKeySchema,
  value: z.union([z.string(), z.number()]).transform((v) => String(v)).pipe(text({ max: 100 })),
});
export const SettingWriteData = z.object({ key: SettingKeySchema, before: z.string(), value: z.string() });
