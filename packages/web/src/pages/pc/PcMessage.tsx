import { Button, Empty, PullToRefresh, Skeleton, Tag } from 'antd-mobile';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { contentKeys, fetchAnnouncements } from '../../api/content';
import { newsPcPath } from '../../app/shopPaths';
import { formatDate } from '../../components/format';
import { LoadError } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { PcCrumbs } from './PcCrumbs';
import '../index/content.css';
import './pc.css';

export const PC_PAGE_SIZE = 10;

/** /pages/pc/message: the announcements a page at a time (the page in the address, so "back" returns to it). */
export function PcMessage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const pull = usePullTexts();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1);
  const query = useQuery({
    queryKey: [...contentKeys.list(i18n.language), 'page', page],
    queryFn: () => fetchAnnouncements(page, PC_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PC_PAGE_SIZE)) : 1;
  const go = (p: number) => setParams(p > 1 ? { page: String(p) } : {});

  return (
    <div className="pc-page pc-news" data-testid="pc-message">
      <PcCrumbs current={t('news.title')} />
      <PullToRefresh {...pull} onRefresh={async () => { await client.invalidateQueries({ queryKey: contentKeys.all }); }}>
        <section className="card">
          <h1 className="section-title">{t('news.title')}</h1>
          {!data && query.isPending ? (
            <div aria-busy="true">{[0, 1, 2].map((i) => <Skeleton.Paragraph key={i} lineCount={2} animated />)}</div>
          ) : !data ? (
            <LoadError onRetry={() => void query.refetch()} />
          ) : data.list.length === 0 ? (
            <Empty description={t('news.empty')} data-testid="msg-empty" />
          ) : (
            <ul className="msg-list pc-news-list" aria-label={t('news.title')}>
              {data.list.map((a) => (
                <li key={a.id}>
                  <Link className="msg-card" to={newsPcPath(a.id)} data-testid={`msg-item-${a.id}`}>
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
          )}
          {data && pages > 1 ? (
            <nav className="pc-pager" aria-label={t('pages.pageOf', { page, pages })}>
              <Button size="small" disabled={page <= 1} onClick={() => go(page - 1)} data-testid="pc-page-prev">{t('pages.previous')}</Button>
              <span className="muted" data-testid="pc-page-of">{t('pages.pageOf', { page, pages })}</span>
              <Button size="small" disabled={page >= pages} onClick={() => go(page + 1)} data-testid="pc-page-next">{t('pages.next')}</Button>
            </nav>
          ) : null}
        </section>
      </PullToRefresh>
    </div>
  );
}
