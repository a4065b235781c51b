import { Button, ErrorBlock } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ApiError, retryNetworkOnly } from '../../api/client';
import { contentKeys, fetchAnnouncement, fetchCompanyProfile, paragraphsOf } from '../../api/content';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import '../index/content.css';

/** Plain-text paragraphs as text nodes: bodies are never HTML, so nothing in them can become markup. */
export function Paragraphs({ content }: { content: string }) {
  return <div className="article-body">{paragraphsOf(content).map((p, i) => <p key={i}>{p}</p>)}</div>;
}

function Gone({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={message} description="" data-testid="article-not-found">
      <Button color="primary" onClick={() => navigate('/pages/msgList')} data-testid="article-to-list">{t('news.backToList')}</Button>
    </ErrorBlock>
  );
}

/** One announcement (`?type=announcement&id=`), in the interface language. */
export function AnnouncementArticle({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useQuery({
    queryKey: contentKeys.detail(i18n.language, id),
    queryFn: () => fetchAnnouncement(id),
    enabled: valid,
    retry: retryNetworkOnly,
  });
  const a = query.data;
  return (
    <Page title={t('article.announcement')} fallback="/pages/msgList" width="reading">
      {!valid ? <Gone message={t('news.notFound')} />
        : a ? (
          <article className="card article" data-testid="article-announcement" lang={i18n.language}>
            <h2>{a.title}</h2>
            <p className="muted"><time dateTime={new Date(a.time * 1000).toISOString()}>{formatDateTime(a.time)}</time></p>
            <Paragraphs content={a.content} />
          </article>
        ) : query.error instanceof ApiError ? <Gone message={query.error.message} />
          : query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <PageSkeleton lines={6} />}
    </Page>
  );
}

/** The company profile in full (`?type=company`). */
export function CompanyArticle() {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: contentKeys.company(i18n.language), queryFn: fetchCompanyProfile, staleTime: 5 * 60_000 });
  const p = query.data;
  return (
    <Page title={t('company.title')} width="reading">
      {p ? (
        p.title || p.content ? (
          <article className="card article" data-testid="article-company" lang={i18n.language}>
            {p.title ? <h2>{p.title}</h2> : null}
            {p.image ? <img className="article-image" src={p.image} alt={p.title} /> : null}
            <Paragraphs content={p.content} />
          </article>
        ) : <ErrorBlock status="empty" title={t('company.empty')} description="" data-testid="article-company-empty" />
      ) : query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <PageSkeleton lines={8} />}
    </Page>
  );
}
