import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@onego/contract';
import { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '../src/api/client';
import { EARLY_READ_SETTINGS, startEarlyReads } from '../src/app/earlyReads';
import { prefetchStartPage } from '../src/app/startData';
import { KEYS } from '../src/app/storage';
import { DESKTOP_MIN_WIDTH } from '../src/app/viewport';
import { HOME_NEWS, HOME_PICKS } from '../src/pages/index/homeQueries';

const pending = () => (globalThis as unknown as { __onegoEarlyReads?: Map<string, unknown> }).__onegoEarlyReads;

/** A fetch that answers every read with an empty success, recording what was asked for. */
function stubFetch() {
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ code: 1, msg: '', data: { list: [], images: [], total: 0, page: 1, limit: 10 } }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The starter's reads for an address, then the app's own start (app/startData.ts): what the app still asked for. */
async function startAt(hash: string, width = 375) {
  vi.stubGlobal('innerWidth', width);
  window.history.replaceState(null, '', `/${hash}`);
  const fetch = stubFetch();
  startEarlyReads(window, EARLY_READ_SETTINGS);
  const early = fetch.mock.calls.map(([u, init]) => ({ url: String(u), headers: init?.headers }));
  fetch.mockClear();
  const client = new QueryClient();
  prefetchStartPage(client, hash.replace(/^#/, ''), width >= DESKTOP_MIN_WIDTH, DEFAULT_LANGUAGE);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { early, asked: fetch.mock.calls.map(([u]) => String(u)) };
}

describe('the starter’s early reads (app/earlyReads.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>).__onegoEarlyReads;
  });

  it('uses the app’s own constants', () => {
    expect(EARLY_READ_SETTINGS).toEqual({
      api: API_BASE, langKey: KEYS.lang, tokenKey: KEYS.token, defaultLang: DEFAULT_LANGUAGE,
      desktopMinWidth: DESKTOP_MIN_WIDTH, homeNews: HOME_NEWS, homePicks: HOME_PICKS,
    });
  });

  it('asks for exactly what a phone’s Home reads first, and the app takes each answer instead of asking again', async () => {
    const { early, asked } = await startAt('#/');
    expect(early.map((r) => r.url.split('?')[0])).toEqual(['/api/banner/index', '/api/announcement/index', '/api/product/category', '/api/product/recommend']);
    expect(early.every((r) => (r.headers as Record<string, string>).lang === DEFAULT_LANGUAGE)).toBe(true);
    for (const { url } of early) expect(asked).not.toContain(url);
    expect(pending()?.size).toBe(0);
  });

  it('asks for a product page’s details with the member’s session and language, and the app takes them', async () => {
    localStorage.setItem(KEYS.token, 'T0KEN');
    localStorage.setItem(KEYS.lang, 'en');
    window.history.replaceState(null, '', '/');
    const fetch = stubFetch();
    window.history.replaceState(null, '', '/#/pages/shop/goodsDetails?id=7');
    startEarlyReads(window, EARLY_READ_SETTINGS);
    expect(fetch.mock.calls.map(([u, init]) => [String(u), init?.headers])).toEqual([['/api/product/detail?id=7', { lang: 'en', token: 'T0KEN' }]]);
    fetch.mockClear();
    const client = new QueryClient();
    prefetchStartPage(client, '/pages/shop/goodsDetails?id=7', false, 'en');
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetch.mock.calls.map(([u]) => String(u))).not.toContain('/api/product/detail?id=7');
    expect(pending()?.size).toBe(0);
  });

  it('asks for nothing on a desktop’s Home or another page, where the app asks itself', async () => {
    expect((await startAt('#/', 1280)).early).toEqual([]);
    expect((await startAt('#/pages/mine')).early).toEqual([]);
  });
});
