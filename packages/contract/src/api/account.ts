import { UnixSeconds } from '../envelope.js';
import { MemberId } from './fields.js';
import { RECORD_TYPES, WalletRecord } from './wallet.js';
import { z } from 'zod';
import { AnyPassword, Email, EmailCode, NewPassword, Nickname, PayPassword, RepeatPassword, UploadedPath, AreaCode, Mobile } from './fields.js';
import { text } from './text.js';
import { getCall, postCall, RATE } from '../call.js';
import { SessionData, UserInfo } from './user.js';

/** Personal info edit: nickname is required; the rest keep their value when left out. */
export const ProfileBody = z.object({
  nickname: Nickname,
  avatar: UploadedPath.optional(),
  email: Email.optional(),
  /** Code sent to the new address (ems event `changeemail`); needed only when the email changes. */
  email_code: EmailCode.optional(),
  area_code: AreaCode.optional(),
  mobile: Mobile.optional(),
});
export const ChangePasswordBody = z.object({
  old_password: AnyPassword,
  new_password: NewPassword,
  re_password: RepeatPassword,
});
export const SetPayPasswordBody = z.object({
  pay_password: PayPassword,
  /** Required when a payment password is already set: the login password proves it is the member. */
  password: AnyPassword.optional(),
});
export const ChangePayPasswordBody = z.object({
  old_pay_password: PayPassword,
  new_pay_password: PayPassword,
  re_pay_password: text({ max: 16, trim: false }),
});
export const RetrievePasswordBody = z.object({
  email: Email,
  code: EmailCode,
  new_password: NewPassword,
  re_password: RepeatPassword,
});
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
export const RelatedAccount = z.object({
  member_id: z.string(), nickname: z.string(), is_main: z.boolean(), is_current: z.boolean(),
  left_node_code: z.string(), right_node_code: z.string(),
  balance: z.string(), shop_coins: z.string(), integral: z.string(), join_time: UnixSeconds,
});
export const RelatedAccountsData = z.object({ list: z.array(RelatedAccount) });
export const CreateSubAccountBody = z.object({ node_code: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,16}$/), nickname: Nickname.optional() });
export const SwitchAccountBody = z.object({ member_id: MemberId });

// ---- Calls under /api/account ----
/** Every /api/account/* call. */
export const accountCalls = {
  profile: postCall({ path: '/api/account/profile', access: 'member', body: ProfileBody, data: UserInfo }),
  changePassword: postCall({ path: '/api/account/changePassword', access: 'member', body: ChangePasswordBody, perMinute: RATE.login }),
  setPayPassword: postCall({ path: '/api/account/setPayPassword', access: 'member', body: SetPayPasswordBody, data: UserInfo, perMinute: RATE.login }),
  changePayPassword: postCall({ path: '/api/account/changePasswordByPayPassword', access: 'member', body: ChangePayPasswordBody, perMinute: RATE.login }),
  retrievePassword: postCall({ path: '/api/account/retrievePassword', access: 'guest', body: RetrievePasswordBody, perMinute: RATE.login }),
  balance: getCall({ path: '/api/account/balance', access: 'member', query: RecordsQuery, data: BalanceData }),
  shopCoins: getCall({ path: '/api/account/shopCoins', access: 'member', query: RecordsQuery, data: ShopCoinsData }),
  integral: getCall({ path: '/api/account/integral', access: 'member', query: RecordsQuery, data: IntegralData }),
  relatedAccounts: getCall({ path: '/api/account/relatedAccounts', access: 'member', data: RelatedAccountsData }),
  createSubAccount: postCall({ path: '/api/account/createSubAccount', access: 'member', body: CreateSubAccountBody, data: UserInfo, message: 'subaccount_created' }),
  switchAccount: postCall({ path: '/api/account/switchAccount', access: 'member', body: SwitchAccountBody, data: SessionData }),
};
