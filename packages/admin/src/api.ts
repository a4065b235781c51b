import type { z } from 'zod';
import type {
  AdminAnnouncement, AdminAnnouncementRow, AdminCompanyProfile, ContentUploadData,
  AdminBanner, AdminCategory, AdminOrder, AdminOrderDetail, AdminProduct, AdminProductRow, CatalogueUploadData,
  AdminAdjustData, AdminMeData, AdminMemberDetail, AdminMemberRow, AdminSessionData, AdminWalletData, Asset, AuditRow, JournalEntry,
  JobRow, JobStateName, JobSummary, LedgerReport, Operator, OperatorRole, OutboxRow, Page, SettingRow, SettingWriteData, TotpSetupData, WalletRecord,
} from '@onego/contract';
import { storedLang } from './i18n';

export type MeData = z.infer<typeof AdminMeData>;
export type MemberRow = z.infer<typeof AdminMemberRow>;
export type MemberDetail = z.infer<typeof AdminMemberDetail>;
export type SessionData = z.infer<typeof AdminSessionData>;
export type AuditEntry = z.infer<typeof AuditRow>;
export type OutboxEntry = z.infer<typeof OutboxRow>;
export type JobEntry = z.infer<typeof JobRow>;
export type JobsSummary = z.infer<typeof JobSummary>;
export type { JobStateName };
export type TotpSetup = z.infer<typeof TotpSetupData>;
export type WalletData = z.infer<typeof AdminWalletData>;
export type AdjustResult = z.infer<typeof AdminAdjustData>;
export type JournalRow = z.infer<typeof JournalEntry>;
export type Setting = z.infer<typeof SettingRow>;
export type SettingSaved = z.infer<typeof SettingWriteData>;
export type CatCategory = z.infer<typeof AdminCategory>;
export type CatProduct = z.infer<typeof AdminProduct>;
export type CatProductRow = z.infer<typeof AdminProductRow>;
export type CatBanner = z.infer<typeof AdminBanner>;
export type Uploaded = z.infer<typeof CatalogueUploadData>;
export type ProductStatus = 'on_shelf' | 'off_shelf';
export type Announcement = z.infer<typeof AdminAnnouncement>;
export type AnnouncementRow = z.infer<typeof AdminAnnouncementRow>;
export type CompanyProfile = z.infer<typeof AdminCompanyProfile>;
/** What the back office sends to save an announcement (texts per language; publishing is a separate call). */
export interface AnnouncementSave { id?: number; titles: Record<string, string>; contents: Record<string, string>; pinned: boolean }
export type OrderRow = z.infer<typeof AdminOrder>;
export type OrderDetail = z.infer<typeof AdminOrderDetail>;
/** The back office's order filters: state, order number prefix or member ID, creation dates (YYYY-MM-DD, UTC). */
export interface OrderFilters { status?: string; q?: string; from?: string; to?: string }
/** What the back office sends to save a product: SKUs with an id are updated, without one added, missing ones removed. */
export interface ProductSave {
  id?: number; category_id: number; names: Record<string, string>; descriptions: Record<string, string>; status: ProductStatus;
  presale: boolean; recommended: boolean; cooperative: boolean; bv_rate: string; cover: string; images: string[]; sort: number;
  skus: Array<{ id?: number; spec_names: Record<string, string>; price: string; stock: number; sort: number }>;
}
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

type Query = Record<string, string | number | undefined | null>;

function urlOf(path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  return `/admin-api${path}${qs.size ? `?${qs}` : ''}`;
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

async function request<T>(method: 'GET' | 'POST', path: string, opts: { query?: Query; body?: unknown } = {}): Promise<T> {
  const headers = baseHeaders();
  const form = opts.body instanceof FormData;
  if (method === 'POST' && !form) headers['content-type'] = 'application/json';
  const body = method !== 'POST' ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body ?? {});
  return envelope<T>(await fetch(urlOf(path, opts.query), { method, headers, body }));
}

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

export const api = {
  login: (body: { username: string; password: string; totp?: string }) => request<SessionData>('POST', '/auth/login', { body }),
  logout: () => request<null>('POST', '/auth/logout'),
  me: () => request<MeData>('GET', '/auth/me'),
  changePassword: (body: { old_password: string; new_password: string }) => request<null>('POST', '/auth/password', { body }),
  totpSetup: () => request<TotpSetup>('POST', '/auth/totp/setup'),
  totpEnable: (totp: string) => request<null>('POST', '/auth/totp/enable', { body: { totp } }),
  totpDisable: (totp: string) => request<null>('POST', '/auth/totp/disable', { body: { totp } }),
  members: (q: { q?: string; status?: string; page: number; limit: number }) => request<Page<MemberRow>>('GET', '/members', { query: q }),
  member: (member_id: string) => request<MemberDetail>('GET', '/members/detail', { query: { member_id } }),
  memberStatus: (body: { member_id: string; status: 'active' | 'disabled'; reason: string }) => request<null>('POST', '/members/status', { body }),
  memberResetPassword: (body: { member_id: string; new_password: string }) => request<null>('POST', '/members/resetPassword', { body }),
  audit: (q: { operator?: string; action?: string; target?: string; page: number; limit: number }) => request<Page<AuditEntry>>('GET', '/audit', { query: q }),
  outbox: (q: { page: number; limit: number }) => request<Page<OutboxEntry>>('GET', '/outbox', { query: q }),
  jobsSummary: () => request<JobsSummary>('GET', '/jobs/summary'),
  jobs: (q: { state?: JobStateName; name?: string; page: number; limit: number }) => request<Page<JobEntry>>('GET', '/jobs', { query: q }),
  retryJob: (id: number) => request<null>('POST', '/jobs/retry', { body: { id } }),
  discardJob: (id: number) => request<null>('POST', '/jobs/discard', { body: { id } }),
  operators: () => request<{ list: Operator[] }>('GET', '/operators'),
  createOperator: (body: { username: string; password: string; role: OperatorRole }) => request<Operator>('POST', '/operators/create', { body }),
  operatorStatus: (body: { id: number; status: 'active' | 'disabled' }) => request<Operator>('POST', '/operators/status', { body }),
  wallet: (member_id: string) => request<WalletData>('GET', '/wallet/member', { query: { member_id } }),
  walletRecords: (q: { member_id: string; asset: Asset; type?: string; page: number; limit: number }) =>
    request<Page<WalletRecord>>('GET', '/wallet/records', { query: q }),
  adjust: (body: { member_id: string; asset: Asset; amount: string; reason: string }) => request<AdjustResult>('POST', '/wallet/adjust', { body }),
  journal: (q: { member_id?: string; kind?: string; from?: string; to?: string; page: number; limit: number }) =>
    request<Page<JournalRow>>('GET', '/ledger/journal', { query: q }),
  verifyLedger: () => request<LedgerReport>('POST', '/ledger/verify'),
  settings: () => request<{ list: Setting[] }>('GET', '/settings'),
  saveSetting: (body: { key: string; value: string }) => request<SettingSaved>('POST', '/settings', { body }),
  categories: () => request<{ list: CatCategory[] }>('GET', '/catalogue/categories'),
  saveCategory: (body: { id?: number; names: Record<string, string>; sort: number; enabled: boolean }) =>
    request<{ id: number }>('POST', '/catalogue/categories/save', { body }),
  deleteCategory: (id: number) => request<null>('POST', '/catalogue/categories/delete', { body: { id } }),
  products: (q: { category_id?: number; status?: string; keyword?: string; page: number; limit: number }) =>
    request<Page<CatProductRow>>('GET', '/catalogue/products', { query: q }),
  product: (id: number) => request<CatProduct>('GET', '/catalogue/products/detail', { query: { id } }),
  saveProduct: (body: ProductSave) => request<CatProduct>('POST', '/catalogue/products/save', { body }),
  shelf: (body: { id: number; status: ProductStatus }) => request<{ id: number; status: ProductStatus }>('POST', '/catalogue/products/shelf', { body }),
  banners: () => request<{ list: CatBanner[] }>('GET', '/catalogue/banners'),
  saveBanner: (body: { id?: number; image: string; link: string; sort: number; enabled: boolean }) =>
    request<CatBanner>('POST', '/catalogue/banners/save', { body }),
  orders: (q: OrderFilters & { page: number; limit: number }) => request<Page<OrderRow>>('GET', '/orders', { query: { ...q } }),
  order: (id: number) => request<OrderDetail>('GET', '/orders/detail', { query: { id } }),
  shipOrder: (body: { order_id: number; carrier: string; tracking_no: string }) => request<OrderDetail>('POST', '/orders/ship', { body }),
  cancelOrder: (body: { order_id: number; reason: string }) => request<OrderDetail>('POST', '/orders/cancel', { body }),
  /** Saves the orders matching the filters as a CSV file; resolves with the file name. */
  exportOrders: (q: OrderFilters) => download('/orders/export', { ...q }, 'orders.csv'),
  deleteBanner: (id: number) => request<null>('POST', '/catalogue/banners/delete', { body: { id } }),
  announcements: (q: { state?: 'published' | 'draft'; keyword?: string; page: number; limit: number }) =>
    request<Page<AnnouncementRow>>('GET', '/content/announcements', { query: q }),
  announcement: (id: number) => request<Announcement>('GET', '/content/announcements/detail', { query: { id } }),
  saveAnnouncement: (body: AnnouncementSave) => request<Announcement>('POST', '/content/announcements/save', { body }),
  setPublished: ({ id, published }: { id: number; published: boolean }) =>
    request<Announcement>('POST', published ? '/content/announcements/publish' : '/content/announcements/unpublish', { body: { id } }),
  companyProfile: () => request<CompanyProfile>('GET', '/content/company'),
  saveCompanyProfile: (body: { titles: Record<string, string>; contents: Record<string, string>; image: string }) =>
    request<CompanyProfile>('POST', '/content/company/save', { body }),
  /** A company-profile picture (multipart `file`). */
  uploadContent: (file: Blob) => {
    const body = new FormData();
    body.append('file', file);
    return request<z.infer<typeof ContentUploadData>>('POST', '/content/upload', { body });
  },
  /** A product or banner picture (multipart `file`): the stored path and its thumbnail. */
  upload: (file: Blob) => {
    const body = new FormData();
    body.append('file', file);
    return request<Uploaded>('POST', '/catalogue/upload', { body });
  },
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
