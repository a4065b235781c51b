import type { Envelope, Transport } from '@onego/contract';
import { makeCallApi, ResultCode } from '@onego/contract';
import { store } from '../app/store';
import { showToast } from '../components/toast';
import { i18n } from '../i18n';
import { storedLanguage } from '../i18n/language';
import { takeEarlyRead } from '../app/earlyReads';

export const API_BASE = '/api';
export const TIMEOUT_MS = 60_000;

/** A business failure (body code 0 and friends): `message` is the server's text, already translated. */
export class ApiError extends Error {
  constructor(message: string, readonly code: number, readonly data: unknown = null) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The spec wants these calls to stay pending forever: the page is about to change anyway. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

function networkError(): Error {
  const message = i18n.t('common.networkError');
  showToast({ content: message });
  return new Error(message);
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Extra headers, e.g. `Idempotency-Key` on money-moving calls. */
  headers?: Record<string, string>;
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) params.set(k, String(v));
  const url = `${API_BASE}${path}${params.size ? `?${params}` : ''}`;

  const headers: Record<string, string> = { ...opts.headers, lang: storedLanguage() };
  const token = localStorage.getItem('token');
  if (token) headers.token = token;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = '{}';
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let res: Response;
  let json: Envelope<T> | null = null;
  try {
    // The start page's first reads may be on their way already (app/earlyReads.ts); a failed one is asked for again.
    const ask = () => fetch(url, { method, headers, body, signal: controller.signal });
    const early = method === 'GET' ? takeEarlyRead(url, headers) : undefined;
    res = await (early ? early.catch(ask) : ask());
    json = (await res.json().catch(() => null)) as Envelope<T> | null;
  } catch {
    throw networkError();
  } finally {
    clearTimeout(timer);
  }

  if (res.status === 401 || res.status === 404 || res.status === 419) {
    store.clearSession();
    return never();
  }
  if (!json || typeof json.code !== 'number') throw networkError();
  if (json.code === ResultCode.SESSION_ENDED) {
    if (json.msg) showToast({ content: json.msg });
    store.clearSession();
    return never();
  }
  if (json.code !== ResultCode.OK) throw new ApiError(json.msg || i18n.t('common.failed'), json.code, json.data);
  return json;
}

/** The member app's transport of declared calls: the path below /api, the session, language, toasts and 401 handling of `request`. */
const transport: Transport = async ({ method, path, query, body, headers }) =>
  (await request<unknown>(path.slice(API_BASE.length), { method, query: query as RequestOptions['query'], body, headers })).data;

/** Makes a call declared in the contract: `callApi(orderCalls.detail, { id })` resolves with its typed `data`. */
export const callApi = makeCallApi(transport);

/** Query retry rule: a refusal from the server ("not found") will not change on a second try; a network failure may. */
export const retryNetworkOnly = (count: number, error: Error) => !(error instanceof ApiError) && count < 1;

/** Shows a failed call's message; callers use it in mutation `onError`. */
export function toastError(e: unknown): void {
  const content = e instanceof Error && e.message ? e.message : i18n.t('common.failed');
  showToast({ content });
}
