import { Button, Image, PullToRefresh, Stepper, Tag } from 'antd-mobile';
import { CART_MAX_QUANTITY } from '@onego/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import type { CartLine } from '../../api/shop';
import { CONFIRM_ORDER_PATH, goodsPath } from '../../app/shopPaths';
import { useIsMember } from '../../app/store';
import { formatAmount } from '../../components/format';
import { GuestPrompt } from '../../components/GuestPrompt';
import { usePullTexts } from '../../components/usePullTexts';
import { CartStates } from './CartStates';
import { useCartPage } from './useCart';

export function Cart() {
  const { t } = useTranslation();
  const member = useIsMember();
  return (
    <div className="cart-page">
      <header className="brand-header">
        <h1 className="brand">{t('cart.title')}</h1>
      </header>
      {member ? <MemberCart /> : <div className="page-body"><GuestPrompt /></div>}
    </div>
  );
}

function MemberCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pull = usePullTexts();
  const { query, data, list, chosen, setQuantity, setSelected, setAllSelected, confirmDelete, busy } = useCartPage();

  const askDelete = () => confirmDelete(chosen.map((l) => l.id), t('cart.deleteConfirm', { count: chosen.length }));

  return (
    <>
      <PullToRefresh {...pull} onRefresh={async () => { await query.refetch(); }}>
        <div className="page-body cart-body">
          <CartStates query={query} />
          {list.length ? (
            <div className="cart-list">
              <div className="cart-toolbar">
                <span className="muted">{t('cart.count', { count: list.length })}</span>
                <button type="button" className="link danger-link" disabled={busy} data-testid="cart-delete"
                  onClick={() => void askDelete()}>
                  {t('cart.deleteSelected')}
                </button>
              </div>
              {list.map((line) => (
                <Line key={line.id} line={line} disabled={busy}
                  onSelect={(selected) => setSelected(line.id, selected)}
                  onQuantity={(quantity) => setQuantity(line.id, quantity)}
                  onOpen={() => navigate(goodsPath(line.product_id))} />
              ))}
            </div>
          ) : null}
        </div>
      </PullToRefresh>
      {list.length && data ? (
        <div className="cart-bar">
          <label className="cart-check">
            <input type="checkbox" checked={data.all_selected} disabled={busy} data-testid="cart-select-all"
              onChange={(e) => setAllSelected(e.target.checked)} />
            <span>{t('cart.selectAll')}</span>
          </label>
          <div className="cart-sum">
            <span>{t('cart.total')}</span>
            <span className="price" data-testid="cart-total">{formatAmount(data.total)}</span>
          </div>
          <Button color="primary" disabled={data.selected_count === 0 || busy} data-testid="cart-checkout"
            onClick={() => navigate(CONFIRM_ORDER_PATH)}>
            {t('cart.checkout', { count: data.selected_quantity })}
          </Button>
        </div>
      ) : null}
    </>
  );
}

interface LineProps {
  line: CartLine;
  disabled: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onOpen: () => void;
}

function Line({ line, disabled, onSelect, onQuantity, onOpen }: LineProps) {
  const { t } = useTranslation();
  const max = Math.max(1, Math.min(line.stock, CART_MAX_QUANTITY));
  return (
    <section className={`card cart-line${line.available ? '' : ' cart-line-unavailable'}`} data-testid="cart-line"
      data-id={line.id} aria-label={line.name}>
      <input type="checkbox" className="cart-line-check" checked={line.selected} disabled={disabled}
        aria-label={t('cart.select', { name: line.name })} data-testid={`cart-select-${line.id}`}
        onChange={(e) => onSelect(e.target.checked)} />
      <button type="button" className="cart-line-image" onClick={onOpen} aria-label={line.name}>
        <Image src={line.image} alt={line.name} fit="cover" width={72} height={72} />
      </button>
      <div className="cart-line-info">
        <div className="product-name">{line.name}</div>
        <div className="muted">{line.spec}</div>
        <div className="cart-line-tags">
          {line.presale ? <Tag color="warning" fill="outline">{t('shop.presale')}</Tag> : null}
          {!line.available ? <Tag color="default" data-testid="cart-unavailable">{t('cart.unavailable')}</Tag> : null}
        </div>
        <div className="cart-line-foot">
          <span className="price">{formatAmount(line.price)}</span>
          <Stepper min={1} max={max} digits={0} value={line.quantity} disabled={disabled || line.stock <= 0}
            data-testid={`cart-quantity-${line.id}`}
            onChange={(v) => { const q = Math.max(1, Math.min(Number(v) || 1, max)); if (q !== line.quantity) onQuantity(q); }} />
        </div>
      </div>
    </section>
  );
}
