import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppStore } from '../../app/store';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/States';

/** Contact and cooperation (`?type=contact`): the service phone, hours and email from the site's settings. */
export function ContactArticle() {
  const { t } = useTranslation();
  const config = useAppStore((s) => s.config);
  const any = config && (config.service_phone || config.service_email);
  return (
    <Page title={t('pages.contact')} width="reading">
      {!config ? <PageSkeleton lines={4} /> : any ? (
        <article className="card article" data-testid="article-contact">
          <h2>{t('pages.contact')}</h2>
          <p>{t('pages.contactIntro')}</p>
          <dl className="contact-list">
            {config.service_phone ? (
              <><dt>{t('pages.phone')}</dt><dd><a className="link" href={`tel:${config.service_phone}`} data-testid="contact-phone">{config.service_phone}</a></dd></>
            ) : null}
            {config.service_days ? <><dt>{t('pages.hours')}</dt><dd data-testid="contact-hours">{config.service_days}</dd></> : null}
            {config.service_email ? (
              <><dt>{t('pages.email')}</dt><dd><a className="link" href={`mailto:${config.service_email}`} data-testid="contact-email">{config.service_email}</a></dd></>
            ) : null}
          </dl>
        </article>
      ) : <ErrorBlock status="empty" title={t('pages.noContact')} description="" data-testid="article-contact-empty" />}
    </Page>
  );
}
