import { Tag } from 'antd-mobile';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import type { Product } from '../../api/shop';
import { goodsPath } from '../../app/shopPaths';
import { formatAmount } from '../../components/format';

export { goodsPath };

// The server makes thumbnails at most this many pixels a side (catalogue/images.ts): the picture's natural size.
const THUMB_SIDE = 400;

/** "12.00" or "12.00 – 30.00" when the specifications differ in price. */
export function priceText(p: { price: string; price_min: string; price_max: string }): string {
  if (p.price_min && p.price_max && p.price_min !== p.price_max) {
    return `${formatAmount(p.price_min)} – ${formatAmount(p.price_max)}`;
  }
  return formatAmount(p.price_min || p.price);
}

export function ProductCardView({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => navigate(goodsPath(product.id));
  return (
    <div className="product-card" data-testid="product-card" data-id={product.id} role="link" tabIndex={0}
      onClick={open}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } }}>
      {/* Sized (the card keeps its square before the picture arrives) and fetched only when near the screen; the
          top ones first of all, as a phone's largest paint is one of them. */}
      <img className="product-image" src={product.thumb || product.image} alt={product.name}
        width={THUMB_SIDE} height={THUMB_SIDE} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined}
        decoding="async" />
      <div className="product-info">
        <div className="product-name">{product.name}</div>
        <div className="product-meta">
          <span className="price">{priceText(product)}</span>
          {product.presale ? <Tag color="warning" fill="outline">{t('shop.presale')}</Tag> : null}
        </div>
        {product.stock <= 0 ? <div className="muted">{t('shop.soldOut')}</div> : null}
      </div>
    </div>
  );
}

/**
 * Product cards in a grid: 2 columns on phones, 4 on desktops; `wide` makes it 5 on the desktop shop's full width.
 * The first `eager` pictures load at once (the top of a page); the others when scrolled near.
 */
export function ProductGrid({ products, wide = false, eager = 0 }: { products: Product[]; wide?: boolean; eager?: number }) {
  return (
    <div className={`product-grid${wide ? ' product-grid-wide' : ''}`}>
      {products.map((p, i) => <ProductCardView key={p.id} product={p} eager={i < eager} />)}
    </div>
  );
}
