import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { GuestPrompt } from '../components/GuestPrompt';
import { store, useIsMember } from './store';
import { isDesktop } from './viewport';

/** Member-only pages: phones go to the login page, desktops keep the page and open the login overlay. */
export function RequireMember({ children }: { children: ReactNode }) {
  const member = useIsMember();
  const location = useLocation();
  const desktop = isDesktop();
  useEffect(() => {
    if (!member && desktop) store.setShowPCLogin(true);
  }, [member, desktop]);
  if (member) return <>{children}</>;
  if (desktop) return <GuestPrompt />;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/pages/login?redirect=${redirect}`} replace />;
}
