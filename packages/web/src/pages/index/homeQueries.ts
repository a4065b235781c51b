import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { contentKeys, fetchAnnouncements, fetchCompanyProfile } from '../../api/content';
import { fetchBanners, fetchCategories, fetchProducts, fetchRecommended } from '../../api/shop';

// Home's reads as query options: its sections use them, and the app asks for them as it starts (prefetchHome), so the
// answers are on their way while Home's code still loads. Names come in the interface language: every key carries it.

/** How many recommended and partner products Home shows, how many products a page of the full list has, how many news. */
export const HOME_PICKS = 6;
export const HOME_PAGE_SIZE = 20;
export const HOME_NEWS = 3;

/** Enabled banners. */
export const bannersQuery = (lang: string) => queryOptions({ queryKey: ['banners', lang], queryFn: fetchBanners });

/** Enabled categories. */
export const categoriesQuery = (lang: string) => queryOptions({ queryKey: ['categories', lang], queryFn: fetchCategories });

/** Recommended products (the first `limit`). */
export const recommendedQuery = (lang: string, limit: number) =>
  queryOptions({ queryKey: ['products', 'recommend', lang, limit], queryFn: () => fetchRecommended(limit) });

/** Partner (cooperative) products (the first `limit`). */
export const cooperativeQuery = (lang: string, limit: number) =>
  queryOptions({ queryKey: ['products', 'cooperative', lang, limit], queryFn: async () => (await fetchProducts({ cooperative: 1, limit })).list });

/** Every product (optionally of one category), page by page. */
export const allProductsQuery = (lang: string, category: number | undefined, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', lang, category ?? 0, pageSize],
    queryFn: ({ pageParam }) => fetchProducts({ category_id: category, page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** The newest announcements (pinned first). */
export const latestNewsQuery = (lang: string, limit: number) =>
  queryOptions({ queryKey: contentKeys.latest(lang, limit), queryFn: () => fetchAnnouncements(1, limit) });

/** The company profile. */
export const companyProfileQuery = (lang: string) =>
  queryOptions({ queryKey: contentKeys.company(lang), queryFn: fetchCompanyProfile, staleTime: 5 * 60_000 });

/** Key prefixes of the reads of Home's first screen (banners, news, categories, the member's and recommended picks). */
export const HOME_TOP_READS = [['banners'], ['content', 'announcements', 'latest'], ['categories'], ['products', 'recommend'], ['products', 'personal']] as const;
/** Key prefixes of the reads of the rest of Home, asked for once the first screen shows. */
export const HOME_REST_READS = [['products', 'cooperative'], ['content', 'company'], ['products', 'list']] as const;

/**
 * Asks for what Home's first screen shows (what a first visit waits for before its largest paint), and for the first
 * banner's picture as soon as its address is known. The rest of Home asks for its reads once that screen shows, so
 * they do not compete with it. Failures are left to the sections, which ask again.
 */
export function prefetchHome(client: QueryClient, lang: string): void {
  void client.prefetchQuery(bannersQuery(lang)).then(() => {
    const first = client.getQueryData(bannersQuery(lang).queryKey)?.[0];
    if (first) preloadPicture(first.image);
  });
  void client.prefetchQuery(latestNewsQuery(lang, HOME_NEWS));
  void client.prefetchQuery(categoriesQuery(lang));
  void client.prefetchQuery(recommendedQuery(lang, HOME_PICKS));
}

/** Starts downloading a picture the page is about to show largest, ahead of everything else. */
export function preloadPicture(src: string): void {
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
}
