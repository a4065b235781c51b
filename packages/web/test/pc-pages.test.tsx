import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { mapAppLink } from '../src/pages/map/OpenLocation';
import { pointFrom } from '../src/pages/map/paths';
import { config, office, userinfo } from './fixtures';
import { mockRoutes, renderRoute, signIn, urlsOf, WAIT, type Answer } from './helpers';

// The desktop news and about pages, the information links on both screens, contact and cooperation, the map pages.

const T0 = 1734480000;
const item = (id: number) => ({ id, title: `News ${id}`, summary: `Summary ${id}`, pinned: id === 1, time: T0 - id * 3600 });
const ALL = Array.from({ length: 12 }, (_, i) => item(i + 1));
const profile = {
  title: 'About One Go', content: 'One Go is based in Singapore.\nFounded on 18 December 2024.', image: '/uploads/licence.webp',
  thumb: '/uploads/licence_thumb.webp', lat: 1.284, lng: 103.8514, updated_at: T0,
};
const withService = { ...config, service_phone: '+65 6123 4567', service_days: 'Mon–Fri 9:00–18:00', service_email: 'hello@onego.test' };
const GEOCODER = 'http://geo.test/search';

function api(answers: Record<string, Answer> = {}, site: Record<string, unknown> = withService) {
  return mockRoutes({
    '/api/announcement/index': (_b, url) => {
      const q = new URL(url, 'http://localhost').searchParams;
      const page = Number(q.get('page') ?? 1);
      const limit = Number(q.get('limit') ?? 10);
      return { body: { code: 1, msg: '', time: T0, data: { list: ALL.slice((page - 1) * limit, page * limit), total: ALL.length, page, limit } } };
    },
    '/api/announcement/detail': (_b, url) => {
      const id = Number(new URL(url, 'http://localhost').searchParams.get('id'));
      const a = ALL.find((x) => x.id === id);
      return a ? { body: { code: 1, msg: '', time: T0, data: { id, title: a.title, content: `Body of ${a.title}`, pinned: a.pinned, time: a.time } } }
        : { body: { code: 0, msg: 'This announcement does not exist or is no longer available', time: T0, data: null } };
    },
    ...answers,
  }, {
    '/api/ajax/getConfig': site, '/api/company/profile/index': profile, '/api/user/userInfo': userinfo,
    '/api/ajax/countries': { list: [{ code: 'SG', name: 'Singapore', area_code: '65' }] }, '/api/address/index': { list: [office], limit: 20 },
  });
}
const desktop = () => vi.stubGlobal('innerWidth', 1280);
const phone = () => vi.stubGlobal('innerWidth', 375);
const pathOf = (router: ReturnType<typeof renderRoute>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  store.reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('desktop news and about us', () => {
  it('hands the message list to /pages/pc/message, pages through it and opens an article', async () => {
    desktop();
    const fetch = api();
    const { router } = renderRoute('/pages/msgList');
    await screen.findByTestId('pc-message', {}, WAIT);
    expect(router.state.location.pathname).toBe('/pages/pc/message');
    await screen.findByTestId('msg-item-10', {}, WAIT);
    expect(screen.getByTestId('pc-page-of').textContent).toBe('Page 1 of 2');
    expect((screen.getByTestId('pc-page-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('pc-page-next'));
    await screen.findByTestId('msg-item-12', {}, WAIT);
    expect(screen.queryByTestId('msg-item-1')).toBeNull();
    expect(pathOf(router)).toBe('/pages/pc/message?page=2');
    expect(urlsOf(fetch, '/api/announcement/index').some((u) => u.includes('page=2'))).toBe(true);

    fireEvent.click(screen.getByTestId('msg-item-11'));
    const article = await screen.findByTestId('article-announcement', {}, WAIT);
    expect(pathOf(router)).toBe('/pages/pc/msgDetails?type=announcement&id=11');
    expect(within(article).getByRole('heading', { name: 'News 11' })).toBeTruthy();
    expect(article.textContent).toContain('Body of News 11');
  });

  it('sends a phone\'s announcement link to the desktop article, and shows a missing one as gone', async () => {
    desktop();
    api();
    const { router } = renderRoute('/pages/articleDetails?type=announcement&id=3');
    await screen.findByTestId('article-announcement', {}, WAIT);
    expect(router.state.location.pathname).toBe('/pages/pc/msgDetails');
    await router.navigate('/pages/pc/msgDetails?id=999');
    expect((await screen.findByTestId('article-not-found', {}, WAIT)).textContent).toContain('does not exist');
    await router.navigate('/pages/pc/msgDetails?id=abc');
    await screen.findByTestId('article-not-found', {}, WAIT);
  });

  it('shows About us with the licence picture and the office on the map; the footer links every information page', async () => {
    desktop();
    api();
    const { router } = renderRoute('/pages/articleDetails?type=company');
    const article = await screen.findByTestId('article-company', {}, WAIT);
    expect(router.state.location.pathname).toBe('/pages/pc/aboutUs');
    expect(within(article).getByRole('heading', { name: 'About One Go' })).toBeTruthy();
    expect(article.textContent).toContain('Founded on 18 December 2024.');
    expect(screen.getByTestId('about-licence').getAttribute('src')).toBe('/uploads/licence_thumb.webp');
    expect(screen.getByTestId('about-office-map').getAttribute('href')).toBe('/open-location?lat=1.284&lng=103.8514&name=About+One+Go');
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/pages/pc/message', '/pages/pc/aboutUs', '/pages/articleDetails?type=contact', '/pages/articleDetails?type=agreement', '/pages/articleDetails?type=privacy',
    ]);
    fireEvent.click(within(footer).getByTestId('site-link-contact'));
    const contact = await screen.findByTestId('article-contact', {}, WAIT);
    expect(within(contact).getByTestId('contact-phone').getAttribute('href')).toBe('tel:+65 6123 4567');
    expect(within(contact).getByTestId('contact-email').textContent).toBe('hello@onego.test');
    expect(within(contact).getByTestId('contact-hours').textContent).toBe('Mon–Fri 9:00–18:00');
  });

  it('keeps phones on the mobile pages, with the information links in Me and no footer', async () => {
    phone();
    api();
    const { router } = renderRoute('/pages/mine');
    const links = await screen.findByTestId('site-links', {}, WAIT);
    expect(within(links).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/pages/msgList', '/pages/articleDetails?type=company', '/pages/articleDetails?type=contact', '/pages/articleDetails?type=agreement', '/pages/articleDetails?type=privacy',
    ]);
    expect(screen.queryByTestId('site-footer')).toBeNull();
    fireEvent.click(within(links).getByTestId('site-link-about'));
    await screen.findByTestId('article-company', {}, WAIT);
    expect(router.state.location.pathname).toBe('/pages/articleDetails');
  });

  it('says so when no contact details are published', async () => {
    phone();
    api({}, config);
    renderRoute('/pages/articleDetails?type=contact');
    await screen.findByTestId('article-contact-empty', {}, WAIT);
  });
});

describe('map pages', () => {
  it('reads a point from the address and links to the phone\'s map app', () => {
    expect(pointFrom(new URLSearchParams('lat=1.5&lng=103.8'))).toEqual({ lat: 1.5, lng: 103.8 });
    for (const q of ['lat=91&lng=0', 'lat=1&lng=181', 'lat=&lng=1', 'lat=x&lng=1', 'lng=1']) expect(pointFrom(new URLSearchParams(q))).toBeNull();
    expect(mapAppLink({ lat: 1.284, lng: 103.8514 }, 'One Go', 'Mozilla/5.0 (Linux; Android 14)')).toBe('geo:1.284,103.8514?q=1.284%2C103.8514(One%20Go)');
    expect(mapAppLink({ lat: 1.284, lng: 103.8514 }, 'One Go', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)'))
      .toBe('https://maps.apple.com/?ll=1.284%2C103.8514&q=One+Go');
  });

  it('shows a point on a plain background when no tile server is set, or says there is none', async () => {
    phone();
    api();
    const { router } = renderRoute('/open-location?lat=1.284&lng=103.8514&name=One%20Go%20office');
    expect((await screen.findByTestId('map-coords', {}, WAIT)).textContent).toBe('1.284000, 103.851400');
    expect(screen.getByTestId('map').className).toContain('map-plain');
    expect(screen.getByTestId('map-open-app').getAttribute('href')).toMatch(/^geo:1\.284,103\.8514\?q=/);
    expect(screen.getAllByText('One Go office').length).toBeGreaterThan(0);
    await router.navigate('/open-location?lat=abc');
    await screen.findByTestId('map-no-point', {}, WAIT);
  });

  it('picks a place by name for a new address and fills the detailed address, keeping what was typed', async () => {
    phone();
    signIn();
    const fetch = api({
      [GEOCODER]: (_b, url) => (new URL(url).searchParams.get('q') === 'Raffles Place'
        ? { body: [{ lat: '1.2840', lon: '103.8514', display_name: 'Raffles Place, Singapore' }, { lat: 'x', lon: '1', display_name: 'bad' }] }
        : { body: [] }),
    }, { ...withService, map_tile_url: 'http://tiles.test/{z}/{x}/{y}.png', map_attribution: '© Test tiles', map_geocoder_url: GEOCODER });
    const { router } = renderRoute('/pages/address/changeAddress');
    fireEvent.change(await screen.findByTestId('address-recipient', {}, WAIT), { target: { value: 'Alice Tan' } });
    fireEvent.click(screen.getByTestId('address-choose-on-map'));
    await screen.findByTestId('map', {}, WAIT);
    expect(router.state.location.pathname).toBe('/choose-location');
    expect(screen.getByTestId('map').className).not.toContain('map-plain');

    const search = screen.getByTestId('map-search').querySelector('input')!;
    fireEvent.change(search, { target: { value: 'Nowhere at all' } });
    fireEvent.click(screen.getByTestId('map-search-button'));
    await screen.findByTestId('map-no-results', {}, WAIT);
    fireEvent.change(search, { target: { value: 'Raffles Place' } });
    fireEvent.click(screen.getByTestId('map-search-button'));
    const results = await screen.findByTestId('map-results', {}, WAIT);
    expect(within(results).getAllByRole('button')).toHaveLength(1);
    const asked = new URL(urlsOf(fetch, GEOCODER).at(-1)!);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ format: 'json', limit: '5', q: 'Raffles Place' });
    fireEvent.click(screen.getByTestId('map-result-0'));
    await waitFor(() => expect(screen.getByTestId('map-coords').textContent).toBe('1.284000, 103.851400'), WAIT);

    fireEvent.click(screen.getByTestId('map-use'));
    const detail = (await screen.findByTestId('address-detail', {}, WAIT)) as HTMLTextAreaElement;
    expect(router.state.location.pathname).toBe('/pages/address/changeAddress');
    expect(detail.value).toBe('Raffles Place, Singapore');
    expect((screen.getByTestId('address-recipient').querySelector('input') ?? screen.getByTestId('address-recipient') as HTMLInputElement).value).toBe('Alice Tan');
    // Still editable.
    fireEvent.change(detail, { target: { value: 'Raffles Place, Singapore, #12-01' } });
    expect(detail.value).toBe('Raffles Place, Singapore, #12-01');
    expect(sessionStorage.length).toBe(0);
  });
});
