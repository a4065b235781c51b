import { useState, type ReactNode } from 'react';
import { Image, InfiniteScroll, Skeleton, Swiper } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchBanners, fetchCategories, fetchProducts, fetchRecommended, type Banner } from '../../api/shop';
import { ProductGrid } from '../shop/ProductGrid';

const PAGE_SIZE = 20;

interface Slots {
  /** Shown right under the banners (the home page puts the latest news there). */
  afterBanners?: ReactNode;
  /** Shown before the full product list (the home page puts the company profile there). */
  beforeProducts?: ReactNode;
}

/** The home page's shop: banners, search, categories, recommended and cooperative picks, then every product. */
export function ShopSections({ afterBanners, beforeProducts }: Slots = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language;
  const [category, setCategory] = useState<number | undefined>();

  const banners = useQuery({ queryKey: ['banners', lang], queryFn: fetchBanners });
  const categories = useQuery({ queryKey: ['categories', lang], queryFn: fetchCategories });
  const recommended = useQuery({ queryKey: ['products', 'recommend', lang], queryFn: () => fetchRecommended(6) });
  const cooperative = useQuery({
    queryKey: ['products', 'cooperative', lang],
    queryFn: () => fetchProducts({ cooperative: 1, limit: 6 }),
  });
  const all = useInfiniteQuery({
    queryKey: ['products', 'list', lang, category ?? 0],
    queryFn: ({ pageParam }) => fetchProducts({ category_id: category, page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

  const openBanner = (b: Banner) => {
    if (b.link.startsWith('/')) navigate(b.link);
    else if (/^https?:\/\//.test(b.link)) window.open(b.link, '_blank', 'noopener');
  };

  const products = all.data?.pages.flatMap((p) => p.list) ?? [];
  const bannerList = banners.data ?? [];
  const cooperativeList = cooperative.data?.list ?? [];

  return (
    <>
      <button type="button" data-testid="home-search" className="home-search" onClick={() => navigate('/pages/search')}>
        <SearchOutline aria-hidden="true" />
        <span>{t('shop.searchPlaceholder')}</span>
      </button>

      {bannerList.length ? (
        <div className="home-banner" data-testid="home-banner">
          <Swiper autoplay loop={bannerList.length > 1}>
            {bannerList.map((b) => (
              <Swiper.Item key={b.id} onClick={() => openBanner(b)}>
                <Image src={b.image} alt={t('shop.banner')} fit="cover" className="banner-image" />
              </Swiper.Item>
            ))}
          </Swiper>
        </div>
      ) : null}

      {afterBanners}

      {categories.data?.length ? (
        <nav className="category-chips" aria-label={t('shop.categories')}>
          <button type="button" className={`chip${category === undefined ? ' chip-active' : ''}`}
            data-testid="category-chip-all" onClick={() => setCategory(undefined)}>
            {t('shop.allCategories')}
          </button>
          {categories.data.map((c) => (
            <button key={c.id} type="button" className={`chip${category === c.id ? ' chip-active' : ''}`}
              data-testid={`category-chip-${c.id}`} aria-pressed={category === c.id}
              onClick={() => setCategory(category === c.id ? undefined : c.id)}>
              {c.name}
            </button>
          ))}
        </nav>
      ) : null}

      {recommended.data?.length ? (
        <section className="shop-section" aria-label={t('shop.recommended')}>
          <h2 className="section-title">{t('shop.recommended')}</h2>
          <ProductGrid products={recommended.data} />
        </section>
      ) : null}

      {cooperativeList.length ? (
        <section className="shop-section" aria-label={t('shop.cooperative')}>
          <h2 className="section-title">{t('shop.cooperative')}</h2>
          <ProductGrid products={cooperativeList} />
        </section>
      ) : null}

      {beforeProducts}

      <section className="shop-section" aria-label={t('shop.allProducts')}>
        <h2 className="section-title">{t('shop.allProducts')}</h2>
        {all.isPending ? <Skeleton.Paragraph lineCount={4} animated /> : null}
        {all.data && !products.length ? <p className="muted">{t('shop.noProducts')}</p> : null}
        <ProductGrid products={products} />
        {all.data ? (
          <InfiniteScroll hasMore={!!all.hasNextPage && !all.isError}
            loadMore={async () => { await all.fetchNextPage(); }}>
            {all.hasNextPage ? t('common.loading') : products.length ? t('shop.noMore') : ''}
          </InfiniteScroll>
        ) : null}
      </section>
    </>
  );
}
