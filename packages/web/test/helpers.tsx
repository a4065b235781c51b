import '../src/app/antdSetup';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../src/app/router';
import { createQueryClient } from '../src/app/queryClient';
import { store } from '../src/app/store';
import { checkFixture } from '@onego/contract/fixtures';
import { userinfo } from './fixtures';

export function renderRoute(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export function envelope(data: unknown, code = 1, msg = '') {
  return { code, msg, time: 1734480000, data };
}

type Handler = (url: string, init: RequestInit) => { status?: number; body: unknown } | undefined;

/** Replaces fetch with a router over request paths; unknown paths answer 404. Success answers must fit the contract. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const res = handler(url, init) ?? { status: 404, body: envelope(null, 0, 'not found') };
    checkFixture(init.method ?? 'GET', url, res.body);
    return new Response(JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** How long tests wait for the app: generous, because CI runs every suite at once on 2 cores. */
export const WAIT = { timeout: 15_000 };

/**
 * Runs `open` and returns the dialog it opened. Dialogs live in document.body and fade out after closing, and under
 * load an earlier one may still be there: the new one is the dialog that was not there before.
 */
export async function nextDialog(open: () => void): Promise<HTMLElement> {
  const before = new Set(screen.queryAllByRole('dialog'));
  open();
  return waitFor(() => {
    const fresh = screen.queryAllByRole('dialog').find((d) => !before.has(d));
    if (!fresh) throw new Error('no new dialog opened');
    return fresh;
  }, WAIT);
}

export type Reply = { status?: number; body: unknown } | undefined;
/** A test's own answer to one path: gets the parsed JSON body and the URL; undefined falls through to the defaults. */
export type Answer = (body: Record<string, unknown>, url: string) => Reply;

/**
 * Replaces fetch with answers by path: the test's own `answers` first, then `defaults` (data sent in the envelope);
 * other paths answer 404.
 */
export function mockRoutes(answers: Record<string, Answer>, defaults: Record<string, unknown>) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const body = init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {};
    const custom = answers[path]?.(body, url);
    if (custom) return custom;
    return path in defaults ? { body: envelope(defaults[path]) } : undefined;
  });
}

type FetchMock = ReturnType<typeof mockFetch>;
/** The parsed JSON bodies of the calls made to a path. */
export const bodiesOf = (fetch: FetchMock, path: string) =>
  fetch.mock.calls.filter(([u]) => String(u).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
/** The URLs (with their query) of the calls made to a path. */
export const urlsOf = (fetch: FetchMock, path: string) =>
  fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.split('?')[0] === path);

/** Starts the app as the fixtures' member, signed in (token and user info stored, the store re-read). */
export function signIn(): void {
  localStorage.setItem('token', 'tok-abc');
  localStorage.setItem('userInfo', JSON.stringify(userinfo));
  store.reload();
}
