import '../src/app/antdSetup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/i18n';
import { routes } from '../src/app/router';
import { lazyPage } from '../src/app/lazyPage';
import { RouteError } from '../src/app/RouteError';
import { CHUNK_RELOAD_KEY, pageReload } from '../src/app/chunkReload';
import { WAIT } from './helpers';

// A page whose code fails to load shows a translated message with a retry (never the router's developer page), and
// reloads the whole page once by itself first, remembered in sessionStorage so it cannot loop.

const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/Gone-1234.js');

function Fine() {
  return <p>page content</p>;
}

/** A page chunk whose loads fail while `failing` is true (as a blocked or removed file would). */
function flakyChunk() {
  const state = { failing: true, loads: 0 };
  const Page = lazyPage(async () => {
    state.loads += 1;
    if (state.failing) throw chunkMissing();
    return { Fine };
  }, 'Fine');
  return { state, Page };
}

/** The app's arrangement: a shell with a Suspense around the page, a boundary on the shell and on every page. */
function renderAt(children: RouteObject[], at = '/') {
  const shell = <Suspense fallback={<p>loading</p>}><Outlet /></Suspense>;
  const router = createMemoryRouter([{ element: shell, errorElement: <RouteError />, children: children.map((r) => ({ ...r, errorElement: <RouteError /> })) }], { initialEntries: [at] });
  return { ...render(<RouterProvider router={router} />), router };
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await changeLanguage('en');
  sessionStorage.clear();
  reload = vi.fn();
  pageReload.reload = reload as () => void;
});
afterEach(() => sessionStorage.clear());

describe('a page chunk that fails to load', () => {
  it('reloads the page once by itself and remembers that it did', async () => {
    const { Page } = flakyChunk();
    renderAt([{ path: '/', element: <Page /> }]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), WAIT);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeTruthy();
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });

  it('after that reload, shows the translated message and a retry instead of reloading again', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { Page } = flakyChunk();
    renderAt([{ path: '/', element: <Page /> }]);
    expect(await screen.findByText('This page could not be loaded', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
  });

  it('opened from another page, fails once without fetching again and again', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { state, Page } = flakyChunk();
    const { router } = renderAt([{ path: '/', element: <Fine /> }, { path: '/flaky', element: <Page /> }]);
    expect(await screen.findByText('page content', {}, WAIT)).toBeTruthy();
    await act(() => router.navigate('/flaky'));
    expect(await screen.findByRole('button', { name: 'Retry' }, WAIT)).toBeTruthy();
    // React may render a failed page once more by itself; each render must not start a new fetch.
    expect(state.loads).toBeLessThanOrEqual(2);
    const loads = state.loads;
    await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
    expect(state.loads).toBe(loads);
  });

  it('speaks the reader\'s language', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    await changeLanguage('th');
    const { Page } = flakyChunk();
    renderAt([{ path: '/', element: <Page /> }]);
    expect(await screen.findByText('โหลดหน้านี้ไม่สำเร็จ', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });

  it('loads the page again on retry once the chunk is back, and frees the one reload for a later deployment', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { state, Page } = flakyChunk();
    renderAt([{ path: '/', element: <Page /> }]);
    const retry = await screen.findByRole('button', { name: 'Retry' }, WAIT);
    const loadsBefore = state.loads;
    state.failing = false;
    act(() => fireEvent.click(retry));
    expect(await screen.findByText('page content', {}, WAIT)).toBeTruthy();
    expect(state.loads).toBeGreaterThan(loadsBefore);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps showing the retry while the chunk still fails, without reloading', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { state, Page } = flakyChunk();
    renderAt([{ path: '/', element: <Page /> }]);
    const retry = await screen.findByRole('button', { name: 'Retry' }, WAIT);
    const loadsBefore = state.loads;
    act(() => fireEvent.click(retry));
    await waitFor(() => expect(state.loads).toBeGreaterThan(loadsBefore), WAIT);
    expect(await screen.findByRole('button', { name: 'Retry' }, WAIT)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a page that fails while rendering', () => {
  it('shows the translated failure with a retry and does not reload', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('bug');
    }
    renderAt([{ path: '/', element: <Broken /> }]);
    expect(await screen.findByText('Something went wrong, please try again', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    spy.mockRestore();
    warn.mockRestore();
  });
});

describe('the app\'s routes', () => {
  it('give every page, and the shell, an error element', () => {
    expect(routes[0]!.errorElement).toBeTruthy();
    const pages = routes[0]!.children!;
    expect(pages.length).toBeGreaterThan(20);
    for (const route of pages) expect(route.errorElement, route.path).toBeTruthy();
  });
});
