import { z } from 'zod';
import { getCall, postCall, RATE } from '../call.js';
import { AnyPassword, NewPassword } from '../api/fields.js';
import { text } from '../api/text.js';
import { Operator } from './operators.js';

const self = { operator: 'self' } as const;
export const AdminLoginBody = z.object({
  username: text({ min: 1, max: 64 }),
  password: AnyPassword,
  totp: z.string().trim().regex(/^\d{6}$/).optional(),
});
export const AdminSessionData = z.object({ token: z.string(), operator: Operator });
export const TotpSetupData = z.object({ secret: z.string(), otpauth_url: z.string() });
export const TotpEnableBody = z.object({ totp: z.string().trim().regex(/^\d{6}$/) });
/** Data of a login answer (code 0) when the operator has TOTP on and sent no code. */
export const TotpRequiredData = z.object({ totp_required: z.literal(true) });
/** An operator changing their own password. */
export const AdminPasswordBody = z.object({ old_password: AnyPassword, new_password: NewPassword });
/** Who is signed in to the back office and what they may do (the client shows only what is allowed). */
export const AdminMeData = z.object({ operator: Operator, permissions: z.array(z.string()) });

/** Every /admin-api/auth/* call: the operator's own sign-in, password and second factor. */
export const adminAuthCalls = {
  login: postCall({
    path: '/admin-api/auth/login', access: 'guest', body: AdminLoginBody, data: z.union([AdminSessionData, TotpRequiredData]), perMinute: RATE.adminLogin,
    summary: 'Operator sign-in; code 0 with data.totp_required when a code is needed',
  }),
  logout: postCall({ path: '/admin-api/auth/logout', access: self }),
  me: getCall({ path: '/admin-api/auth/me', access: self, data: AdminMeData }),
  password: postCall({ path: '/admin-api/auth/password', access: self, body: AdminPasswordBody, perMinute: RATE.adminLogin }),
  totpSetup: postCall({ path: '/admin-api/auth/totp/setup', access: self, data: TotpSetupData }),
  totpEnable: postCall({ path: '/admin-api/auth/totp/enable', access: self, body: TotpEnableBody, perMinute: RATE.adminLogin }),
  totpDisable: postCall({ path: '/admin-api/auth/totp/disable', access: self, body: TotpEnableBody, perMinute: RATE.adminLogin }),
};
