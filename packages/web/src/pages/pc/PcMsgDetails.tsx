import { ErrorBlock, PullToRefresh } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { ApiError, retryNetworkOnly } from '../../api/client';
import { contentKeys, fetchAnnouncement } from '../../api/content';
import { NEWS_PC_PATH } from '../../app/shopPaths';
import { formatDateTime } from '../../components/format';
import { LoadError, PageSkeleton } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { Paragraphs } from '../articleDetails/ContentArticle';
import { PcCrumbs } from './PcCrumbs';
import '../index/content.css';
import './pc.css';

/** /pages/pc/msgDetails?id=: one announcement on a desktop, with the way back to the list. */
export function PcMsgDetails() {
  const { t, i18n } = useTranslation();
  const pull = usePullTexts();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useQuery({
    queryKey: contentKeys.detail(i18n.language, id),
    queryFn: () => fetchAnnouncement(id),
    enabled: valid,
    retry: retryNetworkOnly,
  });
  const a = query.data;
  const gone = (message: string) => (
    <ErrorBlock status="empty" title={message} description="" data-testid="article-not-found">
      <Link className="link" to={NEWS_PC_PATH} data-testid="article-to-list">{t('news.backToList')}</Link>
    </ErrorBlock>
  );
  return (
    <div className="pc-page" data-testid="pc-msg-details">
      <PcCrumbs current={a?.title ?? t('article.announcement')} />
      <PullToRefresh {...pull} onRefresh={async () => { if (valid) await query.refetch(); }}>
        {!valid ? gone(t('news.notFound'))
          : a ? (
            <article className="card article pc-article" data-testid="article-announcement" lang={i18n.language}>
              <h1>{a.title}</h1>
              <p className="muted"><time dateTime={new Date(a.time * 1000).toISOString()}>{formatDateTime(a.time)}</time></p>
              <Paragraphs content={a.content} />
              <p><Link className="link" to={NEWS_PC_PATH} data-testid="article-to-list">{t('news.backToList')}</Link></p>
            </article>
          ) : query.error instanceof ApiError ? gone(query.error.message)
            : query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <PageSkeleton lines={6} />}
      </PullToRefresh>
    </div>
  );
}
