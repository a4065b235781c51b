import { useSyncExternalStore } from 'react';
import type { SiteConfig, UserInfo } from '@onego/contract';
import { KEYS, readJson, writeJson } from './storage';

export interface AppState {
  token: string | null;
  userInfo: UserInfo | null;
  config: SiteConfig | null;
  showPCLogin: boolean;
}

function load(): AppState {
  return {
    token: localStorage.getItem(KEYS.token),
    userInfo: readJson<UserInfo>(KEYS.userInfo),
    config: readJson<SiteConfig>(KEYS.config),
    showPCLogin: readJson<boolean>(KEYS.showPCLogin) === true,
  };
}

let state: AppState = load();
const listeners = new Set<() => void>();

function persist(s: AppState): void {
  if (s.token) localStorage.setItem(KEYS.token, s.token);
  else localStorage.removeItem(KEYS.token);
  writeJson(KEYS.userInfo, s.userInfo);
  writeJson(KEYS.config, s.config);
  writeJson(KEYS.showPCLogin, s.showPCLogin);
}

function set(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  persist(state);
  listeners.forEach((l) => l());
}

export const store = {
  get: (): AppState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads localStorage, e.g. after start-up handling or in tests. */
  reload(): void {
    state = load();
    listeners.forEach((l) => l());
  },
  setSession(token: string, userInfo: UserInfo): void {
    set({ token, userInfo, showPCLogin: false });
  },
  setUserInfo(userInfo: UserInfo | null): void {
    set({ userInfo });
  },
  setConfig(config: SiteConfig): void {
    set({ config });
  },
  setShowPCLogin(showPCLogin: boolean): void {
    set({ showPCLogin });
  },
  /** Session over (logout, 303, 401…): drop token and user info, keep everything else. */
  clearSession(): void {
    set({ token: null, userInfo: null });
  },
};

export function useAppStore<T>(select: (s: AppState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

export const useIsMember = (): boolean => useAppStore((s) => Boolean(s.token));
