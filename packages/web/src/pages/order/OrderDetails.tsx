import { useEffect, useState } from 'react';
import { Button, ErrorBlock, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, retryNetworkOnly } from '../../api/client';
import { fetchOrder, fetchPayStatus, type Order } from '../../api/order';
import { CopyButton } from '../../components/CopyButton';
import { formatAmount, formatDateTime } from '../../components/format';
import { isPositive } from '../../components/money';
import { Page } from '../../components/Page';
import { SummaryRow } from '../../components/PayConfirmSheet';
import { LoadError, PageSkeleton } from '../../components/States';
import { OrderButtons } from './OrderList';
import { payMethodName, PayPopup } from './PayStep';
import { Countdown, ORDER_LIST_PATH, orderKeys, OrderLines, useOrderActions, OrderRefunds, useStatusText } from './shared';

export const PAY_STATUS_POLL_MS = 5000;

/** The `?id=` of the address: a positive whole number, or 0 when it is anything else. */
const orderIdOf = (raw: string | null): number => {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** An order the member cannot see (not theirs, or no such id): the reason, and the way back to the list. */
function OrderGone({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={message} description="" data-testid="order-not-found">
      <Button color="primary" onClick={() => navigate(ORDER_LIST_PATH)} data-testid="order-to-list">{t('order.backToList')}</Button>
    </ErrorBlock>
  );
}


/** A summary row whose value (an order or tracking number) can be copied. */
function CopyRow({ label, value, testId, copyTestId }: { label: string; value: string; testId: string; copyTestId: string }) {
  return (
    <div className="summary-row">
      <span className="muted">{label}</span>
      <span className="order-no-value">
        <span data-testid={testId}>{value}</span>
        <CopyButton text={value} testId={copyTestId} label={label} />
      </span>
    </div>
  );
}

export function OrderDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get('id'));
  const query = useQuery({
    queryKey: orderKeys.detail(id), queryFn: () => fetchOrder(id), enabled: id > 0, staleTime: 0, retry: retryNetworkOnly,
  });
  const o = query.data;
  const unpaid = o?.status === 'unpaid';
  const payStatus = useQuery({
    queryKey: orderKeys.payStatus(id),
    queryFn: () => fetchPayStatus(id),
    enabled: unpaid,
    refetchInterval: unpaid ? PAY_STATUS_POLL_MS : false,
    staleTime: 0,
  });
  const polled = payStatus.data?.status;
  const { refetch } = query;
  useEffect(() => {
    if (polled && polled !== 'unpaid') void refetch();
  }, [polled, refetch]);

  const [paying, setPaying] = useState<Order | null>(null);
  const actions = useOrderActions();
  const statusText = useStatusText();

  return (
    <Page title={t('order.detailsTitle')} fallback={ORDER_LIST_PATH} width="form">
      {id <= 0 ? <OrderGone message={t('order.notFound')} /> : null}
      {!o && query.isPending && id > 0 ? <PageSkeleton lines={6} /> : null}
      {/* The server refused (e.g. "order not found"): its own translated reason, not a connection problem. */}
      {!o && query.error instanceof ApiError ? <OrderGone message={query.error.message} /> : null}
      {!o && query.isError && !(query.error instanceof ApiError) ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {o ? (
        <>
          <section className="card order-status-card">
            <h2 className="section-title" data-testid="order-status">{statusText(o.status)}</h2>
            {o.status === 'unpaid' ? <Countdown deadline={o.pay_deadline} /> : null}
            {o.presale && (o.status === 'unpaid' || o.status === 'paid') ? (
              <div className="notice" role="note" data-testid="order-presale">{t('checkout.presale')}</div>
            ) : null}
          </section>

          <section className="card" aria-label={t('checkout.address')} data-testid="order-address">
            <h2 className="section-title">{t('checkout.address')}</h2>
            <div className="address-head">
              <span className="address-name">{o.address.recipient}</span>
              <span className="address-phone">{`+${o.address.area_code} ${o.address.phone}`}</span>
            </div>
            <div className="muted">{o.address.country_name}</div>
            <div className="address-detail">{o.address.detail}</div>
          </section>

          <section className="card" aria-label={t('checkout.items')}>
            <OrderLines order={o} testId="order-line" />
            <div className="summary">
              <SummaryRow label={t('order.goodsTotal')} testId="order-goods-total">{formatAmount(o.goods_total)}</SummaryRow>
              <SummaryRow label={t('order.shippingFee')} testId="order-shipping-fee">{formatAmount(o.shipping_fee)}</SummaryRow>
              <SummaryRow label={t('order.total')} testId="order-total" strong>{formatAmount(o.total)}</SummaryRow>
              {isPositive(o.refunded_total) ? (
                <SummaryRow label={t('order.refundAmount')} testId="order-refunded-total">{formatAmount(o.refunded_total)}</SummaryRow>
              ) : null}
            </div>
          </section>

          <OrderRefunds order={o} />

          {/* The card gives the padding; `.summary` inside only spaces the rows (on the card itself it took the padding away). */}
          <section className="card" aria-label={t('order.info')} data-testid="order-info">
            <div className="summary">
              <CopyRow label={t('order.orderNo')} value={o.order_no} testId="order-no" copyTestId="order-copy-no" />
              <SummaryRow label={t('order.createdAt')} testId="order-created-at">{formatDateTime(o.created_at)}</SummaryRow>
              {o.paid_at ? <SummaryRow label={t('order.paidAt')} testId="order-paid-at">{formatDateTime(o.paid_at)}</SummaryRow> : null}
              {o.pay_method ? (
                <SummaryRow label={t('pay.methodLabel')} testId="order-pay-method">{payMethodName(t, o.pay_method)}</SummaryRow>
              ) : null}
              {isPositive(o.usdt_due) ? (
                <SummaryRow label={t('pay.usdt.due')} testId="order-usdt-due">{t('pay.usdt.amount', { amount: formatAmount(o.usdt_due) })}</SummaryRow>
              ) : null}
              {isPositive(o.paid_balance) ? (
                <SummaryRow label={t('order.paidBalance')} testId="order-paid-balance">{formatAmount(o.paid_balance)}</SummaryRow>
              ) : null}
              {isPositive(o.paid_shop_coins) ? (
                <SummaryRow label={t('order.paidShopCoins')} testId="order-paid-shop-coins">{formatAmount(o.paid_shop_coins)}</SummaryRow>
              ) : null}
              {isPositive(o.paid_integral) ? (
                <SummaryRow label={t('order.paidIntegral')} testId="order-paid-integral">{formatAmount(o.paid_integral)}</SummaryRow>
              ) : null}
              {o.shipped_at ? <SummaryRow label={t('order.shippedAt')} testId="order-shipped-at">{formatDateTime(o.shipped_at)}</SummaryRow> : null}
              {o.carrier ? <SummaryRow label={t('order.carrier')} testId="order-carrier">{o.carrier}</SummaryRow> : null}
              {o.tracking_no ? (
                <CopyRow label={t('order.trackingNo')} value={o.tracking_no} testId="order-tracking-no" copyTestId="order-copy-tracking" />
              ) : null}
              {o.completed_at ? (
                <SummaryRow label={t('order.completedAt')} testId="order-completed-at">{formatDateTime(o.completed_at)}</SummaryRow>
              ) : null}
              {o.cancelled_at ? (
                <SummaryRow label={t('order.cancelledAt')} testId="order-cancelled-at">{formatDateTime(o.cancelled_at)}</SummaryRow>
              ) : null}
              <SummaryRow label={t('order.remark')} testId="order-remark">{o.remark || t('order.noRemark')}</SummaryRow>
            </div>
          </section>

          <OrderButtons order={o} busy={actions.busy} onPay={() => setPaying(o)}
            onCancel={() => void actions.askCancel(o)} onConfirm={() => void actions.askReceive(o)} />
          <PayPopup order={paying} onClose={() => setPaying(null)} onPaid={() => {
            setPaying(null);
            Toast.show({ icon: 'success', content: t('pay.done') });
          }} />
        </>
      ) : null}
    </Page>
  );
}
