import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../src/shell/App';
import { routes } from '../src/shell/routes';
import { checkFixture } from '@onego/contract/fixtures';

export type Handler = (url: URL, init: RequestInit) => { code?: number; msg?: string; data?: unknown; status?: number };

/** Replaces fetch with a router over /admin-api paths; records every call. Success answers must fit the contract. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ path: string; url: URL; init: RequestInit }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/admin-api/, '');
    calls.push({ path, url, init });
    const h = handlers[`${init.method ?? 'GET'} ${path}`];
    const out = h ? h(url, init) : { code: 0, msg: `no mock for ${path}`, status: 404 };
    const body = { code: out.code ?? 1, msg: out.msg ?? 'Success', time: 1_700_000_000, data: out.data ?? null };
    checkFixture(init.method ?? 'GET', url.pathname, body);
    return new Response(JSON.stringify(body), { status: out.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const mounted: Root[] = [];

// Rendered with the app's own react-dom (React 19): the workspace root may hoist another React for @testing-library/react.
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  mounted.push(root);
  root.render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { container, router };
}

export function unmountAll() {
  while (mounted.length) {
    const root = mounted.pop()!;
    root.unmount();
  }
  document.body.innerHTML = '';
}

export const ME = {
  operator: { id: 1, username: 'boss', role: 'super_admin', totp_enabled: false, status: 'active', last_login_at: 1_700_000_000, created_at: 1_700_000_000 },
  permissions: ['members.read', 'members.write', 'audit.read', 'outbox.read', 'operators.read', 'operators.write'],
};

/** An operator of the finance role: wallets, the ledger and settings, no catalogue or content. */
export const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'audit.read', 'wallet.read', 'wallet.adjust', 'ledger.read', 'ledger.verify', 'settings.read', 'settings.write'],
};

/** How long tests wait for the back office: generous, because CI runs every suite at once on 2 cores. */
export const WAIT = { timeout: 15_000 };
