import { z } from 'zod';
import { AnyPassword, Email, EmailCode, NewPassword, Nickname, PayPassword, RepeatPassword, UploadedPath, AreaCode, Mobile } from './fields.js';
import { text } from './text.js';

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

export const CancelAccountBody = z.object({ password: AnyPassword });

export const EmsEvent = z.enum(['resetpwd', 'changeemail']);
export const EmsSendBody = z.object({ email: Email, event: EmsEvent.default('resetpwd') });
