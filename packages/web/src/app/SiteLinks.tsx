import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router';
import { ABOUT_US_PC_PATH, NEWS_PC_PATH } from './shopPaths';
import { useAppStore } from './store';
import { useIsDesktop } from './viewport';

/** Where each of the site's information pages is on this screen: the /pages/pc/ variant on a desktop. */
export function siteLinks(desktop: boolean) {
  return [
    { key: 'news', to: desktop ? NEWS_PC_PATH : '/pages/msgList', labelKey: 'news.title' },
    { key: 'about', to: desktop ? ABOUT_US_PC_PATH : '/pages/articleDetails?type=company', labelKey: 'pages.aboutUs' },
    { key: 'contact', to: '/pages/articleDetails?type=contact', labelKey: 'pages.contact' },
    { key: 'agreement', to: '/pages/articleDetails?type=agreement', labelKey: 'article.agreement' },
    { key: 'privacy', to: '/pages/articleDetails?type=privacy', labelKey: 'article.privacy' },
  ] as const;
}

/** The information pages (news, about us, contact and cooperation, agreement, privacy) as a row of links. */
export function SiteLinks({ className = 'site-links' }: { className?: string }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <nav className={className} aria-label={t('pages.links')} data-testid="site-links">
      {siteLinks(desktop).map((l) => (
        <Link key={l.key} to={l.to} className="link" data-testid={`site-link-${l.key}`}>{t(l.labelKey)}</Link>
      ))}
    </nav>
  );
}

/** The desktop footer: the information pages under every page (phones reach them from Me). */
export function SiteFooter() {
  const desktop = useIsDesktop();
  const siteName = useAppStore((s) => s.config?.site_name) || 'One Go';
  if (!desktop) return null;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <SiteLinks />
      <span className="muted">© {siteName}</span>
    </footer>
  );
}
