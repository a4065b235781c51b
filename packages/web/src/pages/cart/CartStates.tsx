import { Button, Empty } from 'antd-mobile';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { homePath } from '../../app/shopPaths';
import { LoadError, PageSkeleton } from '../../components/States';
import type { useCart } from './useCart';

/** What the cart shows before it has lines to list: loading, a failed load with retry, or empty with a way back to the shop. */
export function CartStates({ query }: { query: ReturnType<typeof useCart> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = query.data;
  if (!data && query.isPending) return <PageSkeleton lines={4} />;
  if (!data && query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (data && !data.list.length) {
    return (
      <div className="card" data-testid="cart-empty">
        <Empty description={t('cart.empty')} />
        <div className="button-row cart-empty-actions">
          <Button color="primary" onClick={() => navigate(homePath())} data-testid="cart-go-shopping">{t('cart.goShopping')}</Button>
        </div>
      </div>
    );
  }
  return null;
}
