import type { QueryClient } from '@tanstack/react-query';
import { KEYS } from './storage';
import { store } from './store';

// The session and the language survive "clear cache"; everything else is disposable.
const KEEP: string[] = [KEYS.token, KEYS.userInfo, KEYS.lang];

export function clearCache(client: QueryClient): void {
  client.clear();
  for (const key of Object.keys(localStorage)) if (!KEEP.includes(key)) localStorage.removeItem(key);
  store.reload();
}
