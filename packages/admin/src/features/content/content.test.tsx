import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const OPS = {
  operator: { ...ME.operator, username: 'ops', role: 'operations' },
  permissions: ['members.read', 'content.read', 'content.write'],
};
const READER = {
  operator: { ...ME.operator, username: 'reader', role: 'operations' },
  permissions: ['members.read', 'content.read'],
};
const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'wallet.read'],
};

const row = (over: Record<string, unknown>) => ({
  id: 1, titles: { 'zh-TW': '系統維護', en: 'Maintenance' }, title: 'Maintenance', published: true, pinned: true,
  published_at: 1_700_000_000, created_at: 1_700_000_000, updated_at: 1_700_000_000, ...over,
});
const ROWS = [row({}), row({ id: 2, titles: { 'zh-TW': '新品上架' }, title: '新品上架', published: false, pinned: false, published_at: null })];
const PROFILE = {
  titles: { 'zh-TW': '關於 One Go', en: 'About One Go' }, contents: { 'zh-TW': '新加坡公司。', en: 'A Singapore company.' },
  image: '/uploads/2026/01/a.webp', thumb: '/uploads/2026/01/a_thumb.webp', lat: 1.284, lng: 103.8514, updated_at: 1_700_000_000,
};

const tick = () => new Promise((r) => setTimeout(r, 20));
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));
const find = (id: string) => screen.findByTestId(id, {}, WAIT);

function contentMocks(me: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /auth/me': () => ({ data: me }),
    'GET /content/announcements': () => ({ data: { list: ROWS, total: 2, page: 1, limit: 20 } }),
    'GET /content/company': () => ({ data: PROFILE }),
    ...extra,
  });
}

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('announcements page', () => {
  it('lists announcements with the title in the UI language (zh-TW fallback), pinned and state; searches by title', async () => {
    const { calls } = contentMocks(OPS);
    renderAt('/announcements');
    const table = await find('announcements-table');
    expect(await within(table).findByText('Maintenance', {}, WAIT)).toBeTruthy();
    expect(within(table).getByText('新品上架')).toBeTruthy();
    expect(within(table).getByText('Pinned')).toBeTruthy();
    expect((screen.getByTestId('announcement-publish-1') as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByTestId('announcement-publish-2') as HTMLButtonElement).getAttribute('aria-checked')).toBe('false');
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByText('Announcements')).toBeTruthy();
    expect(within(menu).getByText('Company profile')).toBeTruthy();

    const search = screen.getByTestId('announcements-filter-keyword').querySelector('input') ?? screen.getByTestId('announcements-filter-keyword');
    fireEvent.change(search, { target: { value: 'maint' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.some((c) => c.path === '/content/announcements' && c.url.searchParams.get('keyword') === 'maint')).toBe(true), WAIT);
  });

  it('publishes a draft and withdraws a published one through the API', async () => {
    const { calls } = contentMocks(OPS, {
      'POST /content/announcements/publish': (_u, init) => ({ data: { ...row({ id: bodyOf(init).id }), contents: {}, published: true } }),
      'POST /content/announcements/unpublish': (_u, init) => ({ data: { ...row({ id: bodyOf(init).id }), contents: {}, published: false } }),
    });
    renderAt('/announcements');
    fireEvent.click(await find('announcement-publish-2'));
    await waitFor(() => expect(calls.some((c) => c.path === '/content/announcements/publish')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/content/announcements/publish')!.init)).toEqual({ id: 2 });
    expect(await screen.findByText('Published to members', {}, WAIT)).toBeTruthy();
    await tick();
    fireEvent.click(screen.getByTestId('announcement-publish-1'));
    await waitFor(() => expect(calls.some((c) => c.path === '/content/announcements/unpublish')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/content/announcements/unpublish')!.init)).toEqual({ id: 1 });
  });

  it('creates an announcement in a drawer with a tab per language; nothing is sent without the zh-TW texts', async () => {
    let refuse = true;
    const { calls } = contentMocks(OPS, {
      'POST /content/announcements/save': (_u, init) => (refuse
        ? { code: 0, msg: 'Title is too long (at most 200 characters)' }
        : { data: { ...row({ id: 9, published: false }), ...bodyOf(init) } }),
    });
    renderAt('/announcements');
    fireEvent.click(await find('announcement-new'));
    fireEvent.click(await find('announcement-save'));
    expect(await screen.findByText('The Traditional Chinese (zh-TW) title is required', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('The Traditional Chinese (zh-TW) content is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/content/announcements/save')).toBe(false);

    fireEvent.change(screen.getByTestId('announcement-title-zh-TW'), { target: { value: ' 春節公告 ' } });
    fireEvent.change(screen.getByTestId('announcement-content-zh-TW'), { target: { value: '第一段\n第二段' } });
    fireEvent.change(screen.getByTestId('announcement-title-en'), { target: { value: 'Lunar New Year' } });
    fireEvent.change(screen.getByTestId('announcement-content-ja'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('announcement-pinned'));
    await tick();
    fireEvent.click(screen.getByTestId('announcement-save'));
    expect(await screen.findByText('Title is too long (at most 200 characters)', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('announcement-drawer')).toBeTruthy();

    refuse = false;
    await waitFor(() => expect(screen.getByTestId('announcement-save').className).not.toContain('loading'), WAIT);
    await tick();
    fireEvent.click(screen.getByTestId('announcement-save'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/content/announcements/save').length).toBe(2), WAIT);
    expect(bodyOf(calls.filter((c) => c.path === '/content/announcements/save')[1]!.init)).toEqual({
      titles: { 'zh-TW': '春節公告', en: 'Lunar New Year' }, contents: { 'zh-TW': '第一段\n第二段' }, pinned: true,
    });
    await waitFor(() => expect(screen.queryByTestId('announcement-save')).toBeNull(), WAIT);
  });

  it('edits an existing announcement keeping its id and other languages', async () => {
    const detail = { ...row({}), contents: { 'zh-TW': '週六維護', en: 'Saturday maintenance' } };
    const { calls } = contentMocks(OPS, {
      'GET /content/announcements/detail': () => ({ data: detail }),
      'POST /content/announcements/save': () => ({ data: detail }),
    });
    renderAt('/announcements');
    fireEvent.click(await find('announcement-edit-1'));
    expect((await find('announcement-content-en') as HTMLTextAreaElement).value).toBe('Saturday maintenance');
    fireEvent.change(screen.getByTestId('announcement-title-en'), { target: { value: 'Maintenance on Saturday' } });
    await tick();
    fireEvent.click(screen.getByTestId('announcement-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/content/announcements/save')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/content/announcements/save')!.init)).toEqual({
      id: 1, titles: { 'zh-TW': '系統維護', en: 'Maintenance on Saturday' }, contents: { 'zh-TW': '週六維護', en: 'Saturday maintenance' }, pinned: true,
    });
  });

  it('shows a read-only operator the list without write controls on both content pages', async () => {
    contentMocks(READER);
    const { router } = renderAt('/announcements');
    const table = await find('announcements-table');
    expect(await within(table).findByText('Maintenance', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('announcement-new')).toBeNull();
    expect(screen.queryByTestId('announcement-edit-1')).toBeNull();
    expect(screen.queryByTestId('announcement-publish-1')).toBeNull();
    expect(screen.getByTestId('announcement-state-2').textContent).toBe('Draft');
    await router.navigate('/company-profile');
    expect(((await find('company-title-en')) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByTestId('company-save')).toBeNull();
  });

  it('leaves the content menu out for an operator without content permissions', async () => {
    contentMocks(FINANCE);
    renderAt('/members');
    const menu = await find('side-menu');
    expect(within(menu).queryByText('Announcements')).toBeNull();
    expect(within(menu).queryByText('Company profile')).toBeNull();
  });
});

describe('company profile page', () => {
  it('loads the profile, saves edited texts and the picture, or removes the picture', async () => {
    const { calls } = contentMocks(OPS, {
      'POST /content/company/save': (_u, init) => ({ data: { ...PROFILE, ...bodyOf(init) } }),
    });
    renderAt('/company-profile');
    expect(((await find('company-title-en')) as HTMLInputElement).value).toBe('About One Go');
    expect(screen.getByTestId('company-image')).toBeTruthy();
    fireEvent.change(screen.getByTestId('company-content-ko'), { target: { value: '싱가포르 회사입니다.' } });
    await tick();
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/content/company/save')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/content/company/save')!.init)).toEqual({
      titles: PROFILE.titles, contents: { ...PROFILE.contents, ko: '싱가포르 회사입니다.' }, image: PROFILE.image, lat: 1.284, lng: 103.8514,
    });
    await screen.findByText('Saved', {}, WAIT);
    fireEvent.click(screen.getByTestId('company-image-remove'));
    await tick();
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/content/company/save').length).toBe(2), WAIT);
    expect(bodyOf(calls.filter((c) => c.path === '/content/company/save')[1]!.init).image).toBe('');
  });

  it('edits the office\'s point on the map, refusing one coordinate without the other', async () => {
    const { calls } = contentMocks(OPS, {
      'POST /content/company/save': (_u, init) => ({ data: { ...PROFILE, ...bodyOf(init) } }),
    });
    renderAt('/company-profile');
    const lng = (await find('company-lng')) as HTMLInputElement;
    expect(lng.value).toBe('103.8514');
    fireEvent.change(lng, { target: { value: '' } });
    await tick();
    fireEvent.click(screen.getByTestId('company-save'));
    expect(await screen.findByText('Please correct the highlighted fields', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.path === '/content/company/save')).toBe(false);
    fireEvent.change(lng, { target: { value: '103.9' } });
    fireEvent.change(screen.getByTestId('company-lat'), { target: { value: '1.3' } });
    await tick();
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/content/company/save')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/content/company/save')!.init)).toMatchObject({ lat: 1.3, lng: 103.9 });
  });

  it('refuses to send without the zh-TW texts', async () => {
    const { calls } = contentMocks(OPS, { 'GET /content/company': () => ({ data: { titles: {}, contents: {}, image: '', thumb: '', lat: null, lng: null, updated_at: null } }) });
    renderAt('/company-profile');
    fireEvent.click(await find('company-save'));
    expect(await screen.findByText('The Traditional Chinese (zh-TW) title is required', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.path === '/content/company/save')).toBe(false);
  });
});
