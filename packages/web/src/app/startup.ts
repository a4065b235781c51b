import { KEYS } from './storage';

export interface StartupParams {
  token?: string;
  invite_code?: string;
  node_code?: string;
}

/** Reads start-up values from both the query before the hash and the query inside the hash (hash wins). */
export function readStartupParams(href: string): StartupParams {
  const url = new URL(href, 'http://localhost');
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  const merged = new URLSearchParams(url.search);
  new URLSearchParams(hashQuery).forEach((v, k) => merged.set(k, v));
  const out: StartupParams = {};
  for (const key of ['token', 'invite_code', 'node_code'] as const) {
    const v = merged.get(key)?.trim();
    if (v) out[key] = v;
  }
  return out;
}

/**
 * Applies start-up values (spec §4): a token is stored; invitation and node codes are stored and the visitor is
 * sent to registration. Returns the hash route to open, or null to keep the current one.
 */
export function applyStartup(win: Window = window): string | null {
  const params = readStartupParams(win.location.href);
  if (params.token && params.token !== localStorage.getItem(KEYS.token)) {
    localStorage.setItem(KEYS.token, params.token);
    // A different session: the cached profile belongs to someone else.
    localStorage.removeItem(KEYS.userInfo);
  }
  if (params.invite_code) localStorage.setItem(KEYS.inviteCode, params.invite_code);
  if (params.node_code) localStorage.setItem(KEYS.nodeCode, params.node_code);

  let target: string | null = null;
  if (params.invite_code || params.node_code) {
    const q = new URLSearchParams();
    if (params.invite_code) q.set('invite_code', params.invite_code);
    if (params.node_code) q.set('node_code', params.node_code);
    target = `/pages/register?${q}`;
  } else if (params.token) {
    // Keep the page but drop the token from the address so it is not bookmarked or shared.
    const hash = win.location.hash.replace(/^#/, '') || '/';
    const [path, query = ''] = hash.split('?');
    const q = new URLSearchParams(query);
    q.delete('token');
    target = `${path}${q.size ? `?${q}` : ''}`;
  }
  if (target !== null) win.history.replaceState(null, '', `${win.location.pathname}#${target}`);
  return target;
}
