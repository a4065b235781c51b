import { useState } from 'react';
import { Button, Empty, Image, PullToRefresh, Tag } from 'antd-mobile';
import { QuantityStepper } from '../../components/QuantityStepper';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import type { ProductDetail } from '../../api/shop';
import { formatAmount } from '../../components/format';
import { LoadError, PageSkeleton } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { priceText } from '../shop/ProductGrid';
import { useProductDetail } from '../shop/queries';
import { SpecChips } from '../shop/SpecChips';
import { useSpecChoice } from '../shop/useSpecChoice';
import { PcCrumbs } from './PcCrumbs';
import './pc.css';

/** /pages/pc/goodsDetails?id=: gallery on the left, buying on the right, description below; pull to refresh. */
export function PcGoodsDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { valid, query } = useProductDetail(params.get('id'));
  const pull = usePullTexts();
  return (
    <div className="pc-page pc-goods" data-testid="pc-goods">
      <PcCrumbs current={query.data?.name ?? t('goods.title')} />
      <PullToRefresh {...pull} onRefresh={async () => { if (valid) await query.refetch(); }}>
        {!valid ? <div className="card"><Empty description={t('goods.notFound')} /></div> : null}
        {valid && !query.data && query.isPending ? <PageSkeleton lines={8} /> : null}
        {valid && !query.data && query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
        {query.data ? <Details key={query.data.id} product={query.data} /> : null}
      </PullToRefresh>
    </div>
  );
}

function Gallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const images = product.images.length ? product.images : [{ image: product.image, thumb: product.thumb }];
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)]!;
  return (
    <div className="pc-gallery card">
      <Image src={shown.image} alt={product.name} fit="contain" className="pc-gallery-main" data-testid="pc-gallery-main" />
      {images.length > 1 ? (
        <div className="pc-thumbs">
          {images.map((img, i) => (
            <button key={`${img.image}-${i}`} type="button" aria-pressed={i === current} data-testid={`pc-thumb-${i}`}
              aria-label={t('pc.picture', { index: i + 1 })} className={`pc-thumb${i === current ? ' pc-thumb-active' : ''}`}
              onMouseEnter={() => setCurrent(i)} onClick={() => setCurrent(i)}>
              <Image src={img.thumb || img.image} alt="" fit="cover" width={64} height={64} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Details({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { spec, pick, quantity, setQuantity, stock, max, addCart, buyNow, adding } = useSpecChoice(product);
  const soldOut = product.stock <= 0;
  return (
    <>
      <div className="pc-goods-main">
        <Gallery product={product} />
        <section className="card pc-goods-buy" aria-label={t('goods.title')}>
          <h1 className="goods-name pc-goods-name" data-testid="goods-name">
            {product.presale ? <Tag color="warning" fill="outline" className="goods-tag">{t('shop.presale')}</Tag> : null}
            {product.name}
          </h1>
          {product.category_name ? <div className="muted">{product.category_name}</div> : null}
          <div className="pc-goods-price-row">
            <span className="muted">{t('pc.price')}</span>
            <span className="goods-price price" data-testid="goods-price">{spec ? formatAmount(spec.price) : priceText(product)}</span>
          </div>
          {product.presale ? (
            <div className="goods-presale" data-testid="goods-presale">{product.presale_notice || t('goods.presaleNotice')}</div>
          ) : null}

          <div className="pc-goods-field">
            <span className="pc-goods-label">{t('goods.spec')}</span>
            <div>
              <SpecChips specs={product.specs} value={spec} onPick={pick} />
              {!spec && !soldOut ? <div className="muted pc-spec-hint" data-testid="pc-spec-hint">{t('goods.chooseSpec')}</div> : null}
            </div>
          </div>
          <div className="pc-goods-field">
            <span className="pc-goods-label">{t('goods.quantity')}</span>
            <div className="pc-goods-quantity">
              <QuantityStepper label={t('goods.quantity')} min={1} max={max} digits={0} value={quantity} data-testid="goods-quantity" disabled={stock <= 0}
                onChange={(v) => setQuantity(Number(v))} />
              <span className="muted" data-testid="goods-stock">
                {stock > 0 ? t('goods.stock', { count: stock }) : t('shop.soldOut')}
              </span>
            </div>
          </div>

          <div className="pc-goods-actions">
            <Button color="warning" size="large" onClick={addCart} loading={adding} disabled={soldOut} data-testid="goods-add-cart">
              {t('goods.addCart')}
            </Button>
            <Button color="primary" size="large" onClick={buyNow} disabled={soldOut} data-testid="goods-buy-now">
              {t('goods.buyNow')}
            </Button>
          </div>
        </section>
      </div>

      {product.description ? (
        <section className="card pc-goods-description" aria-label={t('goods.description')}>
          <h2 className="section-title">{t('goods.description')}</h2>
          <div className="goods-description">{product.description}</div>
        </section>
      ) : null}
    </>
  );
}
