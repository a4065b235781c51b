import { useSyncExternalStore } from 'react';
import {
  adminApplicationCalls, adminAuthCalls, adminFeedbackCalls, adminKycCalls, adminWithdrawalsCalls, makeCallApi, ResultCode,
  type CallData, type Envelope, type Transport,
} from '@onego/contract';
import { i18n } from '../i18n';
import { storedLanguage } from '../i18n/language';
import { ApiError } from './client';

/**
 * The operator's session on the administrator page, under its own key: never the member's `token`, and never sent as
 * it (the back office's calls read the `admin-token` header only). Signing out of either leaves the other alone.
 */
export const OPERATOR_TOKEN_KEY = 'operator_token';

const listeners = new Set<() => void>();
const readToken = () => localStorage.getItem(OPERATOR_TOKEN_KEY);

/** Keeps (or, with null, forgets) the operator's token and tells the page. */
export function setOperatorToken(token: string | null): void {
  if (token) localStorage.setItem(OPERATOR_TOKEN_KEY, token);
  else localStorage.removeItem(OPERATOR_TOKEN_KEY);
  listeners.forEach((l) => l());
}

/** The operator's token, re-rendering when it changes (sign-in, sign-out, a session the server ended). */
export function useOperatorToken(): string | null {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, readToken);
}

/**
 * The transport of back-office calls from the member app: the full `/admin-api/…` path, the operator's token in
 * `admin-token`, the member app's language. An ended or unknown operator session forgets the token (the page then
 * offers the sign-in again); the member's session is not touched.
 */
const transport: Transport = async ({ method, path, query, body, headers: extra }) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const headers: Record<string, string> = { ...extra, lang: storedLanguage() };
  const token = readToken();
  if (token) headers['admin-token'] = token;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  let res: Response;
  let json: Envelope<unknown> | null;
  try {
    res = await fetch(`${path}${params.size ? `?${params}` : ''}`, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined });
    json = (await res.json().catch(() => null)) as Envelope<unknown> | null;
  } catch {
    throw new Error(i18n.t('common.networkError'));
  }
  if (res.status === 401 || json?.code === ResultCode.SESSION_ENDED) {
    setOperatorToken(null);
    throw new ApiError(json?.msg || i18n.t('administrator.sessionEnded'), json?.code ?? 0);
  }
  if (res.status === 403) throw new ApiError(i18n.t('administrator.notAllowed'), 0);
  if (!json || typeof json.code !== 'number') throw new Error(i18n.t('common.networkError'));
  if (json.code !== ResultCode.OK) throw new ApiError(json.msg || i18n.t('common.failed'), json.code, json.data);
  return json.data;
};

/** Makes a back-office call declared in the contract with the operator's session. */
export const operatorCall = makeCallApi(transport);

export type OperatorMe = CallData<typeof adminAuthCalls.me>;
export type QueueWithdrawal = CallData<typeof adminWithdrawalsCalls.list>['list'][number];
export type QueueKyc = CallData<typeof adminKycCalls.list>['list'][number];
export type QueueFeedback = CallData<typeof adminFeedbackCalls.list>['list'][number];
export type QueueApplication = CallData<typeof adminApplicationCalls.list>['list'][number];

/** How many of each queue the page shows at once: the oldest first, as the back office reviews them. */
const QUEUE_LIMIT = 20;

export const operatorApi = {
  /** A sign-in that needs the authenticator code answers code 0 with `totp_required`: thrown as an ApiError with that data. */
  login: (body: { username: string; password: string; totp?: string }) => operatorCall(adminAuthCalls.login, body),
  me: () => operatorCall(adminAuthCalls.me),
  logout: () => operatorCall(adminAuthCalls.logout),
  withdrawals: () => operatorCall(adminWithdrawalsCalls.list, { status: 'pending_review', page: 1, limit: QUEUE_LIMIT }),
  approveWithdrawal: (id: number, totp: string) => operatorCall(adminWithdrawalsCalls.approve, { ids: [id], totp }),
  rejectWithdrawal: (id: number, reason: string) => operatorCall(adminWithdrawalsCalls.reject, { ids: [id], reason }),
  kyc: () => operatorCall(adminKycCalls.list, { status: 'pending', page: 1, limit: QUEUE_LIMIT }),
  approveKyc: (id: number) => operatorCall(adminKycCalls.approve, { id }),
  rejectKyc: (id: number, reason: string) => operatorCall(adminKycCalls.reject, { id, reason }),
  feedback: () => operatorCall(adminFeedbackCalls.list, { status: 'pending', page: 1, limit: QUEUE_LIMIT }),
  replyFeedback: (id: number, reply: string) => operatorCall(adminFeedbackCalls.reply, { id, reply }),
  applications: () => operatorCall(adminApplicationCalls.list, { status: 'pending', page: 1, limit: QUEUE_LIMIT }),
  approveApplication: (id: number) => operatorCall(adminApplicationCalls.approve, { id }),
  rejectApplication: (id: number, reason: string) => operatorCall(adminApplicationCalls.reject, { id, reason }),
};
