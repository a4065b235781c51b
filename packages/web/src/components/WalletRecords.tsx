import { useState } from 'react';
import { DotLoading, Empty, InfiniteScroll, Skeleton } from 'antd-mobile';
import { RECORD_TYPES, type Asset } from '@onego/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/useTranslation';
import { fetchRecords, type FrozenRecord, type RecordType, type WalletRecord } from '../api/wallet';
import { MONEY_FRESHNESS, qk } from '../app/queries';
import { useAppStore } from '../app/store';
import { formatAmount, formatDateTime } from './format';
import { isPositive } from './money';
import { LoadError } from './States';

export const PAGE_SIZE = 20;

/** The record's kind as the member reads it; transfers and consolidations say which way the money went. */
export function recordLabel(t: TFunction, r: Pick<WalletRecord, 'type' | 'amount'>): string {
  const inflow = isPositive(r.amount);
  if (r.type === 'transfer') return t(inflow ? 'wallet.dir.transferIn' : 'wallet.dir.transferOut');
  if (r.type === 'consolidation') return t(inflow ? 'wallet.dir.consolidationIn' : 'wallet.dir.consolidationOut');
  if ((RECORD_TYPES as readonly string[]).includes(r.type)) return t(`wallet.kind.${r.type}`);
  return t('wallet.kind.other');
}

export function RecordRow({ record: r }: { record: WalletRecord }) {
  const { t } = useTranslation();
  const inflow = isPositive(r.amount);
  // Transfers and consolidations carry "A → B" as their note; the counterparty line already says it.
  const note = r.note && !(r.counterparty && r.note.includes(r.counterparty)) ? r.note : '';
  return (
    <li className="record" data-testid="wallet-record" data-type={r.type}>
      <div className="record-main">
        <div className="record-type" data-testid="wallet-record-type">{recordLabel(t, r)}</div>
        {r.counterparty ? (
          <div className="muted" data-testid="wallet-record-counterparty">
            {t(inflow ? 'wallet.from' : 'wallet.to', { id: r.counterparty })}
          </div>
        ) : null}
        {note ? <div className="muted record-note" data-testid="wallet-record-note">{note}</div> : null}
        <time className="muted" dateTime={new Date(r.time * 1000).toISOString()}>{formatDateTime(r.time)}</time>
      </div>
      <div className="record-side">
        <div className={`record-amount ${inflow ? 'amount-in' : 'amount-out'}`} data-testid="wallet-record-amount">
          {formatAmount(r.amount, true)}
        </div>
        <div className="muted">{t('wallet.balanceAfter', { amount: formatAmount(r.balance_after) })}</div>
      </div>
    </li>
  );
}

/** Money reserved by an open pending transfer: what for, how much, and when it is released unless used. */
export function FrozenRow({ frozen: f }: { frozen: FrozenRecord }) {
  const { t } = useTranslation();
  return (
    <li className="record" data-testid="wallet-frozen-record">
      <div className="record-main">
        <div className="record-type">{t('wallet.frozenLabel', { reason: recordLabel(t, { type: f.reason, amount: `-${f.amount}` }) })}</div>
        <div className="muted" data-testid="wallet-frozen-expiry">
          {f.expires_at !== null ? t('wallet.frozenUntil', { time: formatDateTime(f.expires_at) }) : t('wallet.frozenNoExpiry')}
        </div>
        <time className="muted" dateTime={new Date(f.time * 1000).toISOString()}>{formatDateTime(f.time)}</time>
      </div>
      <div className="record-side">
        <div className="record-amount amount-out" data-testid="wallet-frozen-amount">{formatAmount(f.amount)}</div>
      </div>
    </li>
  );
}

/** An asset's income and expenditure: type filter, paged list (infinite scroll), skeleton, empty and error states. */
export function WalletRecords({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const [type, setType] = useState<RecordType | ''>('');
  const query = useInfiniteQuery({
    queryKey: [...qk.records(asset, type), token],
    queryFn: ({ pageParam }) => fetchRecords(asset, { type: type || undefined, page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: Boolean(token),
    ...MONEY_FRESHNESS,
  });
  const records = query.data?.pages.flatMap((p) => p.list) ?? [];
  const frozen = query.data?.pages[0]?.frozen ?? [];

  const loadMore = async () => {
    const r = await query.fetchNextPage();
    if (r.isError) throw r.error;
  };

  return (
    <div className="records">
      <label className="records-filter">
        <span className="muted">{t('wallet.filterLabel')}</span>
        <select className="field-select records-select" value={type} data-testid="wallet-type-filter"
          onChange={(e) => setType(e.target.value as RecordType | '')}>
          <option value="">{t('wallet.filterAll')}</option>
          {RECORD_TYPES.map((k) => <option key={k} value={k}>{t(`wallet.kind.${k}`)}</option>)}
        </select>
      </label>
      {frozen.length > 0 ? (
        <ul className="record-list" aria-label={t('wallet.frozenTitle')} data-testid="wallet-frozen">
          {frozen.map((f) => <FrozenRow key={f.id} frozen={f} />)}
        </ul>
      ) : null}
      {query.isPending ? (
        <div aria-busy="true" className="records-skeleton">
          {[0, 1, 2].map((i) => <Skeleton.Paragraph key={i} lineCount={2} animated />)}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : records.length === 0 ? (
        <Empty description={t('wallet.empty')} data-testid="wallet-empty" />
      ) : (
        <>
          <ul className="record-list" aria-label={t('wallet.recordsTitle')}>
            {records.map((r) => <RecordRow key={r.id} record={r} />)}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
            {(hasMore, failed, retry) => (
              hasMore ? (
                failed ? (
                  <button type="button" className="link" onClick={retry} data-testid="wallet-load-retry">
                    {t('wallet.loadMoreFailed')}
                  </button>
                ) : (
                  <button type="button" className="link" onClick={() => void loadMore().catch(() => undefined)}
                    data-testid="wallet-load-more">
                    {query.isFetchingNextPage ? <DotLoading /> : t('wallet.loadMore')}
                  </button>
                )
              ) : <span className="muted">{t('wallet.noMore')}</span>
            )}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}
