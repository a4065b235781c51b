import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { bodiesOf, envelope, mockRoutes, nextDialog, renderRoute, signIn, urlsOf, WAIT, type Answer } from './helpers';
import { cartLine, cartOf, config, userinfo } from './fixtures';

const card = { id: 5, category_id: 2, name: 'Green Tea', image: '/uploads/tea.jpg', thumb: '/uploads/tea_t.jpg', price: '12.00',
  price_min: '12.00', price_max: '30.00', stock: 8, presale: true, recommended: true, cooperative: false };
const detail = { ...card, category_name: 'Drinks', description: 'Fine leaves.', presale_notice: '',
  images: [{ image: '/uploads/tea.jpg', thumb: '/uploads/tea_t.jpg' }],
  specs: [{ id: 51, name: '100 g', price: '12.00', stock: 5 }, { id: 52, name: '500 g', price: '30.00', stock: 3 }] };
const api = (answers: Record<string, Answer> = {}) => mockRoutes(answers, {
  '/api/ajax/getConfig': config, '/api/user/userInfo': userinfo, '/api/product/detail': detail,
  '/api/product/index': { list: [card], total: 1, page: 1, limit: 20 },
});

describe('shop', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    // The phone pages: on a desktop-wide window the shop routes hand over to /pages/pc/ (tested in pc-shop.test).
    vi.stubGlobal('innerWidth', 375);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('product detail refuses add-to-cart without a spec and sends the sku_id with one', async () => {
    signIn();
    const fetch = api({ '/api/cart/add': () => ({ body: envelope(cartOf([cartLine(1)])) }) });
    renderRoute('/pages/shop/goodsDetails?id=5');
    expect((await screen.findByTestId('goods-name', {}, WAIT)).textContent).toContain('Green Tea');
    expect(screen.getByTestId('goods-price').textContent).toBe('12.00 – 30.00');
    expect(screen.getByTestId('goods-presale').textContent).toContain('4-6 weeks');
    expect(urlsOf(fetch, '/api/product/detail')[0]).toContain('id=5');

    fireEvent.click(screen.getByTestId('goods-add-cart'));
    await screen.findByText('Please choose a specification', {}, WAIT);
    fireEvent.click(screen.getByTestId('goods-buy-now'));
    expect(bodiesOf(fetch, '/api/cart/add')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('goods-spec-52'));
    expect(screen.getByTestId('goods-price').textContent).toBe('30.00');
    fireEvent.click(screen.getByTestId('goods-add-cart'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/add')).toEqual([{ sku_id: 52, quantity: 1 }]), WAIT);
    await screen.findByText('Added to cart', {}, WAIT);
  });

  it('buy now goes to confirm order with the sku and quantity', async () => {
    signIn();
    api();
    const { router } = renderRoute('/pages/shop/goodsDetails?id=5');
    // Record where the button goes, then leave at once: the confirm-order page has tests of its own, and left
    // mounted here it would open its payment-password prompt into the next test.
    const seen: string[] = [];
    router.subscribe((s) => {
      seen.push(`${s.location.pathname}${s.location.search}`);
      if (s.location.pathname === '/pages/shop/confirmOrder') void router.navigate('/pages/index', { replace: true });
    });
    fireEvent.click(await screen.findByTestId('goods-spec-51', {}, WAIT));
    fireEvent.click(screen.getByTestId('goods-buy-now'));
    await waitFor(() => expect(seen).toContain('/pages/shop/confirmOrder?sku_id=51&quantity=1'), WAIT);
  });

  it('sends guests who add to the cart to login', async () => {
    vi.stubGlobal('innerWidth', 375);
    const fetch = api();
    const { router } = renderRoute('/pages/shop/goodsDetails?id=5');
    fireEvent.click(await screen.findByTestId('goods-spec-51', {}, WAIT));
    fireEvent.click(screen.getByTestId('goods-add-cart'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'), WAIT);
    expect(bodiesOf(fetch, '/api/cart/add')).toHaveLength(0);
  });

  it('cart renders the lines; select-all and delete (after confirmation) call the API', async () => {
    signIn();
    const lines = [cartLine(1), cartLine(2, { available: false, selected: false, stock: 0 })];
    const fetch = api({
      '/api/cart/index': () => ({ body: envelope(cartOf(lines)) }),
      '/api/cart/selectAll': (b) => ({ body: envelope(cartOf(lines.map((l) => ({ ...l, selected: b.selected as boolean })))) }),
      '/api/cart/select': (b) => ({ body: envelope(cartOf(lines.map((l) => (l.id === b.id ? { ...l, selected: b.selected as boolean } : l)))) }),
      '/api/cart/del': () => ({ body: envelope(cartOf([])) }),
    });
    renderRoute('/pages/cart');
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2), WAIT);
    const rows = screen.getAllByTestId('cart-line');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['1', '2']);
    expect(rows[1]!.className).toContain('cart-line-unavailable');
    expect(within(rows[1]!).getByTestId('cart-unavailable')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('12.00');
    expect((screen.getByTestId('cart-select-all') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('cart-checkout') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('tab-cart')).toBeTruthy();

    fireEvent.click(screen.getByTestId('cart-select-1'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/select')).toEqual([{ id: 1, selected: false }]), WAIT);
    await waitFor(() => expect((screen.getByTestId('cart-checkout') as HTMLButtonElement).disabled).toBe(true), WAIT);

    fireEvent.click(screen.getByTestId('cart-select-all'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/selectAll')).toEqual([{ selected: true }]), WAIT);
    await waitFor(() => expect((screen.getByTestId('cart-select-all') as HTMLInputElement).checked).toBe(true), WAIT);

    const dialog = await nextDialog(() => fireEvent.click(screen.getByTestId('cart-delete')));
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(bodiesOf(fetch, '/api/cart/del')).toHaveLength(0);

    const again = await nextDialog(() => fireEvent.click(screen.getByTestId('cart-delete')));
    fireEvent.click(within(again).getByText('Delete'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/cart/del')).toEqual([{ ids: [1, 2] }]), WAIT);
    await screen.findByTestId('cart-empty', {}, WAIT);
  });

  it('search history saves and clears only after confirmation', async () => {
    const fetch = api();
    renderRoute('/pages/search');
    const input = await screen.findByTestId('search-input', {}, WAIT);
    fireEvent.change(input, { target: { value: ' tea ' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1), WAIT);
    expect(urlsOf(fetch, '/api/product/index').some((u) => u.includes('keyword=tea'))).toBe(true);
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['tea']);
  });

  it('shows saved history, and clearing needs a confirmation', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['tea', 'cup']));
    api();
    renderRoute('/pages/search');
    await waitFor(() => expect(screen.getAllByTestId('search-history-item').map((e) => e.textContent)).toEqual(['tea', 'cup']), WAIT);
    const dialog = await nextDialog(() => fireEvent.click(screen.getByTestId('search-clear-history')));
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(screen.getAllByTestId('search-history-item')).toHaveLength(2);

    const again = await nextDialog(() => fireEvent.click(screen.getByTestId('search-clear-history')));
    fireEvent.click(within(again).getByText('Clear'));
    await waitFor(() => expect(screen.queryAllByTestId('search-history-item')).toHaveLength(0), WAIT);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });
});

describe('home shop', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    // The phone pages: on a desktop-wide window the shop routes hand over to /pages/pc/ (tested in pc-shop.test).
    vi.stubGlobal('innerWidth', 375);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows banners, categories and products, and filters by category', async () => {
    const fetch = api({
      '/api/banner/index': () => ({ body: envelope({ list: [{ id: 1, image: '/b.jpg', thumb: '/b_t.jpg', link: '', title: 'Everyday health' }] }) }),
      '/api/product/category': () => ({ body: envelope({ list: [{ id: 2, name: 'Drinks' }] }) }),
      '/api/product/recommend': () => ({ body: envelope({ list: [card] }) }),
    });
    const { router } = renderRoute('/');
    await screen.findByTestId('home-banner', {}, WAIT);
    // The caption is written over the picture in the reader's language, and names the picture for screen readers.
    expect(screen.getAllByTestId('banner-caption')[0]!.textContent).toBe('Everyday health');
    expect(screen.getAllByAltText('Everyday health').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThanOrEqual(2), WAIT);
    fireEvent.click(screen.getByTestId('category-chip-2'));
    await waitFor(() => expect(urlsOf(fetch, '/api/product/index').some((u) => u.includes('category_id=2'))).toBe(true), WAIT);
    fireEvent.click(screen.getByTestId('home-search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/search'), WAIT);
  });
});
