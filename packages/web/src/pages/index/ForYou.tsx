import { useTranslation } from '../../i18n/useTranslation';
import { useIsMember } from '../../app/store';
import { ProductGrid } from '../shop/ProductGrid';
import { usePersonalRecommend } from '../shop/queries';

/**
 * "For you": the signed-in member's personal picks. Hidden for guests, and for members without history (the server
 * then answers the recommended list, which the page already shows).
 */
export function ForYou({ limit = 6, wide = false }: { limit?: number; wide?: boolean }) {
  const { t } = useTranslation();
  const member = useIsMember();
  const picks = usePersonalRecommend(limit);
  if (!member || !picks.data?.personalized || !picks.data.list.length) return null;
  return (
    <section className="shop-section" aria-label={t('shop.forYou')} data-testid="for-you">
      <h2 className="section-title">{t('shop.forYou')}</h2>
      <ProductGrid products={picks.data.list} wide={wide} />
    </section>
  );
}
