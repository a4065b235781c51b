import { useEffect } from 'react';
import { InfiniteScroll, Tag } from 'antd-mobile';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { fetchFeedback, markRepliesRead, type FeedbackRecord as Row } from '../../api/feedback';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton, StateBlock } from '../../components/States';

const LIMIT = 20;

/** Feedback records (/pages/feedback/feedbackRecord): each with its state and the reply; showing them marks replies read. */
export function FeedbackRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const records = useInfiniteQuery({
    queryKey: ['feedback', 'records'],
    queryFn: ({ pageParam }) => fetchFeedback(pageParam, LIMIT),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
  const read = useMutation({
    mutationFn: markRepliesRead,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['feedback', 'unread'] }),
  });
  const unread = records.data?.pages[0]?.unread ?? 0;
  // The replies on screen are read: the badge on Mine goes once they have been shown.
  useEffect(() => {
    if (unread > 0 && !read.isPending) read.mutate();
  }, [unread]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('feedback.records')} fallback="/pages/feedback/feedback" width="reading">
      {records.isPending ? <PageSkeleton /> : records.isError ? <LoadError onRetry={() => void records.refetch()} /> : list.length === 0 ? (
        <StateBlock title={t('feedback.empty')}>
          <button type="button" className="link" onClick={() => navigate('/pages/feedback/feedback')}>{t('feedback.write')}</button>
        </StateBlock>
      ) : (
        <div className="stack">
          {list.map((r) => <RecordCard key={r.id} r={r} />)}
          <InfiniteScroll loadMore={async () => void (await records.fetchNextPage())} hasMore={!!records.hasNextPage} />
        </div>
      )}
    </Page>
  );
}

function RecordCard({ r }: { r: Row }) {
  const { t } = useTranslation();
  return (
    <article className="card feedback-card" data-testid={`feedback-record-${r.id}`} data-status={r.status}>
      <header className="feedback-head">
        <Tag color={r.status === 'replied' ? 'success' : 'warning'} fill="outline">{t(`feedback.status.${r.status}`)}</Tag>
        <span className="muted">{t(`feedback.kind.${r.type}`)} · {formatDateTime(r.created_at)}</span>
        {r.unread ? <Tag color="danger" data-testid="feedback-new">{t('feedback.newReply')}</Tag> : null}
      </header>
      <h2 className="feedback-title">{r.title}</h2>
      {r.content.split('\n').map((line, i) => <p key={i} className="feedback-text">{line}</p>)}
      {r.images.length ? (
        <div className="photo-grid">{r.images.map((u, i) => <img key={u} src={u} alt={t('feedback.image', { n: i + 1 })} />)}</div>
      ) : null}
      {r.status === 'replied' ? (
        <section className="feedback-reply" data-testid="feedback-reply">
          <strong>{t('feedback.reply')}</strong>
          {r.reply.split('\n').map((line, i) => <p key={i} className="feedback-text">{line}</p>)}
          <span className="muted">{r.replied_at ? formatDateTime(r.replied_at) : ''}</span>
        </section>
      ) : null}
    </article>
  );
}
