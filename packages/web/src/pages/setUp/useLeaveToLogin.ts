import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { store } from '../../app/store';

/**
 * Opens the login page and ends the local session once the calling page has gone, not before: the login page loads
 * lazily and this member-only page stays on screen until it shows; ending the session under it would make it ask for
 * a login (on a desktop, raising the login overlay over the login page being opened).
 */
export function useLeaveToLogin(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(() => () => {
    if (!leaving.current) return;
    store.clearSession();
    client.clear();
  }, [client]);
  return useCallback(() => {
    leaving.current = true;
    void navigate('/pages/login', { replace: true });
  }, [navigate]);
}
