// The spec fixes these localStorage keys; other clients and links rely on them.
export const KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  inviteCode: 'invite_code',
  nodeCode: 'node_code',
  config: 'config',
  showPCLogin: 'showPCLogin',
  lang: 'lang',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined || value === false) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}
