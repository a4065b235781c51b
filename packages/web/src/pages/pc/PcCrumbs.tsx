import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { PC_VARIANT } from '../../app/shopPaths';

/** "Home › <page>": the desktop pages' way back to the shop. */
export function PcCrumbs({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="pc-crumbs" aria-label={t('pc.breadcrumb')}>
      <Link to={PC_VARIANT['/']!} data-testid="pc-crumb-home">{t('tab.home')}</Link>
      <span aria-hidden="true">›</span>
      <span aria-current="page">{current}</span>
    </nav>
  );
}
