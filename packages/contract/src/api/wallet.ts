import { z } from 'zod';
import { ASSETS } from '../money.js';
import { UnixSeconds } from '../envelope.js';
import { MemberId, Nickname, PayPassword } from './fields.js';

/** An amount typed by a person: a positive decimal string (or number) with at most 2 decimals. */
export const AmountInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/));

export const AssetSchema = z.enum(ASSETS);

/** One line of income or expenditure; `amount` is signed. */
export const WalletRecord = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  counterparty: z.string(),
  note: z.string(),
  time: UnixSeconds,
});
export type WalletRecord = z.infer<typeof WalletRecord>;

/** Record kinds a member can filter by. */
export const RECORD_TYPES = ['transfer', 'consolidation', 'checkin', 'adjustment', 'deposit', 'withdrawal', 'order_payment', 'order_refund', 'bonus'] as const;

export const RecordsQuery = z.object({
  type: z.enum(RECORD_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Money reserved (frozen) by an open pending transfer: counted in the balance, not spendable until posted or released. */
export const FrozenRecord = z.object({
  id: z.number().int(),
  amount: z.string(),
  /** What it is reserved for, as a record kind (withdrawal, order_payment…). */
  reason: z.string(),
  /** When it is released by itself unless used; null when it waits to be released. */
  expires_at: UnixSeconds.nullable(),
  time: UnixSeconds,
});
export type FrozenRecord = z.infer<typeof FrozenRecord>;

const recordsPage = {
  list: z.array(WalletRecord), total: z.number().int(), page: z.number().int(), limit: z.number().int(),
  /** Open reservations on this asset, the soonest to lapse first (the same on every page). */
  frozen: z.array(FrozenRecord).optional(),
};
export const BalanceData = z.object({ balance: z.string(), balance_held: z.string(), balance_available: z.string(), ...recordsPage });
export const ShopCoinsData = z.object({ shop_coins: z.string(), ...recordsPage });
export const IntegralData = z.object({ integral: z.string(), ...recordsPage });

export const TransferBody = z.object({ to_member_id: MemberId, amount: AmountInput, pay_password: PayPassword });
export const TransferQuoteQuery = z.object({ amount: AmountInput });
export const TransferQuote = z.object({
  amount: z.string(), fee: z.string(), arrival: z.string(), fee_rate: z.string(), fee_min: z.string(), min: z.string(),
  daily_limit: z.string(), used_today: z.string(), available: z.string(),
});
export const TransferData = z.object({
  id: z.number().int(), to_member_id: z.string(), to_nickname: z.string(), amount: z.string(), fee: z.string(), arrival: z.string(),
  balance: z.string(), time: UnixSeconds,
});

export const RelatedAccount = z.object({
  member_id: z.string(), nickname: z.string(), is_main: z.boolean(), is_current: z.boolean(),
  left_node_code: z.string(), right_node_code: z.string(),
  balance: z.string(), shop_coins: z.string(), integral: z.string(), join_time: UnixSeconds,
});
export const RelatedAccountsData = z.object({ list: z.array(RelatedAccount) });
export const CreateSubAccountBody = z.object({ node_code: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,16}$/), nickname: Nickname.optional() });
export const SwitchAccountBody = z.object({ member_id: MemberId });
export const ConsolidateBody = z.object({ pay_password: PayPassword });
export const ConsolidateData = z.object({
  moved: z.array(z.object({ member_id: z.string(), balance: z.string(), shop_coins: z.string(), integral: z.string() })),
  balance: z.string(), shop_coins: z.string(), integral: z.string(),
});
