import { useEffect, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchOrder, fetchPayStatus, type Order } from '../../api/order';
import { CopyButton } from '../../components/CopyButton';
import { formatAmount, formatDateTime, isPositive } from '../../components/format';
import { Page } from '../../components/Page';
import { SummaryRow } from '../../components/PayConfirmSheet';
import { LoadError, PageSkeleton } from '../../components/States';
import { OrderButtons } from './OrderList';
import { PayPopup } from './PayStep';
import { Countdown, ORDER_LIST_PATH, orderKeys, OrderLines, useOrderActions, useStatusText } from './shared';

export const PAY_STATUS_POLL_MS = 5000;

export function OrderDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const query = useQuery({ queryKey: orderKeys.detail(id), queryFn: () => fetchOrder(id), enabled: id > 0, staleTime: 0 });
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
      {!o && (query.isPending && id > 0) ? <PageSkeleton lines={6} /> : null}
      {!o && (query.isError || id <= 0) ? <LoadError onRetry={id > 0 ? () => void query.refetch() : undefined} /> : null}
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
            </div>
          </section>

          <section className="card summary" aria-label={t('order.info')}>
            <div className="summary-row">
              <span className="muted">{t('order.orderNo')}</span>
              <span className="order-no-value">
                <span data-testid="order-no">{o.order_no}</span>
                <CopyButton text={o.order_no} testId="order-copy-no" label={t('order.orderNo')} />
              </span>
            </div>
            <SummaryRow label={t('order.createdAt')} testId="order-created-at">{formatDateTime(o.created_at)}</SummaryRow>
            {o.paid_at ? <SummaryRow label={t('order.paidAt')} testId="order-paid-at">{formatDateTime(o.paid_at)}</SummaryRow> : null}
            {o.pay_method ? (
              <SummaryRow label={t('pay.methodLabel')} testId="order-pay-method">{t(`pay.method.${o.pay_method}`)}</SummaryRow>
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
              <div className="summary-row">
                <span className="muted">{t('order.trackingNo')}</span>
                <span className="order-no-value">
                  <span data-testid="order-tracking-no">{o.tracking_no}</span>
                  <CopyButton text={o.tracking_no} testId="order-copy-tracking" label={t('order.trackingNo')} />
                </span>
              </div>
            ) : null}
            {o.completed_at ? (
              <SummaryRow label={t('order.completedAt')} testId="order-completed-at">{formatDateTime(o.completed_at)}</SummaryRow>
            ) : null}
            {o.cancelled_at ? (
              <SummaryRow label={t('order.cancelledAt')} testId="order-cancelled-at">{formatDateTime(o.cancelled_at)}</SummaryRow>
            ) : null}
            <SummaryRow label={t('order.remark')} testId="order-remark">{o.remark || t('order.noRemark')}</SummaryRow>
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
