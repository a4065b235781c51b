import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { bodiesOf, envelope, mockRoutes, nextDialog, renderRoute, signIn, urlsOf, WAIT, type Answer } from './helpers';
import { cartLine, cartOf, config, noContent, userinfo } from './fixtures';

const card = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id, category_id: 2, name, image: `/uploads/${id}.jpg`, thumb: `/uploads/${id}_t.jpg`, price: '12.00', price_min: '12.00',
  price_max: '12.00', stock: 8, presale: false, recommended: false, cooperative: false, ...over,
});
const tea = card(5, 'Green Tea', { price_max: '30.00', presale: true, recommended: true });
const detail = {
  ...tea, category_name: 'Drinks', description: 'Fine leaves.', presale_notice: '',
  images: [{ image: '/uploads/tea.jpg', thumb: '/uploads/tea_t.jpg' }, { image: '/uploads/tea2.jpg', thumb: '/uploads/tea2_t.jpg' }],
  specs: [{ id: 51, name: '100 g', price: '12.00', stock: 5 }, { id: 52, name: '500 g', price: '30.00', stock: 3 }],
};
const api = (answers: Record<string, Answer> = {}) => mockRoutes(answers, {
  '/api/ajax/getConfig': config, '/api/user/userInfo': userinfo, '/api/product/detail': detail,
  '/api/user/checkInStatus': { checked_in: false, day: '2026-11-23', streak: 0, points: '1' },
  '/api/product/index': { list: [tea], total: 1, page: 1, limit: 20 }, '/api/product/recommend': { list: [tea] },
  '/api/product/category': { list: [{ id: 2, name: 'Drinks' }] },
  '/api/banner/index': { list: [{ id: 1, image: '/b.jpg', thumb: '/b_t.jpg', link: '', title: '' }] },
  ...noContent,
});
const desktop = () => vi.stubGlobal('innerWidth', 1280);
const phone = () => vi.stubGlobal('innerWidth', 375);

beforeEach(async () => {
  await changeLanguage('en');
  store.reload();
  desktop();
});
afterEach(() => vi.unstubAllGlobals());

describe('desktop hand-over', () => {
  it.each([
    ['/', '/pages/pc/home', ''],
    ['/pages/index', '/pages/pc/home', ''],
    ['/pages/shop/goodsDetails?id=5', '/pages/pc/goodsDetails', '?id=5'],
    ['/pages/cart', '/pages/pc/pcCart', ''],
  ])('opens %s as its desktop variant on a desktop viewport', async (from, to, search) => {
    signIn();
    api({ '/api/cart/index': () => ({ body: envelope(cartOf([])) }) });
    const { router } = renderRoute(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), WAIT);
    expect(router.state.location.search).toBe(search);
  });

  it('keeps the phone pages on a phone, and the pc pages open on any width', async () => {
    phone();
    api();
    const { router } = renderRoute('/pages/shop/goodsDetails?id=5');
    await screen.findByTestId('goods-name', {}, WAIT);
    expect(router.state.location.pathname).toBe('/pages/shop/goodsDetails');
    expect(screen.queryByTestId('pc-goods')).toBeNull();
    await router.navigate('/pages/pc/goodsDetails?id=5');
    await screen.findByTestId('pc-goods', {}, WAIT);
  });

  it('links products to the desktop details page from the desktop home', async () => {
    api();
    const { router } = renderRoute('/pages/pc/home');
    const grid = await screen.findByTestId('pc-recommended', {}, WAIT);
    fireEvent.click(within(grid).getByTestId('product-card'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/pc/goodsDetails?id=5'), WAIT);
  });
});

describe('desktop home', () => {
  it('shows search, banners, categories and product grids, filters by category and loads more', async () => {
    let page2 = false;
    const fetch = api({
      '/api/product/index': (_b, url) => {
        const u = new URL(url, 'http://x');
        if (u.searchParams.get('cooperative')) return { body: envelope({ list: [card(9, 'Partner Cup', { cooperative: true })], total: 1, page: 1, limit: 10 }) };
        if (u.searchParams.get('page') === '2') {
          page2 = true;
          return { body: envelope({ list: [card(7, 'Late Tea')], total: 21, page: 2, limit: 20 }) };
        }
        return { body: envelope({ list: Array.from({ length: 20 }, (_, i) => card(100 + i, `Tea ${i}`)), total: 21, page: 1, limit: 20 }) };
      },
    });
    const { router } = renderRoute('/pages/pc/home');
    await screen.findByTestId('pc-home', {}, WAIT);
    await screen.findByTestId('home-banner', {}, WAIT);
    await screen.findByTestId('home-welcome', {}, WAIT);
    expect(within(await screen.findByTestId('pc-cooperative', {}, WAIT)).getByText('Partner Cup')).toBeTruthy();
    const all = screen.getByTestId('pc-all-products');
    await waitFor(() => expect(within(all).getAllByTestId('product-card')).toHaveLength(20), WAIT);
    expect(screen.queryByTestId('for-you')).toBeNull(); // guests get no personal section
    expect(urlsOf(fetch, '/api/product/personal_recommend')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('pc-load-more'));
    await waitFor(() => expect(within(all).getAllByTestId('product-card')).toHaveLength(21), WAIT);
    expect(page2).toBe(true);
    expect(screen.queryByTestId('pc-load-more')).toBeNull();

    fireEvent.click(await screen.findByTestId('category-chip-2', {}, WAIT));
    await waitFor(() => expect(urlsOf(fetch, '/api/product/index').some((u) => u.includes('category_id=2'))).toBe(true), WAIT);
    expect(router.state.location.search).toBe('?category=2');

    fireEvent.change(screen.getByTestId('pc-search-input'), { target: { value: ' tea ' } });
    fireEvent.click(screen.getByTestId('pc-search-submit'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/search?keyword=tea'), WAIT);
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['tea']);
  });

  it('shows a member\'s personal picks under "For you"', async () => {
    signIn();
    const fetch = api({
      '/api/product/personal_recommend': () => ({ body: envelope({ list: [card(11, 'Oolong')], total: 1, page: 1, limit: 10, personalized: true }) }),
    });
    renderRoute('/pages/pc/home');
    const section = await screen.findByTestId('for-you', {}, WAIT);
    expect(within(section).getByText('For you')).toBeTruthy();
    expect(within(section).getByText('Oolong')).toBeTruthy();
    expect(urlsOf(fetch, '/api/product/personal_recommend')[0]).toContain('limit=10');
  });
});

describe('desktop product details', () => {
  it('requires a specification, then adds the chosen one with its quantity; thumbnails switch the picture', async () => {
    signIn();
    const fetch = api({ '/api/cart/add': () => ({ body: envelope(cartOf([cartLine(1)])) }) });
    renderRoute('/pages/pc/goodsDetails?id=5');
    expect((await screen.findByTestId('goods-name', {}, WAIT)).textContent).toContain('Green Tea');
    expect(screen.getByTestId('goods-price').textContent).toBe('12.00 – 30.00');
    expect(screen.getByTestId('goods-presale').textContent).toContain('4-6 weeks');
    expect(screen.getByTestId('pc-spec-hint').textContent).toBe('Please choose a specification');
    expect(screen.getByText('Fine leaves.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('pc-thumb-1'));
    expect(screen.getByTestId('pc-thumb-1').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pc-gallery-main').querySelector('img')?.getAttribute('src')).toBe('/uploads/tea2.jpg');

    fireEvent.click(screen.getByTestId('goods-add-cart'));
    await screen.findAllByText('Please choose a specification', {}, WAIT);
    fireEvent.click(screen.getByTestId('goods-buy-now'));
    expect(bodiesOf(fetch, '/api/cart/add')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('goods-spec-52'));
    expect(screen.getByTestId('goods-price').textContent).toBe('30.00');
    expect(screen.queryByTestId('pc-spec-hint')).toBeNull();
    expect(screen.getByTestId('goods-stock').textContent).toBe('In stock: 3');
    const plus = screen.getByTestId('goods-quantity').querySelector('.adm-stepper-plus') as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus); // capped at the 3 in stock
    fireEvent.click(screen.getByTestId('goods-add-cart'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/add')).toEqual([{ sku_id: 52, quantity: 3 }]), WAIT);
    await screen.findByText('Added to cart', {}, WAIT);
  });
});

describe('desktop cart', () => {
  it('shows a table; selection changes the total; deleting a line or the selection needs a confirmation', async () => {
    signIn();
    let lines = [cartLine(1, { quantity: 2, subtotal: '24.00' }), cartLine(2), cartLine(3, { available: false, selected: false, stock: 0 })];
    const answer = () => ({ body: envelope(cartOf(lines)) });
    const fetch = api({
      '/api/cart/index': answer,
      '/api/cart/select': (b) => { lines = lines.map((l) => (l.id === b.id ? { ...l, selected: b.selected as boolean } : l)); return answer(); },
      '/api/cart/selectAll': (b) => { lines = lines.map((l) => ({ ...l, selected: b.selected as boolean })); return answer(); },
      '/api/cart/update': (b) => {
        lines = lines.map((l) => (l.id === b.id ? { ...l, quantity: b.quantity as number, subtotal: (12 * (b.quantity as number)).toFixed(2) } : l));
        return answer();
      },
      '/api/cart/del': (b) => { lines = lines.filter((l) => !(b.ids as number[]).includes(l.id)); return answer(); },
    });
    const { router } = renderRoute('/pages/pc/pcCart');
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(3), WAIT);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Product', 'Unit price', 'Quantity', 'Subtotal', 'Actions']);
    expect(screen.getByTestId('cart-subtotal-1').textContent).toBe('24.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('36.00');
    expect(screen.getAllByTestId('cart-line')[2]!.className).toContain('cart-line-unavailable');
    expect((screen.getByTestId('cart-select-all') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByTestId('cart-select-2'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/select')).toEqual([{ id: 2, selected: false }]), WAIT);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('24.00'), WAIT);

    const plus = screen.getByTestId('cart-quantity-1').querySelector('.adm-stepper-plus') as HTMLButtonElement;
    fireEvent.click(plus);
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/update')).toEqual([{ id: 1, quantity: 3 }]), WAIT);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('36.00'), WAIT);

    // One line: cancelling keeps it, confirming deletes just that line.
    const keep = await nextDialog(() => fireEvent.click(screen.getByTestId('cart-delete-2')));
    expect(keep.textContent).toContain('Delete "Tea 2" from your cart?');
    fireEvent.click(within(keep).getByText('Cancel'));
    expect(bodiesOf(fetch, '/api/cart/del')).toHaveLength(0);
    const drop = await nextDialog(() => fireEvent.click(screen.getByTestId('cart-delete-2')));
    fireEvent.click(within(drop).getByText('Delete'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/del')).toEqual([{ ids: [2] }]), WAIT);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2), WAIT);

    fireEvent.click(screen.getByTestId('cart-select-all'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/selectAll')).toEqual([{ selected: true }]), WAIT);
    await waitFor(() => expect((screen.getByTestId('cart-select-all') as HTMLInputElement).checked).toBe(true), WAIT);

    const all = await nextDialog(() => fireEvent.click(screen.getByTestId('cart-delete')));
    expect(all.textContent).toContain('Delete the 2 selected item(s)');
    fireEvent.click(within(all).getByText('Delete'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/del')[1]).toEqual({ ids: [1, 3] }), WAIT);
    await screen.findByTestId('cart-empty', {}, WAIT);
    fireEvent.click(screen.getByTestId('cart-go-shopping'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pc/home'), WAIT);
  });

  it('checks out the selection on the confirm-order page', async () => {
    signIn();
    api({ '/api/cart/index': () => ({ body: envelope(cartOf([cartLine(1)])) }) });
    const { router } = renderRoute('/pages/pc/pcCart');
    const seen: string[] = [];
    router.subscribe((s) => {
      seen.push(s.location.pathname);
      // Leave at once: the confirm-order page has tests of its own.
      if (s.location.pathname === '/pages/shop/confirmOrder') void router.navigate('/pages/mine', { replace: true });
    });
    fireEvent.click(await screen.findByTestId('cart-checkout', {}, WAIT));
    await waitFor(() => expect(seen).toContain('/pages/shop/confirmOrder'), WAIT);
  });

  it('asks guests to log in', async () => {
    api();
    renderRoute('/pages/pc/pcCart');
    await screen.findByTestId('guest-login', {}, WAIT);
  });
});

describe('phone home "For you"', () => {
  beforeEach(() => phone());

  it('shows a member\'s personal picks, and nothing when they are only the recommended list', async () => {
    signIn();
    let personalized = true;
    api({
      '/api/product/personal_recommend': () => ({ body: envelope({ list: [card(11, 'Oolong')], total: 1, page: 1, limit: 6, personalized }) }),
    });
    const first = renderRoute('/');
    const section = await screen.findByTestId('for-you', {}, WAIT);
    expect(within(section).getByText('Oolong')).toBeTruthy();
    first.unmount();

    personalized = false;
    renderRoute('/');
    await screen.findByTestId('home-banner', {}, WAIT);
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThanOrEqual(1), WAIT);
    expect(screen.queryByTestId('for-you')).toBeNull();
  });
});
