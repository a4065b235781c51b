import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { envelope, mockFetch, renderRoute, WAIT } from './helpers';
import { config } from './fixtures';
import { joinParagraphs, paragraphsOf } from '../src/api/content';

const T0 = 1734480000;
const item = (id: number, over: Record<string, unknown> = {}) => ({
  id, title: `News ${id}`, summary: `Summary of news ${id}`, pinned: false, time: T0 - id * 3600, ...over,
});
const profile = {
  title: 'About One Go', content: 'One Go is based in Singapore.\n\nFounded on 18 December 2024.', image: '/uploads/c.webp',
  thumb: '/uploads/c_thumb.webp', updated_at: T0,
};

type Reply = { status?: number; body: unknown } | undefined;

/** The API as the content screens see it: 12 announcements (the first pinned) unless a test answers otherwise. */
function api(answers: Record<string, (url: URL) => Reply> = {}) {
  const all = Array.from({ length: 12 }, (_, i) => item(i + 1, i === 0 ? { pinned: true } : {}));
  return mockFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    const custom = answers[url.pathname]?.(url);
    if (custom) return custom;
    if (url.pathname === '/api/ajax/getConfig') return { body: envelope(config) };
    if (url.pathname === '/api/announcement/index') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { body: envelope({ list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }) };
    }
    if (url.pathname === '/api/company/profile/index') return { body: envelope(profile) };
    if (url.pathname === '/api/product/index') return { body: envelope({ list: [], total: 0, page: 1, limit: 20 }) };
    if (url.pathname.startsWith('/api/product/') || url.pathname === '/api/banner/index') return { body: envelope({ list: [] }) };
    return undefined;
  });
}

const requested = (fetch: ReturnType<typeof api>, path: string) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === path);

describe('home content slots', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    vi.stubGlobal('innerWidth', 375); // the phone home; the desktop home has its own test below
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the latest 3 announcements, pinned marked; one opens its article, "More" opens the list', async () => {
    const fetch = api();
    const { router } = renderRoute('/');
    const slot = await screen.findByTestId('news-slot', {}, WAIT);
    expect(within(slot).getByRole('heading', { name: 'Latest news' })).toBeTruthy();
    expect(within(slot).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^PinnedNews 1\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^News 2/), expect.stringMatching(/^News 3/),
    ]);
    expect(requested(fetch, '/api/announcement/index')[0]!.searchParams.get('limit')).toBe('3');
    fireEvent.click(within(slot).getByTestId('news-item-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/articleDetails'), WAIT);
    expect(router.state.location.search).toBe('?type=announcement&id=2');
    await router.navigate('/');
    fireEvent.click(await screen.findByTestId('news-more', {}, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/msgList'), WAIT);
  });

  it('shows the company profile title and first lines, opening the full profile', async () => {
    api();
    const { router } = renderRoute('/');
    const slot = await screen.findByTestId('company-slot', {}, WAIT);
    expect(within(slot).getByRole('heading', { name: 'Company profile' })).toBeTruthy();
    expect(within(slot).getByText('About One Go')).toBeTruthy();
    expect(within(slot).getByTestId('company-lead').textContent).toBe('One Go is based in Singapore. Founded on 18 December 2024.');
    expect(within(slot).getByRole('img').getAttribute('src')).toBe('/uploads/c_thumb.webp');
    fireEvent.click(within(slot).getByTestId('company-open'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=company'), WAIT);
    expect(await screen.findByTestId('article-company', {}, WAIT)).toBeTruthy();
  });

  it('leaves both slots out while there is no news and no profile', async () => {
    api({
      '/api/announcement/index': () => ({ body: envelope({ list: [], total: 0, page: 1, limit: 3 }) }),
      '/api/company/profile/index': () => ({ body: envelope({ title: '', content: '', image: '', thumb: '', updated_at: null }) }),
    });
    renderRoute('/');
    await screen.findByTestId('home-search', {}, WAIT);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"].news-slot, [aria-busy="true"].company-slot')).toBeNull(), WAIT);
    expect(screen.queryByTestId('news-slot')).toBeNull();
    expect(screen.queryByTestId('company-slot')).toBeNull();
  });

  it('speaks the interface language', async () => {
    await changeLanguage('ja');
    const fetch = api();
    renderRoute('/');
    const slot = await screen.findByTestId('news-slot', {}, WAIT);
    expect(within(slot).getByRole('heading', { name: '最新ニュース' })).toBeTruthy();
    expect(within(slot).getByText('固定')).toBeTruthy();
    expect((fetch.mock.calls.at(-1)![1]!.headers as Record<string, string>).lang).toBe('ja');
  });

  it('shows both slots on the desktop home too', async () => {
    vi.stubGlobal('innerWidth', 1280);
    api();
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pc/home'), WAIT);
    const news = await screen.findByTestId('news-slot', {}, WAIT);
    expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    expect(within(await screen.findByTestId('company-slot', {}, WAIT)).getByTestId('company-lead').textContent)
      .toBe('One Go is based in Singapore. Founded on 18 December 2024.');
  });
});

describe('plain-text bodies', () => {
  it('split into paragraphs per line and join for a preview without a gap after CJK punctuation', () => {
    expect(paragraphsOf(' 一。\r\n\n  二 \nthree')).toEqual(['一。', '二', 'three']);
    expect(joinParagraphs(['一。', '二', 'three'])).toBe('一。二 three');
  });
});

describe('message list', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    vi.stubGlobal('innerWidth', 375); // the phone pages: desktops get /pages/pc/message and msgDetails (pc-pages.test.tsx)
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists announcements a page at a time and opens one', async () => {
    const fetch = api();
    const { router } = renderRoute('/pages/msgList');
    expect(await screen.findByRole('heading', { name: 'Announcements', level: 1 }, WAIT)).toBeTruthy();
    await screen.findByTestId('msg-item-10', {}, WAIT);
    expect(screen.queryByTestId('msg-item-11')).toBeNull();
    expect(within(screen.getByTestId('msg-item-1')).getByText('Pinned')).toBeTruthy();
    expect(within(screen.getByTestId('msg-item-4')).getByText('Summary of news 4')).toBeTruthy();
    fireEvent.click(screen.getByTestId('msg-load-more'));
    await screen.findByTestId('msg-item-12', {}, WAIT);
    expect(await screen.findByTestId('msg-no-more', {}, WAIT)).toBeTruthy();
    expect(requested(fetch, '/api/announcement/index').map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    fireEvent.click(screen.getByTestId('msg-item-12'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=announcement&id=12'), WAIT);
  });

  it('says so when there are no announcements', async () => {
    api({ '/api/announcement/index': () => ({ body: envelope({ list: [], total: 0, page: 1, limit: 10 }) }) });
    renderRoute('/pages/msgList');
    const empty = await screen.findByTestId('msg-empty', {}, WAIT);
    expect(empty.textContent).toContain('No announcements yet');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    api({ '/api/announcement/index': () => (fail ? { status: 500, body: { code: 0, msg: 'boom' } } : undefined) });
    renderRoute('/pages/msgList');
    const retry = await screen.findByTestId('retry', {}, WAIT);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('msg-item-1', {}, WAIT)).toBeTruthy();
  });
});

describe('article details', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    vi.stubGlobal('innerWidth', 375); // the phone pages: desktops get /pages/pc/message and msgDetails (pc-pages.test.tsx)
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows an announcement as plain-text paragraphs: markup in the text stays text', async () => {
    const fetch = api({
      '/api/announcement/detail': (url) => ({ body: envelope({
        id: Number(url.searchParams.get('id')), title: 'Maintenance', pinned: false, time: T0,
        content: 'First paragraph.\n<img src=x onerror="alert(1)">\nThird <b>bold</b>?',
      }) }),
    });
    renderRoute('/pages/articleDetails?type=announcement&id=5');
    const article = await screen.findByTestId('article-announcement', {}, WAIT);
    expect(within(article).getByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect([...article.querySelectorAll('.article-body p')].map((p) => p.textContent)).toEqual([
      'First paragraph.', '<img src=x onerror="alert(1)">', 'Third <b>bold</b>?',
    ]);
    expect(article.querySelector('img, b')).toBeNull();
    expect(requested(fetch, '/api/announcement/detail')[0]!.searchParams.get('id')).toBe('5');
    expect(screen.getByRole('heading', { name: 'Announcement', level: 1 })).toBeTruthy();
  });

  it('shows the server\'s "not found" for a withdrawn announcement, without retrying, and leads back to the list', async () => {
    const fetch = api({
      '/api/announcement/detail': () => ({ body: envelope(null, 0, 'This announcement does not exist or is no longer available') }),
    });
    const { router } = renderRoute('/pages/articleDetails?type=announcement&id=9');
    const gone = await screen.findByTestId('article-not-found', {}, WAIT);
    expect(gone.textContent).toContain('This announcement does not exist or is no longer available');
    expect(requested(fetch, '/api/announcement/detail')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('article-to-list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/msgList'), WAIT);
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const fetch = api();
    renderRoute('/pages/articleDetails?type=announcement&id=abc');
    expect((await screen.findByTestId('article-not-found', {}, WAIT)).textContent).toContain('This announcement does not exist');
    expect(requested(fetch, '/api/announcement/detail')).toHaveLength(0);
  });

  it('shows the full company profile with its picture, and keeps the legal texts', async () => {
    api();
    renderRoute('/pages/articleDetails?type=company');
    const article = await screen.findByTestId('article-company', {}, WAIT);
    expect(within(article).getByRole('heading', { name: 'About One Go' })).toBeTruthy();
    expect([...article.querySelectorAll('.article-body p')].map((p) => p.textContent)).toEqual([
      'One Go is based in Singapore.', 'Founded on 18 December 2024.',
    ]);
    expect(within(article).getByRole('img').getAttribute('src')).toBe('/uploads/c.webp');
    expect(screen.getByRole('heading', { name: 'Company profile', level: 1 })).toBeTruthy();
  });

  it('keeps privacy and agreement as they were', async () => {
    api();
    renderRoute('/pages/articleDetails?type=privacy');
    expect(await screen.findByTestId('article-privacy', {}, WAIT)).toBeTruthy();
  });
});
