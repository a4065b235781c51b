import '../src/app/antdSetup';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../src/app/router';
import { createQueryClient } from '../src/app/queryClient';

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

/** Replaces fetch with a router over request paths; unknown paths answer 404. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const res = handler(url, init) ?? { status: 404, body: envelope(null, 0, 'not found') };
    return new Response(JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
