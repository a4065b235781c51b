import { z } from 'zod';
import { AnyPassword, Email, EmailCode, NewPassword, Nickname, PayPassword, RepeatPassword, UploadedPath, AreaCode, Mobile } from './fields.js';
import { text } from './text.js';
import { getCall, postCall, RATE } from '../call.js';
import { SessionData, UserInfo } from './user.js';
import {
  BalanceData, ConsolidateBody, ConsolidateData, CreateSubAccountBody, IntegralData, RecordsQuery, RelatedAccountsData, ShopCoinsData,
  SwitchAccountBody,
} from './wallet.js';

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


export const EmsEvent = z.enum(['resetpwd', 'changeemail']);
export const EmsSendBody = z.object({ email: Email, event: EmsEvent.default('resetpwd') });

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

/** Every /api/fundConsolidation/* call (kept beside the account calls: consolidation moves a person's sub-accounts' money). */
export const fundConsolidationCalls = {
  consolidate: postCall({ path: '/api/fundConsolidation/consolidate', access: 'member', body: ConsolidateBody, data: ConsolidateData, idempotent: true, message: 'consolidate_ok' }),
};

/** Every /api/ems/* call. */
export const emsCalls = {
  send: postCall({
    path: '/api/ems/send', access: 'guest', body: EmsSendBody, message: 'email_code_sent', perMinute: RATE.emailCode,
    summary: 'Send an email code; `changeemail` needs a signed-in member',
  }),
};
