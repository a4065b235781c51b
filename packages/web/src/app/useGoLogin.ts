import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { store } from './store';
import { isDesktop } from './viewport';

/** Opens the login: an overlay on desktop, the login page (returning here afterwards) on phones. */
export function useGoLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isDesktop()) {
      store.setShowPCLogin(true);
      return;
    }
    const here = `${location.pathname}${location.search}`;
    const redirect = here.startsWith('/pages/login') ? '' : `?redirect=${encodeURIComponent(here)}`;
    navigate(`/pages/login${redirect}`);
  }, [navigate, location]);
}
