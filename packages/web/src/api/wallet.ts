import {
  accountCalls, fundConsolidationCalls, transferCalls, type Asset, type CallData, type CallInput, type FrozenRecord, type RECORD_TYPES,
  type RelatedAccount, type WalletRecord,
} from '@onego/contract';
import type { z } from 'zod';
import { callApi } from './client';

export type { FrozenRecord, WalletRecord };
export type RecordType = (typeof RECORD_TYPES)[number];
export type BalancePage = CallData<typeof accountCalls.balance>;
export type ShopCoinsPage = CallData<typeof accountCalls.shopCoins>;
export type IntegralPage = CallData<typeof accountCalls.integral>;
export type Quote = CallData<typeof transferCalls.quote>;
export type TransferResult = CallData<typeof transferCalls.transfer>;
export type ConsolidateResult = CallData<typeof fundConsolidationCalls.consolidate>;
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

export async function fetchRecords(asset: Asset, q: { type?: RecordType; page?: number; limit?: number }): Promise<RecordsPage> {
  const query = { type: q.type, page: q.page ?? 1, limit: q.limit ?? 20 };
  if (asset === 'balance') {
    const d = await callApi(accountCalls.balance, query);
    return { ...d, amount: d.balance };
  }
  if (asset === 'shop_coins') {
    const d = await callApi(accountCalls.shopCoins, query);
    return { ...d, amount: d.shop_coins };
  }
  const d = await callApi(accountCalls.integral, query);
  return { ...d, amount: d.integral };
}

export const fetchQuote = (amount: string) => callApi(transferCalls.quote, { amount });

/** The recipient's nickname, or a refusal (ApiError) saying why that member ID cannot receive. */
export const fetchRecipient = (memberId: string) => callApi(transferCalls.recipient, { member_id: memberId });
export type Recipient = CallData<typeof transferCalls.recipient>;

export const transfer = (body: CallInput<typeof transferCalls.transfer>, idempotencyKey: string) =>
  callApi(transferCalls.transfer, body, { idempotencyKey });

export const fetchRelatedAccounts = async (): Promise<Related[]> => (await callApi(accountCalls.relatedAccounts)).list;

export const createSubAccount = (body: CallInput<typeof accountCalls.createSubAccount>) => callApi(accountCalls.createSubAccount, body);

export const switchAccount = (memberId: string) => callApi(accountCalls.switchAccount, { member_id: memberId });

export const consolidate = (payPassword: string, idempotencyKey: string) =>
  callApi(fundConsolidationCalls.consolidate, { pay_password: payPassword }, { idempotencyKey });
