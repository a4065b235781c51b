import type { ComponentType } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import type { Product } from '../../api/shop';
import { useAppStore } from '../../app/store';
import { LoadError } from '../../components/States';
import { CompanyProfileSlot } from '../index/CompanyProfileSlot';
import { ForYou } from '../index/ForYou';
import { GuestWelcome, MemberWelcome } from '../index/Home';
import { NewsSlot } from '../index/NewsSlot';
import { BannerSwiper } from '../shop/BannerSwiper';
import { CategoryChips } from '../shop/CategoryChips';
import { ProductGrid } from '../shop/ProductGrid';
import { useAllProducts, useCooperative, useRecommended } from '../shop/queries';
import { PcSearchBar } from './PcSearchBar';

/** Two rows of the desktop grid (5 columns). */
const ROW_PAIR = 10;
const PAGE_SIZE = 20;

/** The chosen category lives in the address (`?category=`), so the bar and the product list need not sit together. */
function useCategoryParam(): [number | undefined, (c: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('category'));
  const value = Number.isInteger(n) && n > 0 ? n : undefined;
  const set = (c: number | undefined) => setParams(c ? { category: String(c) } : {}, { replace: true });
  return [value, set];
}

function Welcome() {
  const token = useAppStore((s) => s.token);
  const user = useAppStore((s) => s.userInfo);
  const siteName = useAppStore((s) => s.config?.site_name) || 'One Go';
  return token
    ? <MemberWelcome name={user?.nickname || user?.name || user?.member_id || ''} inviteCode={user?.invite_code ?? ''} />
    : <GuestWelcome siteName={siteName} />;
}

function Banners() {
  return <BannerSwiper className="home-banner pc-banner" />;
}

function CategoryBar() {
  const [category, setCategory] = useCategoryParam();
  return <CategoryChips value={category} onChange={setCategory} className="category-chips pc-category-bar" />;
}

function PicksForYou() {
  return <ForYou limit={ROW_PAIR} wide />;
}

function Picks({ title, products, testId }: { title: string; products: Product[] | undefined; testId: string }) {
  if (!products?.length) return null;
  return (
    <section className="shop-section" aria-label={title} data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      <ProductGrid products={products} wide />
    </section>
  );
}

function Recommended() {
  const { t } = useTranslation();
  return <Picks title={t('shop.recommended')} products={useRecommended(ROW_PAIR).data} testId="pc-recommended" />;
}

function Cooperative() {
  const { t } = useTranslation();
  return <Picks title={t('shop.cooperative')} products={useCooperative(ROW_PAIR).data} testId="pc-cooperative" />;
}

function AllProducts() {
  const { t } = useTranslation();
  const [category] = useCategoryParam();
  const all = useAllProducts(category, PAGE_SIZE);
  const products = all.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="shop-section" aria-label={t('shop.allProducts')} data-testid="pc-all-products">
      <h2 className="section-title">{t('shop.allProducts')}</h2>
      {all.isPending ? <Skeleton.Paragraph lineCount={4} animated /> : null}
      {all.isError && !all.data ? <LoadError onRetry={() => void all.refetch()} /> : null}
      {all.data && !products.length ? <p className="muted">{t('shop.noProducts')}</p> : null}
      <ProductGrid products={products} wide />
      {all.hasNextPage ? (
        <div className="pc-load-more">
          <Button onClick={() => void all.fetchNextPage()} loading={all.isFetchingNextPage} data-testid="pc-load-more">
            {t('shop.loadMore')}
          </Button>
        </div>
      ) : products.length ? <p className="muted pc-no-more">{t('shop.noMore')}</p> : null}
    </section>
  );
}

/**
 * The desktop home, top to bottom: one component per section, each fetching its own data, so a section is added
 * or moved by editing this list. News and the company profile sit where the phone home has them.
 */
export const PC_HOME_SECTIONS: ComponentType[] = [
  PcSearchBar, Welcome, Banners, NewsSlot, CategoryBar, PicksForYou, Recommended, Cooperative, CompanyProfileSlot, AllProducts,
];
