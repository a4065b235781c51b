import { Button, Empty, Tag } from 'antd-mobile';
import { QuantityStepper } from '../../components/QuantityStepper';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import type { ProductDetail } from '../../api/shop';
import { formatAmount } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { priceText } from './ProductGrid';
import { ProductGallery } from './ProductGallery';
import { useProductDetail } from './queries';
import { SpecChips } from './SpecChips';
import { useSpecChoice } from './useSpecChoice';

export function GoodsDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { valid, query } = useProductDetail(params.get('id'));

  return (
    <Page title={t('goods.title')} fallback="/">
      {!valid ? <div className="card"><Empty description={t('goods.notFound')} /></div> : null}
      {valid && !query.data && query.isPending ? <PageSkeleton lines={6} /> : null}
      {valid && !query.data && query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {query.data ? <Details product={query.data} /> : null}
    </Page>
  );
}

function Details({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { spec, pick, quantity, setQuantity, stock, max, addCart, buyNow, adding } = useSpecChoice(product);
  const images = product.images.length ? product.images : [{ image: product.image, thumb: product.thumb }];

  return (
    <div className="goods">
      <ProductGallery images={images} alt={product.name} />

      <section className="card">
        <div className="goods-price price" data-testid="goods-price">
          {spec ? formatAmount(spec.price) : priceText(product)}
        </div>
        <h2 className="goods-name" data-testid="goods-name">
          {product.presale ? <Tag color="warning" fill="outline" className="goods-tag">{t('shop.presale')}</Tag> : null}
          {product.name}
        </h2>
        {product.category_name ? <div className="muted">{product.category_name}</div> : null}
        {product.presale ? (
          <div className="goods-presale" data-testid="goods-presale">
            {product.presale_notice || t('goods.presaleNotice')}
          </div>
        ) : null}
      </section>

      <section className="card" aria-label={t('goods.spec')}>
        <h3 className="section-title">{t('goods.spec')}</h3>
        <SpecChips specs={product.specs} value={spec} onPick={pick} />
        <div className="goods-quantity-row">
          <span>{t('goods.quantity')}</span>
          <QuantityStepper label={t('goods.quantity')} min={1} max={max} digits={0} value={quantity} data-testid="goods-quantity"
            disabled={stock <= 0} onChange={(v) => setQuantity(Number(v))} />
        </div>
        <div className="muted" data-testid="goods-stock">
          {stock > 0 ? t('goods.stock', { count: stock }) : t('shop.soldOut')}
        </div>
      </section>

      {product.description ? (
        <section className="card" aria-label={t('goods.description')}>
          <h3 className="section-title">{t('goods.description')}</h3>
          <div className="goods-description">{product.description}</div>
        </section>
      ) : null}

      <div className="goods-actions">
        <Button block color="warning" onClick={addCart} loading={adding} disabled={product.stock <= 0}
          data-testid="goods-add-cart">
          {t('goods.addCart')}
        </Button>
        <Button block color="primary" onClick={buyNow} disabled={product.stock <= 0} data-testid="goods-buy-now">
          {t('goods.buyNow')}
        </Button>
      </div>
    </div>
  );
}
