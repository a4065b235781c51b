import type { z } from 'zod';
import {
  adminAuditCalls, adminAuthCalls, adminCatalogueCalls, adminContentCalls, adminLedgerCalls, adminMembersCalls, adminOperatorsCalls,
  adminJobsCalls, adminOrdersCalls, adminOutboxCalls, adminSettingsCalls, adminWalletCalls, makeCallApi, type AdminAnnouncementRow, type AdminCategory,
  type AdminOrder, type AdminMemberRow, type AdminProductRow, type AdminSessionData, type Asset, type AuditRow, type CallData, type CallInput, type JournalEntry,
  type LedgerReport, type Operator, type OperatorRole, type OutboxRow, type Page, type ProductStatus as ProductStatusSchema,
  type SettingRow, type Transport, type WalletRecord,
} from '@onego/contract';
import { storedLang } from './i18n';

// The back office's names for the contract's types (its pages import them from here).
export type MeData = CallData<typeof adminAuthCalls.me>;
export type MemberRow = z.infer<typeof AdminMemberRow>;
export type MemberDetail = CallData<typeof adminMembersCalls.detail>;
export type SessionData = z.infer<typeof AdminSessionData>;
export type AuditEntry = z.infer<typeof AuditRow>;
export type OutboxEntry = z.infer<typeof OutboxRow>;
export type TotpSetup = CallData<typeof adminAuthCalls.totpSetup>;
export type WalletData = CallData<typeof adminWalletCalls.member>;
export type AdjustResult = CallData<typeof adminWalletCalls.adjust>;
export type JobsSummary = CallData<typeof adminJobsCalls.summary>;
export type JobEntry = CallData<typeof adminJobsCalls.list>['list'][number];
export type JobStateName = JobEntry['state'];
export type JournalRow = z.infer<typeof JournalEntry>;
export type Setting = z.infer<typeof SettingRow>;
export type SettingSaved = CallData<typeof adminSettingsCalls.save>;
export type CatCategory = z.infer<typeof AdminCategory>;
export type CatProduct = CallData<typeof adminCatalogueCalls.product>;
export type CatProductRow = z.infer<typeof AdminProductRow>;
export type CatBanner = CallData<typeof adminCatalogueCalls.saveBanner>;
export type Uploaded = CallData<typeof adminCatalogueCalls.upload>;
export type ProductStatus = z.infer<typeof ProductStatusSchema>;
export type Announcement = CallData<typeof adminContentCalls.announcement>;
export type AnnouncementRow = z.infer<typeof AdminAnnouncementRow>;
export type CompanyProfile = CallData<typeof adminContentCalls.company>;
/** What the back office sends to save an announcement (texts per language; publishing is a separate call). */
export type AnnouncementSave = CallInput<typeof adminContentCalls.saveAnnouncement>;
export type OrderRow = z.infer<typeof AdminOrder>;
export type OrderDetail = CallData<typeof adminOrdersCalls.detail>;
/** The back office's order filters: state, order number prefix or member ID, creation dates (YYYY-MM-DD, UTC). */
export type OrderFilters = Omit<CallInput<typeof adminOrdersCalls.list>, 'page' | 'limit'>;
/** What the back office sends to save a product: SKUs with an id are updated, without one added, missing ones removed. */
export type ProductSave = CallInput<typeof adminCatalogueCalls.saveProduct>;
export type { Asset, LedgerReport, Operator, OperatorRole, Page, WalletRecord };

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
async function download(path: string, query: Query, fallbackName: string): Promise<string> {
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

const auth = adminAuthCalls;
const members = adminMembersCalls;
const catalogue = adminCatalogueCalls;
const content = adminContentCalls;
const orders = adminOrdersCalls;

export const api = {
  // A sign-in that needs a second factor answers code 0 with data.totp_required: it is thrown as an ApiError.
  login: (body: CallInput<typeof auth.login>) => callApi(auth.login, body) as Promise<SessionData>,
  logout: () => callApi(auth.logout),
  me: () => callApi(auth.me),
  changePassword: (body: CallInput<typeof auth.password>) => callApi(auth.password, body),
  totpSetup: () => callApi(auth.totpSetup),
  totpEnable: (totp: string) => callApi(auth.totpEnable, { totp }),
  totpDisable: (totp: string) => callApi(auth.totpDisable, { totp }),
  // The pages pass filters and setting keys as plain strings; the server refuses values the contract does not know.
  members: (q: { q?: string; status?: string; page: number; limit: number }) => callApi(members.search, q as CallInput<typeof members.search>),
  member: (member_id: string) => callApi(members.detail, { member_id }),
  memberStatus: (body: CallInput<typeof members.status>) => callApi(members.status, body),
  memberResetPassword: (body: CallInput<typeof members.resetPassword>) => callApi(members.resetPassword, body),
  audit: (q: CallInput<typeof adminAuditCalls.list>) => callApi(adminAuditCalls.list, q),
  outbox: (q: CallInput<typeof adminOutboxCalls.list>) => callApi(adminOutboxCalls.list, q),
  jobsSummary: () => callApi(adminJobsCalls.summary),
  jobs: (q: CallInput<typeof adminJobsCalls.list>) => callApi(adminJobsCalls.list, q),
  retryJob: (id: number) => callApi(adminJobsCalls.retry, { id }),
  discardJob: (id: number) => callApi(adminJobsCalls.discard, { id }),
  operators: () => callApi(adminOperatorsCalls.list),
  createOperator: (body: CallInput<typeof adminOperatorsCalls.create>) => callApi(adminOperatorsCalls.create, body),
  operatorStatus: (body: CallInput<typeof adminOperatorsCalls.status>) => callApi(adminOperatorsCalls.status, body),
  wallet: (member_id: string) => callApi(adminWalletCalls.member, { member_id }),
  walletRecords: (q: CallInput<typeof adminWalletCalls.records>) => callApi(adminWalletCalls.records, q),
  adjust: (body: CallInput<typeof adminWalletCalls.adjust>) => callApi(adminWalletCalls.adjust, body),
  journal: (q: CallInput<typeof adminLedgerCalls.journal>) => callApi(adminLedgerCalls.journal, q),
  verifyLedger: () => callApi(adminLedgerCalls.verify),
  settings: () => callApi(adminSettingsCalls.list),
  saveSetting: (body: { key: string; value: string }) => callApi(adminSettingsCalls.save, body as CallInput<typeof adminSettingsCalls.save>),
  categories: () => callApi(catalogue.categories),
  saveCategory: (body: CallInput<typeof catalogue.saveCategory>) => callApi(catalogue.saveCategory, body),
  deleteCategory: (id: number) => callApi(catalogue.deleteCategory, { id }),
  products: (q: CallInput<typeof catalogue.products>) => callApi(catalogue.products, q),
  product: (id: number) => callApi(catalogue.product, { id }),
  saveProduct: (body: ProductSave) => callApi(catalogue.saveProduct, body),
  shelf: (body: CallInput<typeof catalogue.shelf>) => callApi(catalogue.shelf, body),
  banners: () => callApi(catalogue.banners),
  saveBanner: (body: CallInput<typeof catalogue.saveBanner>) => callApi(catalogue.saveBanner, body),
  orders: (q: OrderFilters & { page: number; limit: number }) => callApi(orders.list, q),
  order: (id: number) => callApi(orders.detail, { id }),
  shipOrder: (body: CallInput<typeof orders.ship>) => callApi(orders.ship, body),
  cancelOrder: (body: CallInput<typeof orders.cancel>) => callApi(orders.cancel, body),
  /** Saves the orders matching the filters as a CSV file; resolves with the file name. */
  exportOrders: (q: OrderFilters) => download(orders.export.path, { ...q }, 'orders.csv'),
  deleteBanner: (id: number) => callApi(catalogue.deleteBanner, { id }),
  announcements: (q: CallInput<typeof content.announcements>) => callApi(content.announcements, q),
  announcement: (id: number) => callApi(content.announcement, { id }),
  saveAnnouncement: (body: AnnouncementSave) => callApi(content.saveAnnouncement, body),
  setPublished: ({ id, published }: { id: number; published: boolean }) => callApi(published ? content.publish : content.unpublish, { id }),
  companyProfile: () => callApi(content.company),
  saveCompanyProfile: (body: CallInput<typeof content.saveCompany>) => callApi(content.saveCompany, body),
  /** A company-profile picture (multipart `file`). */
  uploadContent: (file: Blob) => callApi(content.upload, { file }),
  /** A product or banner picture (multipart `file`): the stored path and its thumbnail. */
  upload: (file: Blob) => callApi(catalogue.upload, { file }),
};

/** The catalogue's languages, zh-TW first: every other language falls back to it. */
export const CAT_LANGS = ['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi', 'id', 'th'] as const;
export const CAT_LANG_NAMES: Record<(typeof CAT_LANGS)[number], string> = {
  'zh-TW': '繁體中文', 'zh-CN': '简体中文', en: 'English', ja: '日本語', ko: '한국어', vi: 'Tiếng Việt', id: 'Bahasa Indonesia', th: 'ไทย',
};
/** Text in the given language, else zh-TW, else any. */
export const pickText = (names: Record<string, string | undefined>, lang: string) =>
  names[lang] || names['zh-TW'] || Object.values(names).find((v) => !!v) || '';
/** Where an uploaded picture's thumbnail lives (beside it, `_thumb` before the extension). */
export const thumbOf = (url: string) => (url ? url.replace(/\.webp$/, '_thumb.webp') : '');

/** Amounts with at most 2 decimals as whole cents, exactly (no floating point); undefined when not such an amount. */
export function toCents(v: string): bigint | undefined {
  const m = /^([+-]?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(v.trim());
  if (!m) return undefined;
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** Whole cents as a 2-decimal string ("-12.50"). */
export function fromCents(c: bigint): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/** 10-digit seconds as local "YYYY-MM-DD HH:mm". */
export function formatTime(s: number | null | undefined): string {
  if (!s) return '—';
  const d = new Date(s * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
