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
import { CartStates } from '../cart/CartStates';
import { useCartPage } from '../cart/useCart';
import { PcCrumbs } from './PcCrumbs';
import './pc.css';

/** /pages/pc/pcCart: the cart as a table, with select all, delete (confirmed), the selection's total and checkout. */
export function PcCart() {
  const { t } = useTranslation();
  const member = useIsMember();
  return (
    <div className="pc-page pc-cart" data-testid="pc-cart">
      <PcCrumbs current={t('cart.title')} />
      {member ? <MemberCart /> : <GuestPrompt />}
    </div>
  );
}

function MemberCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pull = usePullTexts();
  const { query, data, list, chosen, setQuantity, setSelected, setAllSelected, confirmDelete, busy } = useCartPage();

  return (
    <PullToRefresh {...pull} onRefresh={async () => { await query.refetch(); }}>
      <CartStates query={query} />
      {data && list.length ? (
        <div className="card pc-cart-card">
          <div className="pc-table-scroll">
            <table className="pc-cart-table">
              <thead>
                <tr>
                  <th className="pc-col-check">
                    <input type="checkbox" checked={data.all_selected} disabled={busy} aria-label={t('cart.selectAll')}
                      data-testid="cart-select-all-head" onChange={(e) => setAllSelected(e.target.checked)} />
                  </th>
                  <th className="pc-col-product">{t('pc.product')}</th>
                  <th>{t('pc.unitPrice')}</th>
                  <th>{t('goods.quantity')}</th>
                  <th>{t('pc.subtotal')}</th>
                  <th>{t('pc.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((line) => (
                  <Row key={line.id} line={line} disabled={busy}
                    onSelect={(selected) => setSelected(line.id, selected)}
                    onQuantity={(quantity) => setQuantity(line.id, quantity)}
                    onOpen={() => navigate(goodsPath(line.product_id))}
                    onDelete={() => void confirmDelete([line.id], t('pc.deleteLineConfirm', { name: line.name }))} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="pc-cart-foot">
            <label className="cart-check">
              <input type="checkbox" checked={data.all_selected} disabled={busy} data-testid="cart-select-all"
                onChange={(e) => setAllSelected(e.target.checked)} />
              <span>{t('cart.selectAll')}</span>
            </label>
            <button type="button" className="link danger-link" disabled={busy} data-testid="cart-delete"
              onClick={() => void confirmDelete(chosen.map((l) => l.id), t('cart.deleteConfirm', { count: chosen.length }))}>
              {t('cart.deleteSelected')}
            </button>
            <div className="cart-sum">
              <span>{t('pc.selectedTotal', { count: data.selected_quantity })}</span>
              <span className="price pc-cart-total" data-testid="cart-total">{formatAmount(data.total)}</span>
            </div>
            <Button color="primary" size="large" disabled={data.selected_count === 0 || busy} data-testid="cart-checkout"
              onClick={() => navigate(CONFIRM_ORDER_PATH)}>
              {t('cart.checkout', { count: data.selected_quantity })}
            </Button>
          </div>
        </div>
      ) : null}
    </PullToRefresh>
  );
}

interface RowProps {
  line: CartLine;
  disabled: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onOpen: () => void;
  onDelete: () => void;
}

function Row({ line, disabled, onSelect, onQuantity, onOpen, onDelete }: RowProps) {
  const { t } = useTranslation();
  const max = Math.max(1, Math.min(line.stock, CART_MAX_QUANTITY));
  return (
    <tr className={line.available ? '' : 'cart-line-unavailable'} data-testid="cart-line" data-id={line.id}>
      <td className="pc-col-check">
        <input type="checkbox" checked={line.selected} disabled={disabled} aria-label={t('cart.select', { name: line.name })}
          data-testid={`cart-select-${line.id}`} onChange={(e) => onSelect(e.target.checked)} />
      </td>
      <td className="pc-col-product">
        <button type="button" className="pc-cart-product" onClick={onOpen}>
          <Image src={line.image} alt="" fit="cover" width={72} height={72} />
          <span className="pc-cart-product-text">
            <span className="product-name">{line.name}</span>
            <span className="muted">{line.spec}</span>
            <span className="cart-line-tags">
              {line.presale ? <Tag color="warning" fill="outline">{t('shop.presale')}</Tag> : null}
              {!line.available ? <Tag color="default" data-testid="cart-unavailable">{t('cart.unavailable')}</Tag> : null}
            </span>
          </span>
        </button>
      </td>
      <td className="price">{formatAmount(line.price)}</td>
      <td>
        <Stepper min={1} max={max} digits={0} value={line.quantity} disabled={disabled || line.stock <= 0}
          data-testid={`cart-quantity-${line.id}`}
          onChange={(v) => { const q = Math.max(1, Math.min(Number(v) || 1, max)); if (q !== line.quantity) onQuantity(q); }} />
      </td>
      <td className="price" data-testid={`cart-subtotal-${line.id}`}>{formatAmount(line.subtotal)}</td>
      <td>
        <button type="button" className="link danger-link" disabled={disabled} data-testid={`cart-delete-${line.id}`}
          onClick={onDelete}>
          {t('cart.delete')}
        </button>
      </td>
    </tr>
  );
}
