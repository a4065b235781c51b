import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchConfig, fetchCountries } from '../api/ajax';
import { fetchInvite, fetchUserInfo } from '../api/user';
import { fetchRecords, fetchRelatedAccounts, type RecordType } from '../api/wallet';
import type { Asset } from '@onego/contract';
import { store, useAppStore } from './store';
import { useTranslation } from '../i18n/useTranslation';

export const qk = {
  userInfo: ['userInfo'] as const,
  /** The site's settings: some texts in them (service hours) come in the reader's language. */
  config: (lang: string) => ['config', lang] as const,
  invite: ['invite'] as const,
  /** Today's check-in: done or not (the day changes under a page left open, so it is re-read on focus). */
  checkIn: ['checkIn'] as const,
  countries: (lang: string) => ['countries', lang] as const,
  /** Everything money: amounts, records, quotes, related accounts. Invalidated after any money movement. */
  wallet: ['wallet'] as const,
  amounts: (asset: Asset) => ['wallet', 'amounts', asset] as const,
  records: (asset: Asset, type: RecordType | '') => ['wallet', 'records', asset, type] as const,
  quote: (amount: string) => ['wallet', 'quote', amount] as const,
  related: ['wallet', 'related'] as const,
  /** A transfer recipient looked up by member ID (not money: outside `wallet`, so transfers do not re-read it). */
  recipient: (memberId: string) => ['recipient', memberId] as const,
};

/**
 * Money changes from outside the app too (incoming transfers, operator adjustments, deposits, bonuses): amounts and
 * records are re-read every time a screen shows them and when the window regains focus.
 */
export const MONEY_FRESHNESS = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** The member's profile; mirrored into the store so a reload shows it before the network answers. */
export function useUserInfo() {
  const token = useAppStore((s) => s.token);
  const cached = useAppStore((s) => s.userInfo);
  const query = useQuery({
    queryKey: [...qk.userInfo, token],
    queryFn: fetchUserInfo,
    enabled: Boolean(token),
    initialData: cached ?? undefined,
    initialDataUpdatedAt: 0,
  });
  useEffect(() => {
    if (query.data && token) store.setUserInfo(query.data);
  }, [query.data, token]);
  return query;
}

export function useSiteConfig() {
  const { i18n } = useTranslation();
  const cached = useAppStore((s) => s.config);
  const query = useQuery({
    queryKey: qk.config(i18n.language),
    queryFn: fetchConfig,
    initialData: cached ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data) store.setConfig(query.data);
  }, [query.data]);
  return query;
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: qk.countries(i18n.language), queryFn: fetchCountries, staleTime: 60 * 60_000 });
}

export function useInvite(enabled: boolean) {
  return useQuery({ queryKey: qk.invite, queryFn: fetchInvite, enabled });
}

/** An asset's amount(s): the first record page with one line is the cheapest way to read them. */
export function useAmounts(asset: Asset, enabled = true) {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: [...qk.amounts(asset), token],
    queryFn: () => fetchRecords(asset, { page: 1, limit: 1 }),
    enabled: enabled && Boolean(token),
    ...MONEY_FRESHNESS,
  });
}

export function useRelatedAccounts() {
  const token = useAppStore((s) => s.token);
  return useQuery({ queryKey: [...qk.related, token], queryFn: fetchRelatedAccounts, enabled: Boolean(token), ...MONEY_FRESHNESS });
}
