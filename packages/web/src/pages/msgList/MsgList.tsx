import { DotLoading, Empty, InfiniteScroll, PullToRefresh, Skeleton, Tag } from 'antd-mobile';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { contentKeys, fetchAnnouncements } from '../../api/content';
import { formatDate } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import '../index/content.css';

export const PAGE_SIZE = 10;

/** Message list: every published announcement, pinned first then newest, loaded a page at a time as the member scrolls. */
export function MsgList() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const pull = usePullTexts();
  const key = contentKeys.list(i18n.language);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchAnnouncements(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const loadMore = async () => {
    const r = await query.fetchNextPage();
    if (r.isError) throw r.error;
  };
  // Pull-to-refresh starts again from the first page, so a new pinned item shows at the top.
  const refresh = async () => {
    await client.resetQueries({ queryKey: key });
  };

  return (
    <Page title={t('news.title')} width="reading">
      <PullToRefresh {...pull} onRefresh={refresh}>
        {query.isPending ? (
          <div className="card" aria-busy="true">
            {[0, 1, 2].map((i) => <Skeleton.Paragraph key={i} lineCount={2} animated />)}
          </div>
        ) : query.isError && !query.data ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : list.length === 0 ? (
          <Empty description={t('news.empty')} data-testid="msg-empty" />
        ) : (
          <>
            <ul className="msg-list" aria-label={t('news.title')}>
              {list.map((a) => (
                <li key={a.id}>
                  <Link className="card msg-card" to={`/pages/articleDetails?type=announcement&id=${a.id}`} data-testid={`msg-item-${a.id}`}>
                    <div className="msg-card-head">
                      {a.pinned ? <Tag color="danger" fill="outline">{t('news.pinned')}</Tag> : null}
                      <h2 className="msg-card-title">{a.title}</h2>
                    </div>
                    {a.summary ? <p className="msg-card-summary">{a.summary}</p> : null}
                    <time className="muted" dateTime={new Date(a.time * 1000).toISOString()}>{formatDate(a.time)}</time>
                  </Link>
                </li>
              ))}
            </ul>
            <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
              {(hasMore, failed, retry) => (
                <div className="msg-more">
                  {hasMore ? (
                    failed ? (
                      <button type="button" className="link" onClick={retry} data-testid="msg-load-retry">{t('news.loadMoreFailed')}</button>
                    ) : (
                      <button type="button" className="link" onClick={() => void loadMore().catch(() => undefined)} data-testid="msg-load-more">
                        {query.isFetchingNextPage ? <DotLoading /> : t('news.loadMore')}
                      </button>
                    )
                  ) : <span data-testid="msg-no-more">{t('news.noMore')}</span>}
                </div>
              )}
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    </Page>
  );
}
