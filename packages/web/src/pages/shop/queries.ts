import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fetchBanners, fetchCategories, fetchPersonalRecommend, fetchProductDetail, fetchProducts, fetchRecommended,
} from '../../api/shop';
import { useAppStore } from '../../app/store';

// The shop's reads, shared by the mobile and desktop pages so both cache (and refresh) the same data.
// Names come in the interface language, so every key carries it.

/** Enabled banners. */
export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['banners', i18n.language], queryFn: fetchBanners });
}

/** Enabled categories. */
export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['categories', i18n.language], queryFn: fetchCategories });
}

/** Recommended products (the first `limit`). */
export function useRecommended(limit: number) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['products', 'recommend', i18n.language, limit], queryFn: () => fetchRecommended(limit) });
}

/** Partner (cooperative) products (the first `limit`). */
export function useCooperative(limit: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['products', 'cooperative', i18n.language, limit],
    queryFn: async () => (await fetchProducts({ cooperative: 1, limit })).list,
  });
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
  return useInfiniteQuery({
    queryKey: ['products', 'list', i18n.language, category ?? 0, pageSize],
    queryFn: ({ pageParam }) => fetchProducts({ category_id: category, page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** One product's details from the page's `id` query value; `valid` is false for a missing or malformed id. */
export function useProductDetail(rawId: string | null) {
  const { i18n } = useTranslation();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ queryKey: ['product', i18n.language, id], queryFn: () => fetchProductDetail(id), enabled: valid });
  return { id, valid, query };
}
