import { Button, PullToRefresh } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { fetchRecharges } from '../../api/recharge';
import { formatAmount, formatDateTime } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton, StateBlock } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { RechargeStatus, TxLink } from '../topUp/RechargeStatus';
import '../topUp/topUp.css';

const PAGE_SIZE = 20;

/** Top-up records: amount, time, status, and the transaction linking to the block explorer. */
export function StoredRecord() {
  const { t } = useTranslation();
  const pull = usePullTexts();
  const q = useInfiniteQuery({
    queryKey: ['recharge', 'list'],
    queryFn: ({ pageParam }) => fetchRecharges(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.list.some((r) => r.status === 'pending')) ? 5000 : false),
  });
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('topUp.recordsTitle')} fallback="/pages/topUp" width="reading">
      <PullToRefresh {...pull} onRefresh={() => q.refetch().then(() => undefined)}>
        {q.isPending ? <PageSkeleton /> : q.isError ? <LoadError onRetry={() => void q.refetch()} /> : rows.length === 0 ? (
          <StateBlock title={t('topUp.empty')} />
        ) : (
          <section className="card">
            <ul className="recharge-list" data-testid="recharge-records">
              {rows.map((r) => (
                <li key={r.id} className="recharge-row" data-testid="recharge-record">
                  <div className="recharge-row-head">
                    <strong data-testid="recharge-amount">{`${formatAmount(r.status === 'pending' || r.status === 'failed' ? r.requested ?? r.received : r.received)} ${r.token}`}</strong>
                    <RechargeStatus r={r} testId="recharge-status" />
                  </div>
                  <div className="recharge-row-head muted">
                    <span>{formatDateTime(r.time)}</span>
                    <TxLink r={r} />
                  </div>
                </li>
              ))}
            </ul>
            {q.hasNextPage ? <Button block fill="none" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>{t('topUp.more')}</Button> : null}
          </section>
        )}
      </PullToRefresh>
    </Page>
  );
}
