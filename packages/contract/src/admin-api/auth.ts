import { z } from 'zod';
import { getCall, postCall, RATE } from '../call.js';
import { AdminLoginBody, AdminMeData, AdminPasswordBody, AdminSessionData, TotpEnableBody, TotpRequiredData, TotpSetupData } from '../api/admin.js';

const self = { operator: 'self' } as const;

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
