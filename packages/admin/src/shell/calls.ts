// The operator's own session: sign-in, sign-out and who is signed in (used by the shell).
import type { z } from 'zod';
import { adminAuthCalls as auth, type AdminSessionData, type CallInput } from '@onego/contract';
import { callApi } from '../kit/apiClient';

export type SessionData = z.infer<typeof AdminSessionData>;

export const sessionApi = {
  // A sign-in that needs a second factor answers code 0 with data.totp_required: it is thrown as an ApiError.
  login: (body: CallInput<typeof auth.login>) => callApi(auth.login, body) as Promise<SessionData>,
  logout: () => callApi(auth.logout),
  me: () => callApi(auth.me),
};
