import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';

interface Props {
  title: string;
  children: ReactNode;
  /** Where "back" goes when the page was opened directly (no history to return to). */
  fallback?: string;
  right?: ReactNode;
}

export function Page({ title, children, fallback = '/', right }: Props) {
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <div className="page">
      <NavBar className="page-nav" onBack={back} right={right}>
        <h1 className="page-title">{title}</h1>
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
