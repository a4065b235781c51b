import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface Props {
  title: string;
  children: ReactNode;
  /** Where "back" goes when the page was opened directly (no history to return to). */
  fallback?: string;
  right?: ReactNode;
  /**
   * Desktop column: 'form' is a centred 480 px column (nav bar and cards the same width), 'reading' a 760 px one for
   * long text, 'full' the whole 1200 px. Phones always use the full width.
   */
  width?: 'full' | 'form' | 'reading';
}

export function Page({ title, children, fallback = '/', right, width = 'full' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <div className={`page page-${width}`}>
      <NavBar className="page-nav" onBack={back} left={<span className="sr-only">{t('common.back')}</span>} right={right}>
        <h1 className="page-title">{title}</h1>
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
