import { ErrorBlock, PullToRefresh } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { contentKeys, fetchCompanyProfile } from '../../api/content';
import { LoadError, PageSkeleton } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { Paragraphs } from '../articleDetails/ContentArticle';
import { openLocationPath } from '../map/paths';
import { PcCrumbs } from './PcCrumbs';
import '../index/content.css';
import './pc.css';

/** /pages/pc/aboutUs: the company profile on a desktop: its text, the licence picture and the office on the map. */
export function PcAboutUs() {
  const { t, i18n } = useTranslation();
  const pull = usePullTexts();
  const query = useQuery({ queryKey: contentKeys.company(i18n.language), queryFn: fetchCompanyProfile, staleTime: 5 * 60_000 });
  const p = query.data;
  return (
    <div className="pc-page" data-testid="pc-about-us">
      <PcCrumbs current={t('pages.aboutUs')} />
      <PullToRefresh {...pull} onRefresh={async () => { await query.refetch(); }}>
        {p ? (
          p.title || p.content ? (
            <article className="card article pc-article pc-about" data-testid="article-company" lang={i18n.language}>
              <h1>{p.title || t('pages.aboutUs')}</h1>
              <div className="pc-about-body">
                <Paragraphs content={p.content} />
                {p.image ? (
                  <figure className="pc-licence">
                    <a href={p.image} target="_blank" rel="noreferrer">
                      <img src={p.thumb || p.image} alt={t('pages.licence')} data-testid="about-licence" />
                    </a>
                    <figcaption className="muted">{t('pages.licence')}</figcaption>
                  </figure>
                ) : null}
              </div>
              {p.lat !== null && p.lng !== null ? (
                <p>
                  {t('pages.office')}:{' '}
                  <Link className="link" to={openLocationPath(p.lat, p.lng, p.title)} data-testid="about-office-map">{t('pages.officeOnMap')}</Link>
                </p>
              ) : null}
            </article>
          ) : <ErrorBlock status="empty" title={t('company.empty')} description="" data-testid="article-company-empty" />
        ) : query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <PageSkeleton lines={8} />}
      </PullToRefresh>
    </div>
  );
}
