import { getCall, postCall } from '../call.js';
import { z } from 'zod';
import { Reason } from '../api/fields.js';
import { AssetSchema, WalletRecord } from '../api/wallet.js';
import { Kind, limit, page } from './fields.js';
import { MemberRef } from './members.js';
import { pageOf } from '../paging.js';
import { text } from '../api/text.js';
import { MemberStatus } from '../api/user.js';

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

/** The orders of the members' wallets list: newest member first, or by one amount either way. */
export const WALLET_LIST_SORTS = [
  'newest', 'balance_desc', 'balance_asc', 'held_desc', 'held_asc', 'shop_coins_desc', 'shop_coins_asc', 'integral_desc', 'integral_asc',
] as const;
export type WalletListSort = (typeof WALLET_LIST_SORTS)[number];
export const AdminWalletListQuery = z.object({
  /** Matches the start of the member ID or email, or any part of the name. */
  q: text({ max: 100 }).optional(),
  sort: z.enum(WALLET_LIST_SORTS).default('newest'),
  page,
  limit,
});
export const AdminWalletListRow = z.object({
  member_id: z.string(),
  nickname: z.string(),
  name: z.string(),
  email: z.string(),
  status: MemberStatus,
  ...Figures,
});
export const AdminWalletList = pageOf(AdminWalletListRow);

/** Every /admin-api/wallet/* call: a member's wallets and adjustments. */
export const adminWalletCalls = {
  list: getCall({
    path: '/admin-api/wallet/list', access: { operator: 'wallet.read' }, query: AdminWalletListQuery, data: AdminWalletList,
    summary: 'Members with their amounts, searchable, newest first or sorted by one amount',
  }),
  member: getCall({ path: '/admin-api/wallet/member', access: { operator: 'wallet.read' }, query: AdminWalletQuery, data: AdminWalletData }),
  records: getCall({ path: '/admin-api/wallet/records', access: { operator: 'wallet.read' }, query: AdminRecordsQuery, data: AdminRecordsData }),
  adjust: postCall({
    path: '/admin-api/wallet/adjust', access: { operator: 'wallet.adjust' }, body: AdminAdjustBody, data: AdminAdjustData, message: 'adjust_ok',
    summary: 'Credit (positive) or debit (negative) a member; audited',
  }),
};
