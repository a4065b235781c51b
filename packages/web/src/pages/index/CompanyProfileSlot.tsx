import { useId } from 'react';
import { Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { joinParagraphs, paragraphsOf } from '../../api/content';
import { companyProfileQuery } from './homeQueries';
import './content.css';

const FULL_PROFILE = '/pages/articleDetails?type=company';

/**
 * The company profile on the home page: its title and first lines, opening the full text. Self-contained (fetches its
 * own data) so the desktop home can reuse it; shows nothing until an operator has written a profile.
 */
export function CompanyProfileSlot() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useQuery(companyProfileQuery(i18n.language));

  if (query.isPending) {
    return (
      <section className="card company-slot" aria-busy="true" aria-label={t('company.title')}>
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  const profile = query.data;
  if (!profile || (!profile.title && !profile.content)) return null;
  return (
    <section className="card company-slot" aria-labelledby={titleId} data-testid="company-slot">
      <div className="section-head">
        <h2 className="section-title" id={titleId}>{t('company.title')}</h2>
        <Link className="link" to={FULL_PROFILE} data-testid="company-more">{t('company.readMore')}</Link>
      </div>
      <Link className="company-slot-body" to={FULL_PROFILE} data-testid="company-open">
        {profile.thumb ? <img className="company-slot-image" src={profile.thumb} alt={profile.title} loading="lazy" /> : null}
        <div className="company-slot-text">
          {profile.title ? <h3 className="company-slot-title">{profile.title}</h3> : null}
          <p className="company-slot-lead" data-testid="company-lead">{joinParagraphs(paragraphsOf(profile.content))}</p>
        </div>
      </Link>
    </section>
  );
}
