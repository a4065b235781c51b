import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getToken, setToken } from '../kit/apiClient';
import { sessionApi } from './calls';

/** The signed-in operator and their permissions (from the server's single permission table). */
export function useMe() {
  const token = getToken();
  return useQuery({ queryKey: ['me', token], queryFn: sessionApi.me, enabled: !!token, retry: false, staleTime: 60_000 });
}

export function useCan() {
  const me = useMe();
  return useCallback((p: string) => me.data?.permissions.includes(p) ?? false, [me.data]);
}

export function useSignOut() {
  const qc = useQueryClient();
  return useCallback(async () => {
    try {
      await sessionApi.logout();
    } catch {
      // The session may already be gone; signing out locally is what matters.
    }
    setToken(null);
    qc.clear();
    window.location.hash = '#/login';
  }, [qc]);
}
