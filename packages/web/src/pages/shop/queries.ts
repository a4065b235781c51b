import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { fetchPersonalRecommend, fetchProductDetail } from '../../api/shop';
import { useAppStore } from '../../app/store';
import { allProductsQuery, bannersQuery, categoriesQuery, cooperativeQuery, recommendedQuery } from '../index/homeQueries';

// The shop's reads, shared by the mobile and desktop pages so both cache (and refresh) the same data.
// Names come in the interface language, so every key carries it.

/** Enabled banners. */
export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(i18n.language));
}

/** Enabled categories. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery(categoriesQuery(i18n.language));
}

/** Recommended products (the first `limit`). */
export function useRecommended(limit: number) {
  const { i18n } = useTranslation();
  return useQuery(recommendedQuery(i18n.language, limit));
}

/** Partner (cooperative) products (the first `limit`). */
export function useCooperative(limit: number) {
  const { i18n } = useTranslation();
  return useQuery(cooperativeQuery(i18n.language, limit));
}

/** Personal picks of the signed-in member; off for guests. Keyed by member so switching accounts never shows another's. */
export function usePersonalRecommend(limit: number) {
  const { i18n } = useTranslation();
  const memberId = useAppStore((s) => (s.token ? s.userInfo?.member_id ?? 'member' : null));
  return useQuery({
    queryKey: ['products', 'personal', i18n.language, memberId, limit],
    queryFn: () => fetchPersonalRecommend({ limit }),
    enabled: memberId !== null,
    // Paying an order or changing the cart changes the picks: read them again whenever the home is shown.
    staleTime: 0,
  });
}

/** Every product (optionally of one category), page by page. */
export function useAllProducts(category: number | undefined, pageSize: number) {
  const { i18n } = useTranslation();
  return useInfiniteQuery(allProductsQuery(i18n.language, category, pageSize));
}

/** One product's details (a valid id: a positive integer). */
export const productDetailQuery = (lang: string, id: number) =>
  queryOptions({ queryKey: ['product', lang, id], queryFn: () => fetchProductDetail(id) });

/** One product's details from the page's `id` query value; `valid` is false for a missing or malformed id. */
export function useProductDetail(rawId: string | null) {
  const { i18n } = useTranslation();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...productDetailQuery(i18n.language, id), enabled: valid });
  return { id, valid, query };
}
