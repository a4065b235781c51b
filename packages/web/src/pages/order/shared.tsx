import { useEffect, useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { cancelOrder, confirmOrder, type Order, type OrderStatus } from '../../api/order';
import { toastError } from '../../api/client';
import { qk } from '../../app/queries';
import { formatAmount, formatDateTime } from '../../components/format';
import './order.css';

export const ORDER_LIST_PATH = '/pages/order/orderList';
export const ORDER_DETAILS_PATH = '/pages/order/details';
export const detailsPath = (id: number) => `${ORDER_DETAILS_PATH}?id=${id}`;
/** The list's tabs: every order, then the four states a member follows. */
export const ORDER_TABS = ['all', 'unpaid', 'paid', 'shipped', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderKeys = {
  all: ['orders'] as const,
  list: (tab: OrderTab) => ['orders', 'list', tab] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  payStatus: (id: number) => ['orders', 'payStatus', id] as const,
};

/** Seconds left until a unix-seconds deadline, ticking every second; never below 0. */
export function useCountdown(deadline: number): number {
  const left = () => Math.max(0, Math.floor(deadline - Date.now() / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const seconds = useCountdown(deadline);
  return (
    <div className={`pay-countdown${seconds ? '' : ' danger-text'}`} data-testid="pay-countdown" aria-live="off">
      {seconds ? t('order.payWithin', { time: formatDuration(seconds) }) : t('order.payExpired')}
    </div>
  );
}

export function useStatusText() {
  const { t } = useTranslation();
  return (status: OrderStatus) => (status === 'partially_refunded' || status === 'refunded' ? t(`order.refundStatus.${status}`) : t(`order.status.${status}`));
}

/** A line to show: an order's, or a cart line before the order exists (nothing refunded yet). */
type ShownLine = Omit<Order['lines'][number], 'refunded_quantity'> & { refunded_quantity?: number };

export function OrderLines({ order, testId }: { order: { lines: ShownLine[] }; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="order-lines">
      {order.lines.map((l, i) => (
        <li key={`${l.sku_id}-${i}`} className="order-line" data-testid={testId}>
          <img className="order-line-image" src={l.image || undefined} width={64} height={64} alt={l.name} loading="lazy" />
          <div className="order-line-text">
            <div className="order-line-name">{l.name}</div>
            {l.spec ? <div className="muted">{l.spec}</div> : null}
            <div className="order-line-price">
              <span>{t('order.unitPrice', { price: formatAmount(l.price) })}</span>
              <span className="muted">{t('order.times', { quantity: l.quantity })}</span>
            </div>
            {l.refunded_quantity ? (
              <div className="order-line-refunded" data-testid="order-line-refunded">{t('order.refundedQuantity', { quantity: l.refunded_quantity })}</div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The order's refunds: each one's time, amount and where it went back to, the reason and the items. */
export function OrderRefunds({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.refunds.length === 0) return null;
  return (
    <section className="card" aria-label={t('order.refunds')} data-testid="order-refunds">
      <h2 className="section-title">{t('order.refunds')}</h2>
      {order.refunds.map((r) => (
        <div className="summary order-refund" key={r.id} data-testid="order-refund">
          <div className="summary-row"><span className="muted">{t('order.refundAmount')}</span><strong data-testid="order-refund-amount">{formatAmount(r.amount)}</strong></div>
          <div className="summary-row">
            <span className="muted">{t('order.refundTo')}</span>
            <span data-testid="order-refund-assets">{r.amounts.map((a) => `${t(`wallet.asset.${a.asset}`, { defaultValue: a.asset })} ${formatAmount(a.amount)}`).join(' · ')}</span>
          </div>
          <div className="summary-row"><span className="muted">{t('order.refundTime')}</span><span>{formatDateTime(r.time)}</span></div>
          <div className="summary-row"><span className="muted">{t('order.refundReason')}</span><span data-testid="order-refund-reason">{r.reason}</span></div>
          <div className="summary-row">
            <span className="muted">{t('order.refundItems')}</span>
            <span>{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</span>
          </div>
        </div>
      ))}
    </section>
  );
}

/** Cancel (for unpaid orders) and confirm receipt (for shipped ones), each after the member confirms. */
export function useOrderActions(onDone?: (order: Order) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settle = (order: Order, message: string) => {
    Toast.show({ icon: 'success', content: message });
    client.setQueryData(orderKeys.detail(order.id), order);
    void client.invalidateQueries({ queryKey: orderKeys.all });
    onDone?.(order);
  };
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: (o) => { settle(o, t('order.cancelled')); void client.invalidateQueries({ queryKey: qk.wallet }); },
    onError: toastError,
  });
  const receive = useMutation({
    mutationFn: confirmOrder,
    onSuccess: (o) => settle(o, t('order.received')),
    onError: toastError,
  });
  const askCancel = async (order: Order) => {
    const sure = await Dialog.confirm({
      title: t('order.cancelTitle'),
      content: t('order.cancelConfirm', { no: order.order_no }),
      confirmText: t('order.cancel'),
      cancelText: t('order.keep'),
    });
    if (sure) cancel.mutate(order.id);
  };
  const askReceive = async (order: Order) => {
    const sure = await Dialog.confirm({
      title: t('order.receiveTitle'),
      content: t('order.receiveConfirm', { no: order.order_no }),
      confirmText: t('order.confirmReceipt'),
      cancelText: t('common.cancel'),
    });
    if (sure) receive.mutate(order.id);
  };
  return { askCancel, askReceive, busy: cancel.isPending || receive.isPending };
}
