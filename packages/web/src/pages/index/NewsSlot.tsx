import { useId } from 'react';
import { Skeleton, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { formatDate } from '../../components/format';
import { HOME_NEWS, latestNewsQuery } from './homeQueries';
import './content.css';

/**
 * "Latest news" on the home page: the newest announcements (pinned first), each opening its article, and a link to the
 * full list. It fetches its own data so any home (phone or desktop) can place it; with no news, or when the call
 * fails, it shows nothing rather than an empty box on the home page.
 */
export function NewsSlot({ limit = HOME_NEWS }: { limit?: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useQuery(latestNewsQuery(i18n.language, limit));

  if (query.isPending) {
    return (
      <section className="card news-slot" aria-busy="true" aria-label={t('news.latest')}>
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  const list = query.data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="card news-slot" aria-labelledby={titleId} data-testid="news-slot">
      <div className="section-head">
        <h2 className="section-title" id={titleId}>{t('news.latest')}</h2>
        <Link className="link" to="/pages/msgList" data-testid="news-more">{t('news.more')}</Link>
      </div>
      <ul className="news-list">
        {list.map((a) => (
          <li key={a.id}>
            <Link className="news-item" to={`/pages/articleDetails?type=announcement&id=${a.id}`} data-testid={`news-item-${a.id}`}>
              {a.pinned ? <Tag className="news-pinned" color="danger" fill="outline">{t('news.pinned')}</Tag> : null}
              <span className="news-item-title">{a.title}</span>
              <time className="muted" dateTime={new Date(a.time * 1000).toISOString()}>{formatDate(a.time)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
