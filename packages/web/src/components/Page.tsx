import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../app/viewport';

interface Props {
  title: string;
  children: ReactNode;
  /** Where "back" goes when the page was opened directly (no history to return to). */
  fallback?: string;
  right?: ReactNode;
  /**
   * Desktop column under the top bar: 'form' a 640 px one (a readable form, not stretched across the screen),
   * 'reading' an 880 px one (long text, records and lists of cards), 'full' the whole 1200 px (tables, grids).
   * Phones always use the full width.
   */
  width?: 'full' | 'form' | 'reading';
}

/**
 * A page under the app's shell: on phones the nav bar (back arrow, centred title) heads it; on desktops, where the
 * site's top bar replaces the nav bar, a page head with a "back" button and the title leads the page's column.
 */
export function Page({ title, children, fallback = '/', right, width = 'full' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <div className={`page page-${width}`} data-testid="page">
      {desktop ? (
        <header className="page-head">
          <button type="button" className="page-back" onClick={back} data-testid="page-back">
            <LeftOutline aria-hidden="true" />
            <span>{t('common.back')}</span>
          </button>
          <h1 className="page-title">{title}</h1>
          {right ? <div className="page-head-right">{right}</div> : null}
        </header>
      ) : (
        <NavBar className="page-nav" onBack={back} left={<span className="sr-only">{t('common.back')}</span>} right={right}>
          <h1 className="page-title">{title}</h1>
        </NavBar>
      )}
      <div className="page-body">{children}</div>
    </div>
  );
}
