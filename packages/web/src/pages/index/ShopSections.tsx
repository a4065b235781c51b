import { useState, type ReactNode } from 'react';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { BannerSwiper } from '../shop/BannerSwiper';
import { CategoryChips } from '../shop/CategoryChips';
import { ProductGrid } from '../shop/ProductGrid';
import { useAllProducts, useCooperative, useRecommended } from '../shop/queries';
import { ForYou } from './ForYou';
import { HOME_PAGE_SIZE, HOME_PICKS, HOME_REST_READS, HOME_TOP_READS } from './homeQueries';
import { MountWhenNear } from '../../components/MountWhenNear';
import { RevealWhenSettled } from '../../components/RevealWhenSettled';
import { PageSkeleton } from '../../components/States';

interface Slots {
  /** Shown right under the banners (the home page puts the latest news there). */
  afterBanners?: ReactNode;
  /** Shown before the full product list (the home page puts the company profile there). */
  beforeProducts?: ReactNode;
}

/**
 * The home page's shop in two parts, each shown when its own reads are in (RevealWhenSettled, so nothing jumps): first
 * what a phone shows on its first screen (search, banners, news, categories, the member's picks and the recommended
 * products), then, asked for only once that part shows, the cooperative picks, the company profile and every product.
 * The first screen's largest picture (the first banner) waits for neither the long product list nor its pictures.
 */
export function ShopSections({ afterBanners, beforeProducts }: Slots = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<number | undefined>();
  const [topShown, setTopShown] = useState(false);
  const recommended = useRecommended(HOME_PICKS);

  return (
    <>
      <RevealWhenSettled waitFor={HOME_TOP_READS} onShown={() => setTopShown(true)}>
        <div className="shop-sections">
          <button type="button" data-testid="home-search" className="home-search" onClick={() => navigate('/pages/search')}>
            <SearchOutline aria-hidden="true" />
            <span>{t('shop.searchPlaceholder')}</span>
          </button>

          <BannerSwiper />

          {afterBanners}

          <CategoryChips value={category} onChange={setCategory} />

          <ForYou />

          {recommended.data?.length ? (
            <section className="shop-section" aria-label={t('shop.recommended')}>
              <h2 className="section-title">{t('shop.recommended')}</h2>
              <ProductGrid products={recommended.data} eager={2} />
            </section>
          ) : null}
        </div>
      </RevealWhenSettled>
      {topShown ? (
        <MountWhenNear placeholder={<PageSkeleton lines={6} still />}>
          <RevealWhenSettled waitFor={HOME_REST_READS} lines={6}>
            <ShopRest category={category} beforeProducts={beforeProducts} />
          </RevealWhenSettled>
        </MountWhenNear>
      ) : null}
    </>
  );
}

/** The part of the home page's shop under the first screen: the cooperative picks, a slot, then every product. */
function ShopRest({ category, beforeProducts }: { category: number | undefined; beforeProducts?: ReactNode }) {
  const { t } = useTranslation();
  const cooperative = useCooperative(HOME_PICKS);
  const all = useAllProducts(category, HOME_PAGE_SIZE);
  const products = all.data?.pages.flatMap((p) => p.list) ?? [];
  const cooperativeList = cooperative.data ?? [];

  return (
    <div className="shop-sections">
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
    </div>
  );
}
