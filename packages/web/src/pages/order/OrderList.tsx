import { useState } from 'react';
import { Button, DotLoading, Empty, InfiniteScroll, PullToRefresh, Skeleton, Tabs, Toast } from 'antd-mobile';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchOrders, type Order } from '../../api/order';
import { formatAmount, formatDateTime } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { PayPopup } from './PayStep';
import { Countdown, detailsPath, ORDER_TABS, orderKeys, OrderLines, useOrderActions, useStatusText, type OrderTab } from './shared';

const PAGE_SIZE = 10;

export function OrderList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'all';
  const tab: OrderTab = (ORDER_TABS as readonly string[]).includes(raw) ? (raw as OrderTab) : 'all';
  const client = useQueryClient();
  const pull = usePullTexts();
  return (
    <Page title={t('order.listTitle')} fallback="/pages/mine" width="reading">
      <Tabs className="order-tabs" activeKey={tab} onChange={(k) => setParams(k === 'all' ? {} : { status: k }, { replace: true })}>
        {ORDER_TABS.map((s) => (
          <Tabs.Tab key={s} title={<span data-testid={`order-tab-${s}`}>{t(`order.tab.${s}`)}</span>} />
        ))}
      </Tabs>
      <PullToRefresh {...pull} onRefresh={async () => { await client.refetchQueries({ queryKey: orderKeys.list(tab) }); }}>
        <Orders key={tab} tab={tab} />
      </PullToRefresh>
    </Page>
  );
}

function Orders({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paying, setPaying] = useState<Order | null>(null);
  const actions = useOrderActions();
  const query = useInfiniteQuery({
    queryKey: orderKeys.list(tab),
    queryFn: ({ pageParam }) => fetchOrders({ status: tab === 'all' ? undefined : tab, page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
  const orders = query.data?.pages.flatMap((p) => p.list) ?? [];
  const loadMore = async () => {
    const r = await query.fetchNextPage();
    if (r.isError) throw r.error;
  };

  if (query.isPending) {
    return (
      <div className="card" aria-busy="true">
        {[0, 1, 2].map((i) => <Skeleton.Paragraph key={i} lineCount={3} animated />)}
      </div>
    );
  }
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  if (!orders.length) {
    return (
      <div className="card" data-testid="order-empty">
        <Empty description={t('order.empty')} />
      </div>
    );
  }
  return (
    <div className="order-list">
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} onPay={() => setPaying(o)} onCancel={() => void actions.askCancel(o)}
          onConfirm={() => void actions.askReceive(o)} busy={actions.busy} onOpen={() => navigate(detailsPath(o.id))} />
      ))}
      <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) => (
          hasMore ? (
            failed ? (
              <button type="button" className="link" onClick={retry} data-testid="order-load-retry">{t('order.loadMoreFailed')}</button>
            ) : (
              <button type="button" className="link" onClick={() => void loadMore().catch(() => undefined)} data-testid="order-load-more">
                {query.isFetchingNextPage ? <DotLoading /> : t('order.loadMore')}
              </button>
            )
          ) : <span className="muted">{t('order.noMore')}</span>
        )}
      </InfiniteScroll>
      <PayPopup order={paying} onClose={() => setPaying(null)} onPaid={(o) => {
        setPaying(null);
        Toast.show({ icon: 'success', content: t('pay.done') });
        navigate(detailsPath(o.id));
      }} />
    </div>
  );
}

interface CardProps {
  order: Order;
  busy: boolean;
  onOpen: () => void;
  onPay: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function OrderCard({ order: o, busy, onOpen, onPay, onCancel, onConfirm }: CardProps) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const count = o.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section className="card order-card" data-testid="order-card" data-id={o.id} aria-label={o.order_no}>
      <div className="order-card-head">
        <span className="muted">{formatDateTime(o.created_at)}</span>
        <span className="order-card-status">{statusText(o.status)}</span>
      </div>
      <div role="link" tabIndex={0} className="order-card-body" onClick={onOpen}
        onKeyDown={(e) => { if (e.key === 'Enter') onOpen(); }}>
        <OrderLines order={o} />
      </div>
      <div className="order-card-total">
        {t('order.cardTotal', { count, total: formatAmount(o.total) })}
        {o.refunds.length ? <span className="order-card-refunded" data-testid={`order-refunded-${o.id}`}> · {t('order.refundedTotal', { amount: formatAmount(o.refunded_total) })}</span> : null}
      </div>
      {o.status === 'unpaid' ? <Countdown deadline={o.pay_deadline} /> : null}
      <OrderButtons order={o} busy={busy} onPay={onPay} onCancel={onCancel} onConfirm={onConfirm} />
    </section>
  );
}

export function OrderButtons({ order: o, busy, onPay, onCancel, onConfirm }: Omit<CardProps, 'onOpen'>) {
  const { t } = useTranslation();
  if (o.status === 'unpaid') {
    return (
      <div className="button-row order-actions">
        <Button size="small" disabled={busy} onClick={onCancel} data-testid={`order-cancel-${o.id}`}>{t('order.cancel')}</Button>
        <Button size="small" color="primary" onClick={onPay} data-testid={`order-pay-${o.id}`}>{t('order.pay')}</Button>
      </div>
    );
  }
  // A partly refunded order that was shipped is still waiting for its receipt.
  if (o.status === 'shipped' || (o.status === 'partially_refunded' && o.shipped_at !== null && o.completed_at === null)) {
    return (
      <div className="button-row order-actions">
        <Button size="small" color="primary" disabled={busy} onClick={onConfirm} data-testid={`order-confirm-${o.id}`}>
          {t('order.confirmReceipt')}
        </Button>
      </div>
    );
  }
  return null;
}
