import type {
  Asset, BalanceData, ConsolidateData, FrozenRecord, IntegralData, RECORD_TYPES, RelatedAccount, SessionData, ShopCoinsData,
  TransferData, TransferQuote, UserInfo, WalletRecord,
} from '@onego/contract';
import type { z } from 'zod';
import { get, post } from './client';

export type { FrozenRecord, WalletRecord };
export type RecordType = (typeof RECORD_TYPES)[number];
export type BalancePage = z.infer<typeof BalanceData>;
export type ShopCoinsPage = z.infer<typeof ShopCoinsData>;
export type IntegralPage = z.infer<typeof IntegralData>;
export type Quote = z.infer<typeof TransferQuote>;
export type TransferResult = z.infer<typeof TransferData>;
export type ConsolidateResult = z.infer<typeof ConsolidateData>;
export type Related = z.infer<typeof RelatedAccount>;

/** One page of an asset's records with that asset's amount(s), whichever endpoint it came from. */
export interface RecordsPage {
  amount: string;
  balance_held?: string;
  balance_available?: string;
  list: WalletRecord[];
  /** Open reservations on the asset (the same on every page). */
  frozen?: FrozenRecord[];
  total: number;
  page: number;
  limit: number;
}

const PATHS: Record<Asset, string> = { balance: '/account/balance', shop_coins: '/account/shopCoins', integral: '/account/integral' };

export async function fetchRecords(asset: Asset, q: { type?: RecordType; page?: number; limit?: number }): Promise<RecordsPage> {
  const query = { type: q.type, page: q.page ?? 1, limit: q.limit ?? 20 };
  if (asset === 'balance') {
    const d = await get<BalancePage>(PATHS.balance, query);
    return { ...d, amount: d.balance };
  }
  if (asset === 'shop_coins') {
    const d = await get<ShopCoinsPage>(PATHS.shop_coins, query);
    return { ...d, amount: d.shop_coins };
  }
  const d = await get<IntegralPage>(PATHS.integral, query);
  return { ...d, amount: d.integral };
}

export const fetchQuote = (amount: string) => get<Quote>('/transfer/quote', { amount });

export const transfer = (body: { to_member_id: string; amount: string; pay_password: string }, idempotencyKey: string) =>
  post<TransferResult>('/transfer/transfer', body, { 'Idempotency-Key': idempotencyKey });

export const fetchRelatedAccounts = async (): Promise<Related[]> =>
  (await get<{ list: Related[] }>('/account/relatedAccounts')).list;

export const createSubAccount = (body: { node_code: string; nickname?: string }) =>
  post<UserInfo>('/account/createSubAccount', body);

export const switchAccount = (memberId: string) => post<SessionData>('/account/switchAccount', { member_id: memberId });

export const consolidate = (payPassword: string, idempotencyKey: string) =>
  post<ConsolidateResult>('/fundConsolidation/consolidate', { pay_password: payPassword }, { 'Idempotency-Key': idempotencyKey });
