// The back office's transport: the operator's session token, the answer envelope and its failures, and `callApi` over the
// contract's declared calls. Each feature's own calls live in its `calls.ts`.
import { makeCallApi, type Transport } from '@onego/contract';
import { storedLang } from '../i18n';

const TOKEN_KEY = 'onego-admin-token';
export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (t: string | null) => (t ? localStorage.setItem(TOKEN_KEY, t) : localStorage.removeItem(TOKEN_KEY));

/** A failure answer: `code` 0 with the server's translated message, or 303/401 when the session is gone. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly status: number, readonly data: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}

let onSessionEnded: () => void = () => undefined;
/** Called once by the app: what to do when the server says the session has ended. */
export function setSessionEndedHandler(fn: () => void) {
  onSessionEnded = fn;
}

/** Query parameters of a call; empty ones are left out of the URL. */
type Query = Record<string, unknown>;

function urlOf(path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  return `${path}${qs.size ? `?${qs}` : ''}`;
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: storedLang() };
  const token = getToken();
  if (token) headers['admin-token'] = token;
  return headers;
}

/** Reads a JSON envelope; ends the session on 303/401 and throws ApiError unless it is a success. */
async function envelope<T>(res: Response): Promise<T> {
  let env: { code: number; msg: string; data: unknown };
  try {
    env = await res.json();
  } catch {
    throw new ApiError(0, res.statusText || 'Network error', res.status, null);
  }
  if (res.status === 401 || env.code === 303) {
    setToken(null);
    onSessionEnded();
  }
  if (env.code !== 1) throw new ApiError(env.code, env.msg, res.status, env.data);
  return env.data as T;
}

/** The back office's transport of declared calls: the operator's session header and language, JSON or one file. */
const transport: Transport = async ({ method, path, query, body, headers: extra }) => {
  const headers = { ...baseHeaders(), ...extra };
  const form = body instanceof FormData;
  if (method === 'POST' && !form) headers['content-type'] = 'application/json';
  const payload = method !== 'POST' ? undefined : form ? (body as FormData) : JSON.stringify(body ?? {});
  return envelope(await fetch(urlOf(path, query), { method, headers, body: payload }));
};

/** Makes a back-office call declared in the contract: `callApi(adminOrdersCalls.detail, { id })` resolves with its typed `data`. */
export const callApi = makeCallApi(transport);

/**
 * Downloads a file the server makes (a CSV export) with the operator's session header, which a plain link cannot send,
 * and saves it under the server's file name. A failure (no permission, bad filter) answers JSON and is thrown.
 */
export async function download(path: string, query: Query, fallbackName: string): Promise<string> {
  const res = await fetch(urlOf(path, query), { headers: baseHeaders() });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) return envelope<never>(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser reads the object URL when the click is handled; free it afterwards.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
