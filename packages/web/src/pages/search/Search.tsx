import { useState } from 'react';
import { Button, Dialog, Empty, InfiniteScroll } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { fetchProducts } from '../../api/shop';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { ProductGrid } from '../shop/ProductGrid';
import { readHistory, rememberSearch, writeHistory } from './history';

export function Search() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [text, setText] = useState(keyword);
  const [history, setHistory] = useState<string[]>(readHistory);

  const results = useInfiniteQuery({
    queryKey: ['products', 'search', i18n.language, keyword],
    queryFn: ({ pageParam }) => fetchProducts({ keyword, page: pageParam, limit: 20 }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: keyword !== '',
  });

  const run = (value: string) => {
    const k = value.trim();
    setText(k);
    if (!k) return;
    setHistory(rememberSearch(k, history));
    setParams({ keyword: k }, { replace: true });
  };

  const clearHistory = async () => {
    const sure = await Dialog.confirm({
      content: t('search.clearConfirm'),
      confirmText: t('search.clear'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    setHistory([]);
    writeHistory([]);
  };

  const products = results.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <Page title={t('search.title')} fallback="/">
      <form className="search-row" role="search" onSubmit={(e) => { e.preventDefault(); run(text); }}>
        <input className="search-input" type="search" value={text} onChange={(e) => setText(e.target.value)}
          placeholder={t('shop.searchPlaceholder')} aria-label={t('search.title')} data-testid="search-input"
          maxLength={100} autoFocus />
        <Button color="primary" size="small" type="submit" data-testid="search-submit">{t('search.submit')}</Button>
      </form>

      {!keyword ? (
        <section className="card search-history" aria-label={t('search.history')}>
          <div className="section-head">
            <h2 className="section-title">{t('search.history')}</h2>
            {history.length ? (
              <button type="button" className="link" data-testid="search-clear-history" onClick={() => void clearHistory()}>
                {t('search.clear')}
              </button>
            ) : null}
          </div>
          {history.length ? (
            <div className="category-chips">
              {history.map((h) => (
                <button key={h} type="button" className="chip" data-testid="search-history-item" onClick={() => run(h)}>
                  {h}
                </button>
              ))}
            </div>
          ) : <p className="muted">{t('search.noHistory')}</p>}
        </section>
      ) : null}

      {keyword && results.isPending ? <PageSkeleton lines={4} /> : null}
      {keyword && results.isError && !results.data ? <LoadError onRetry={() => void results.refetch()} /> : null}
      {keyword && results.data && !products.length ? (
        <div className="card" data-testid="search-empty"><Empty description={t('search.noResults')} /></div>
      ) : null}
      {keyword && products.length ? (
        <>
          <ProductGrid products={products} />
          <InfiniteScroll hasMore={!!results.hasNextPage && !results.isError}
            loadMore={async () => { await results.fetchNextPage(); }}>
            {results.hasNextPage ? t('common.loading') : t('shop.noMore')}
          </InfiniteScroll>
        </>
      ) : null}
    </Page>
  );
}
