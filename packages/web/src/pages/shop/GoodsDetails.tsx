import { useState } from 'react';
import { Button, Empty, Image, Stepper, Swiper, Tag, Toast } from 'antd-mobile';
import { CART_MAX_QUANTITY } from '@onego/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastError } from '../../api/client';
import { addToCart, fetchProductDetail, type ProductDetail, type Spec } from '../../api/shop';
import { useIsMember } from '../../app/store';
import { useGoLogin } from '../../app/useGoLogin';
import { formatAmount } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { useStoreCart } from '../cart/useCart';
import { priceText } from './ProductGrid';

export const CONFIRM_ORDER_PATH = '/pages/shop/confirmOrder';

export function GoodsDetails() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ['product', i18n.language, id],
    queryFn: () => fetchProductDetail(id),
    enabled: valid,
  });

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
  const navigate = useNavigate();
  const storeCart = useStoreCart();
  const member = useIsMember();
  const goLogin = useGoLogin();
  const [spec, setSpec] = useState<Spec | null>(() => (product.specs.length === 1 && product.specs[0]!.stock > 0 ? product.specs[0]! : null));
  const [quantity, setQuantity] = useState(1);

  const stock = spec ? spec.stock : product.stock;
  const max = Math.max(1, Math.min(stock, CART_MAX_QUANTITY));
  const images = product.images.length ? product.images : [{ image: product.image, thumb: product.thumb }];

  const add = useMutation({
    mutationFn: addToCart,
    onSuccess: (data) => {
      storeCart(data);
      Toast.show({ icon: 'success', content: t('goods.added') });
    },
    onError: toastError,
  });

  const chosen = (): Spec | null => {
    if (!spec) {
      Toast.show({ content: t('goods.chooseSpec') });
      return null;
    }
    if (spec.stock < quantity) {
      Toast.show({ content: t('goods.notEnoughStock') });
      return null;
    }
    return spec;
  };

  const addCart = () => {
    const s = chosen();
    if (!s) return;
    if (!member) {
      goLogin();
      return;
    }
    add.mutate({ sku_id: s.id, quantity });
  };

  const buyNow = () => {
    const s = chosen();
    if (!s) return;
    if (!member) {
      goLogin();
      return;
    }
    navigate(`${CONFIRM_ORDER_PATH}?sku_id=${s.id}&quantity=${quantity}`);
  };

  const pick = (s: Spec) => {
    if (s.stock <= 0) return;
    setSpec(s);
    setQuantity((q) => Math.max(1, Math.min(q, s.stock, CART_MAX_QUANTITY)));
  };

  return (
    <div className="goods">
      <div className="goods-swiper">
        <Swiper loop={images.length > 1}>
          {images.map((img, i) => (
            <Swiper.Item key={`${img.image}-${i}`}>
              <Image src={img.image} alt={product.name} fit="contain" className="goods-image" />
            </Swiper.Item>
          ))}
        </Swiper>
      </div>

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
        <div className="category-chips">
          {product.specs.map((s) => (
            <button key={s.id} type="button" data-testid={`goods-spec-${s.id}`} disabled={s.stock <= 0}
              aria-pressed={spec?.id === s.id}
              className={`chip${spec?.id === s.id ? ' chip-active' : ''}${s.stock <= 0 ? ' chip-disabled' : ''}`}
              onClick={() => pick(s)}>
              {s.name}
            </button>
          ))}
        </div>
        <div className="goods-quantity-row">
          <span>{t('goods.quantity')}</span>
          <Stepper min={1} max={max} digits={0} value={quantity} data-testid="goods-quantity"
            disabled={stock <= 0} onChange={(v) => setQuantity(Math.max(1, Math.min(Number(v) || 1, max)))} />
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
        <Button block color="warning" onClick={addCart} loading={add.isPending} disabled={product.stock <= 0}
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
