import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { store } from './store';
import { tabFor } from './tabs';
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
    // From a tab page the default destination (Mine) is right; elsewhere come back to where the member was.
    const back = !here.startsWith('/pages/login') && !tabFor(location.pathname);
    const redirect = back ? `?redirect=${encodeURIComponent(here)}` : '';
    navigate(`/pages/login${redirect}`);
  }, [navigate, location]);
}
