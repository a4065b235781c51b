import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, i18n } from '../src/i18n';
import { bodiesOf, envelope, mockRoutes, nextDialog, renderRoute, signIn, WAIT, type Answer } from './helpers';
import { userinfo, config, home, office, bonusLimit } from './fixtures';
import { antdSheet, declaredStyle, sheet } from './css';

const cartLine = (id: number, over: Record<string, unknown> = {}) => ({
  id, sku_id: 100 + id, product_id: 10 + id, name: `Tea set ${id}`, spec: 'Blue', image: '', price: '25.00', quantity: 2,
  stock: 10, selected: true, available: true, presale: false, subtotal: '50.00', ...over,
});
const cart = {
  list: [cartLine(1), cartLine(2, { presale: true, name: 'Kettle' }), cartLine(3, { selected: false, name: 'Cup' })],
  selected_count: 2, selected_quantity: 4, total: '100.00', all_selected: false,
};
const now = () => Math.floor(Date.now() / 1000);
function order(over: Record<string, unknown> = {}) {
  return {
    id: 55, order_no: 'OG20261122000055', status: 'unpaid',
    lines: [{ id: 1, sku_id: 101, product_id: 11, name: 'Tea set 1', spec: 'Blue', image: '', price: '25.00', quantity: 2, subtotal: '50.00', refunded_quantity: 0 },
      { id: 2, sku_id: 102, product_id: 12, name: 'Kettle', spec: 'Steel', image: '', price: '25.00', quantity: 2, subtotal: '50.00', refunded_quantity: 0 }],
    address: { recipient: 'Ann Lee', area_code: '65', phone: '81234567', country: 'SG', country_name: 'Singapore', detail: '1 Orchard Road, #10-01' },
    goods_total: '100.00', shipping_fee: '8.00', total: '108.00', pay_method: null, paid_balance: '0.00', paid_shop_coins: '0.00',
    paid_integral: '0.00', usdt_due: '0.00', presale: true, remark: 'Leave at door', carrier: '', tracking_no: '', created_at: 1734480000,
    pay_deadline: now() + 900, paid_at: null, shipped_at: null, completed_at: null, cancelled_at: null, refunded_total: '0.00', refunds: [], ...over,
  };
}
const records = { list: [], total: 0, page: 1, limit: 1 };
const th = (key: string) => i18n.getFixedT('th')(key);

const api = (answers: Record<string, Answer> = {}) => mockRoutes(answers, {
  '/api/ajax/getConfig': config, '/api/user/userInfo': userinfo,
  '/api/user/invite': { invite_code: 'INV001', left_node_code: 'L00001', right_node_code: 'R00001', invite_link: 'x', left_link: 'x', right_link: 'x', referrer_id: '', referrer_name: '' },
  '/api/address/index': { list: [home, office], limit: 20 }, '/api/cart/index': cart,
  '/api/account/balance': { balance: '500.00', balance_held: '0.00', balance_available: '500.00', ...records },
  '/api/account/shopCoins': { shop_coins: '30.00', ...records }, '/api/account/integral': { integral: '50.00', ...records },
  // Mine's feedback badge and caps.
  '/api/feedback/unread': { unread: 0 },
  '/api/user/UserBonusLimit': bonusLimit,
});
type Fetch = ReturnType<typeof api>;
const calls = (fetch: Fetch, path: string) => fetch.mock.calls.filter(([u]) => String(u).split('?')[0] === path);
const queries = (fetch: Fetch, path: string) => calls(fetch, path).map(([u]) => new URL(String(u), 'http://x').searchParams);

async function payWithPassword() {
  fireEvent.change(await screen.findByTestId('pay-password-input', {}, WAIT), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('pay-password-confirm'));
}

describe('orders', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    signIn();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('confirm order from the cart creates the order, then pays with the chosen method and an Idempotency-Key', async () => {
    const fetch = api({
      '/api/order/create': () => ({ body: envelope(order()) }),
      '/api/order/pay': (b) => ({ body: envelope(order({ status: 'paid', pay_method: b.pay_method, paid_at: now(), paid_shop_coins: '30.00', paid_balance: '78.00' })) }),
      '/api/order/detail': () => ({ body: envelope(order({ status: 'paid', pay_method: 'coupons_balance', paid_at: now(), paid_shop_coins: '30.00', paid_balance: '78.00' })) }),
    });
    const { router } = renderRoute('/pages/shop/confirmOrder');
    await waitFor(() => expect(screen.getAllByTestId('confirm-line')).toHaveLength(2), WAIT);
    expect(screen.getByTestId('confirm-address').textContent).toContain('1 Orchard Road, #10-01');
    expect(screen.getByTestId('confirm-change-address')).toBeTruthy();
    expect(screen.getByTestId('confirm-presale').textContent).toContain('4-6 weeks');
    expect(screen.getByTestId('confirm-total').textContent).toBe('100.00');
    fireEvent.change(screen.getByTestId('confirm-remark'), { target: { value: 'Leave at door' } });
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/create')).toEqual([{ address_id: 7, remark: 'Leave at door' }]), WAIT);

    await screen.findByTestId('pay-step', {}, WAIT);
    expect(screen.getByTestId('confirm-total').textContent).toBe('108.00');
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/Pay within 1[45]:\d\d/);
    // Points (50.00) do not cover 108.00; coupons (30.00) plus balance do.
    fireEvent.click(screen.getByTestId('pay-method-integral'));
    await waitFor(() => expect(screen.getByTestId('pay-method-integral').textContent).toContain('Not enough'), WAIT);
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('pay-method-coupons_balance'));
    expect(screen.getByTestId('pay-method-coupons_balance').textContent).toContain('78.00 balance + 30.00 coupons');
    expect(screen.getByTestId('pay-use-balance')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-submit'));
    await payWithPassword();
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/pay')).toEqual([
      { order_id: 55, pay_method: 'coupons_balance', use_balance: true, pay_password: '123456' },
    ]), WAIT);
    const headers = calls(fetch, '/api/order/pay')[0]![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/details'), WAIT);
    expect(router.state.location.search).toBe('?id=55');
  });

  it('coupons + USDT: shows the USDT due, the address and network, sends from the demo wallet, and opens the paid order', async () => {
    const address = '0x1111111111111111111111111111111111111111';
    let paid = false;
    const status = (over: Record<string, unknown>) => ({
      status: 'unpaid', paid: false, pay_deadline: now() + 900, remaining_seconds: 900, pay_method: 'coupons_usdt',
      usdt_due: '78.00', usdt_confirming: '0.00', usdt_to_send: '78.00', ...over,
    });
    const fetch = api({
      '/api/order/create': () => ({ body: envelope(order()) }),
      '/api/order/pay': () => ({ body: envelope(order({ pay_method: 'coupons_usdt', usdt_due: '78.00' })) }),
      '/api/recharge/info': () => ({ body: envelope({ demo: true, network: 'BSC (BEP20)', token: 'USDT', address, min: '1', window_minutes: 30 }) }),
      '/api/order/demo_pay': () => {
        paid = true;
        return { body: envelope({ tx_hash: `0x${'a'.repeat(64)}` }) };
      },
      '/api/order/pay_status': () => ({ body: envelope(paid ? status({ status: 'paid', paid: true, usdt_due: '0.00', usdt_to_send: '0.00' }) : status({})) }),
      '/api/order/detail': () => ({ body: envelope(order({ status: 'paid', pay_method: 'coupons_usdt', paid_at: now(), paid_shop_coins: '30.00', paid_balance: '78.00' })) }),
    });
    const { router } = renderRoute('/pages/shop/confirmOrder');
    await waitFor(() => expect(screen.getAllByTestId('confirm-line')).toHaveLength(2), WAIT);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await screen.findByTestId('pay-step', {}, WAIT);
    await waitFor(() => expect(screen.getByTestId('pay-method-coupons_usdt').textContent).toContain('30.00 coupons + 78.00 USDT'), WAIT);
    fireEvent.click(screen.getByTestId('pay-method-coupons_usdt'));
    expect(screen.getByTestId('pay-submit').textContent).toBe('Continue');
    fireEvent.click(screen.getByTestId('pay-submit'));
    await payWithPassword();
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/pay')).toEqual([{ order_id: 55, pay_method: 'coupons_usdt', use_balance: true, pay_password: '123456' }]), WAIT);

    await screen.findByTestId('usdt-pay', {}, WAIT);
    await waitFor(() => expect(screen.getByTestId('usdt-address').textContent).toBe(address), WAIT);
    expect(screen.getByTestId('usdt-due').textContent).toContain('78.00 USDT');
    expect(screen.getByTestId('usdt-coupons').textContent).toBe('30.00');
    expect(screen.getByTestId('usdt-network').textContent).toContain('BSC (BEP20)');
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/Pay within/);
    await waitFor(() => expect(screen.getByTestId('usdt-to-send').textContent).toContain('78.00 USDT'), WAIT);
    expect(router.state.location.pathname).toBe('/pages/shop/confirmOrder');
    await waitFor(() => expect((screen.getByTestId('usdt-demo-pay') as HTMLButtonElement).disabled).toBe(false), WAIT);
    fireEvent.click(screen.getByTestId('usdt-demo-pay'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/demo_pay')).toEqual([{ order_id: 55 }]), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/details'), WAIT);
  });

  it('buy now sends the specification, quantity and the address chosen on the list', async () => {
    sessionStorage.setItem('selectedAddressId', '9');
    const fetch = api({ '/api/order/create': () => ({ body: envelope(order({ presale: false })) }) });
    renderRoute('/pages/shop/confirmOrder?sku_id=301&quantity=3');
    await waitFor(() => expect(screen.getByTestId('confirm-address').textContent).toContain('Bob Tan'), WAIT);
    expect(calls(fetch, '/api/cart/index')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/create')).toEqual([{ address_id: 9, sku_id: 301, quantity: 3 }]), WAIT);
    await waitFor(() => expect(screen.getAllByTestId('confirm-line')).toHaveLength(2), WAIT);
    fireEvent.click(screen.getByTestId('pay-method-balance'));
    fireEvent.click(screen.getByTestId('pay-submit'));
    await payWithPassword();
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/pay')[0]).toMatchObject({ order_id: 55, pay_method: 'balance' }), WAIT);
  });

  it('without an address links to adding one and cannot submit', async () => {
    api({ '/api/address/index': () => ({ body: envelope({ list: [], limit: 20 }) }) });
    renderRoute('/pages/shop/confirmOrder');
    await screen.findByTestId('confirm-add-address', {}, WAIT);
    expect((screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('order list tabs request the right status; ?status= preselects; empty state', async () => {
    const fetch = api({ '/api/order/index': () => ({ body: envelope({ list: [], total: 0, page: 1, limit: 10 }) }) });
    renderRoute('/pages/order/orderList?status=shipped');
    await screen.findByTestId('order-empty', {}, WAIT);
    expect(queries(fetch, '/api/order/index')[0]!.get('status')).toBe('shipped');
    for (const s of ['unpaid', 'paid', 'completed'] as const) {
      fireEvent.click(screen.getByTestId(`order-tab-${s}`));
      await waitFor(() => expect(queries(fetch, '/api/order/index').at(-1)!.get('status')).toBe(s), WAIT);
    }
    fireEvent.click(screen.getByTestId('order-tab-all'));
    await waitFor(() => expect(queries(fetch, '/api/order/index').at(-1)!.has('status')).toBe(false), WAIT);
  });

  it('order tabs in Thai share the width and wrap long labels, so every tab stays in view; the active one is marked', async () => {
    await changeLanguage('th');
    api({ '/api/order/index': () => ({ body: envelope({ list: [], total: 0, page: 1, limit: 10 }) }) });
    renderRoute('/pages/order/orderList?status=completed');
    await screen.findByTestId('order-empty', {}, WAIT);
    // antd's sheet first, as it is loaded before the app's.
    const css = [antdSheet('tabs'), sheet('app/app.css'), sheet('pages/order/order.css')];
    const tabs = ['all', 'unpaid', 'paid', 'shipped', 'completed'].map((s) => screen.getByTestId(`order-tab-${s}`).closest('.adm-tabs-tab')!);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['all', 'unpaid', 'paid', 'shipped', 'completed'].map((s) => th(`order.tab.${s}`)));
    for (const tab of tabs) {
      const wrapper = tab.parentElement!;
      // antd sizes each tab to its text on one line and scrolls the list, which put the last tabs out of view.
      expect(declaredStyle(tab, 'white-space', css)).toBe('normal');
      expect(declaredStyle(tab, 'width', css)).toBe('auto');
      expect([declaredStyle(wrapper, 'flex-grow', css), declaredStyle(wrapper, 'flex-basis', css)]).toEqual(['1', '0%']);
      expect(declaredStyle(wrapper, 'min-width', css)).toMatch(/^0(px)?$/);
    }
    expect(tabs[4]!.className).toContain('adm-tabs-tab-active');
  });

  it('cancel asks for confirmation first; shipped orders offer confirm receipt', async () => {
    const list = [order(), order({ id: 56, order_no: 'OG56', status: 'shipped', carrier: 'DHL', tracking_no: 'T1' })];
    const fetch = api({
      '/api/order/index': () => ({ body: envelope({ list, total: 2, page: 1, limit: 10 }) }),
      '/api/order/cancel': () => ({ body: envelope(order({ status: 'cancelled', cancelled_at: now() })) }),
      '/api/order/confirm': () => ({ body: envelope(order({ id: 56, status: 'completed', completed_at: now() })) }),
    });
    renderRoute('/pages/order/orderList');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2), WAIT);
    expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('data-id'))).toEqual(['55', '56']);
    expect(screen.getByTestId('order-pay-55')).toBeTruthy();
    expect(screen.queryByTestId('order-cancel-56')).toBeNull();

    const dialog = await nextDialog(() => fireEvent.click(screen.getByTestId('order-cancel-55')));
    expect(dialog.textContent).toContain('OG20261122000055');
    fireEvent.click(within(dialog).getByText('Keep order'));
    expect(calls(fetch, '/api/order/cancel')).toHaveLength(0);
    const sure = await nextDialog(() => fireEvent.click(screen.getByTestId('order-cancel-55')));
    fireEvent.click(within(sure).getByText('Cancel order', { selector: 'button, button *' }));
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/cancel')).toEqual([{ order_id: 55 }]), WAIT);

    const receipt = await nextDialog(() => fireEvent.click(screen.getByTestId('order-confirm-56')));
    fireEvent.click(within(receipt).getByText('Confirm receipt', { selector: 'button, button *' }));
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/confirm')).toEqual([{ order_id: 56 }]), WAIT);
  });

  it('pays an unpaid order from the list through the same payment step', async () => {
    const fetch = api({
      '/api/order/index': () => ({ body: envelope({ list: [order()], total: 1, page: 1, limit: 10 }) }),
      '/api/order/pay': () => ({ body: envelope(order({ status: 'paid', pay_method: 'balance', paid_balance: '108.00', paid_at: now() })) }),
      '/api/order/detail': () => ({ body: envelope(order({ status: 'paid', pay_method: 'balance', paid_balance: '108.00', paid_at: now() })) }),
    });
    const { router } = renderRoute('/pages/order/orderList?status=unpaid');
    fireEvent.click(await screen.findByTestId('order-pay-55', {}, WAIT));
    await screen.findByTestId('pay-step', {}, WAIT);
    fireEvent.click(screen.getByTestId('pay-submit'));
    await payWithPassword();
    await waitFor(() => expect(bodiesOf(fetch, '/api/order/pay')[0]).toMatchObject({ order_id: 55, pay_method: 'balance' }), WAIT);
    await waitFor(() => expect(router.state.location.search).toBe('?id=55'), WAIT);
  });

  it('details render every field', async () => {
    const done = order({
      status: 'completed', pay_method: 'coupons_balance', paid_balance: '78.00', paid_shop_coins: '30.00',
      carrier: 'DHL Express', tracking_no: 'JD0001234', paid_at: 1734483600, shipped_at: 1734570000, completed_at: 1734656400,
    });
    const fetch = api({ '/api/order/detail': () => ({ body: envelope(done) }) });
    renderRoute('/pages/order/details?id=55');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Completed'), WAIT);
    expect(queries(fetch, '/api/order/detail')[0]!.get('id')).toBe('55');
    expect(screen.getByTestId('order-no').textContent).toBe('OG20261122000055');
    expect(screen.getByTestId('order-total').textContent).toBe('108.00');
    expect(screen.getByTestId('order-goods-total').textContent).toBe('100.00');
    expect(screen.getByTestId('order-shipping-fee').textContent).toBe('8.00');
    expect(screen.getByTestId('order-pay-method').textContent).toBe('Coupons + balance');
    expect(screen.getByTestId('order-paid-balance').textContent).toBe('78.00');
    expect(screen.getByTestId('order-paid-shop-coins').textContent).toBe('30.00');
    expect(screen.queryByTestId('order-paid-integral')).toBeNull();
    expect(screen.getByTestId('order-carrier').textContent).toBe('DHL Express');
    expect(screen.getByTestId('order-tracking-no').textContent).toBe('JD0001234');
    for (const id of ['order-created-at', 'order-paid-at', 'order-shipped-at', 'order-completed-at']) {
      expect(screen.getByTestId(id).textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    }
    expect(screen.getByTestId('order-remark').textContent).toBe('Leave at door');
    expect(screen.getByTestId('order-address').textContent).toContain('+65 81234567');
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getAllByTestId('order-line')[0]!.textContent).toContain('Unit price 25.00');
    expect(screen.getAllByTestId('order-line')[0]!.textContent).toContain('× 2');
    expect(screen.queryByTestId('order-pay-55')).toBeNull();
    expect(calls(fetch, '/api/order/pay_status')).toHaveLength(0);
  });

  it('a refunded order shows its state, amount per asset, reason and items in the details and the refunded total in the list', async () => {
    const refunded = order({
      status: 'partially_refunded', pay_method: 'coupons_balance', paid_balance: '78.00', paid_shop_coins: '30.00', paid_at: 1734483600,
      shipped_at: 1734570000, refunded_total: '50.00',
      lines: [{ ...order().lines[0], refunded_quantity: 2 }, order().lines[1]],
      refunds: [{ id: 9, amount: '50.00', amounts: [{ asset: 'balance', amount: '36.11' }, { asset: 'shop_coins', amount: '13.89' }], reason: 'Broken in transit',
        lines: [{ line_id: 1, name: 'Tea set 1', quantity: 2 }], time: 1734600000 }],
    });
    api({ '/api/order/detail': () => ({ body: envelope(refunded) }), '/api/order/index': () => ({ body: envelope({ list: [refunded], total: 1, page: 1, limit: 10 }) }) });
    renderRoute('/pages/order/details?id=55');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Partly refunded'), WAIT);
    expect(screen.getByTestId('order-refunded-total').textContent).toBe('50.00');
    expect(screen.getByTestId('order-refund-amount').textContent).toBe('50.00');
    expect(screen.getByTestId('order-refund-assets').textContent).toBe('Balance 36.11 · Shopping coupons 13.89');
    expect(screen.getByTestId('order-refund-reason').textContent).toBe('Broken in transit');
    expect(screen.getByTestId('order-refunds').textContent).toContain('Tea set 1 × 2');
    expect(screen.getAllByTestId('order-line-refunded').map((e) => e.textContent)).toEqual(['Refunded × 2']);
    // Shipped and partly refunded: the rest still waits for the member's receipt.
    expect(screen.getByTestId('order-confirm-55')).toBeTruthy();

    await changeLanguage('zh-TW');
    renderRoute('/pages/order/orderList');
    expect((await screen.findByTestId('order-refunded-55', {}, WAIT)).textContent).toContain('已退款 50.00');
    expect(screen.getAllByText('部分退款').length).toBeGreaterThan(0);
  });

  it('details of an order the server refuses say it was not found (its translated reason), once, with a way back', async () => {
    await changeLanguage('th');
    // The server answers another member's order, or an id with no order, with code 0 and its own translated message.
    const fetch = api({ '/api/order/detail': () => ({ body: envelope(null, 0, 'ไม่พบคำสั่งซื้อ') }) });
    const { router } = renderRoute('/pages/order/details?id=999');
    const gone = await screen.findByTestId('order-not-found', {}, WAIT);
    expect(gone.textContent).toContain('ไม่พบคำสั่งซื้อ');
    // Not a connection problem: neither "Failed to get data" nor "check your connection" in any words.
    expect(screen.queryByText(th('common.loadFailed'))).toBeNull();
    expect(screen.queryByText(th('common.loadFailedHint'))).toBeNull();
    expect(screen.queryByTestId('retry')).toBeNull();
    // A refusal is not retried (the answer would be the same): the query only fails after its retries, so one call here.
    expect(calls(fetch, '/api/order/detail')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('order-to-list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/orderList'), WAIT);
  });

  it.each(['abc', '-3', '1.5', '', '99999999999999999999'])('details with the id "%s" say the order was not found without asking', async (raw) => {
    await changeLanguage('ja');
    const fetch = api();
    renderRoute(`/pages/order/details?id=${raw}`);
    const gone = await screen.findByTestId('order-not-found', {}, WAIT);
    expect(gone.textContent).toContain('注文が見つかりません');
    expect(screen.queryByText(i18n.getFixedT('ja')('common.loadFailedHint'))).toBeNull();
    expect(calls(fetch, '/api/order/detail')).toHaveLength(0);
  });

  it('details: every card has the inner padding of cards (the info card too)', async () => {
    api({ '/api/order/detail': () => ({ body: envelope(order({ status: 'paid', pay_method: 'balance', paid_at: now(), paid_balance: '108.00' })) }) });
    renderRoute('/pages/order/details?id=55');
    await screen.findByTestId('order-info', {}, WAIT);
    const cards = [...document.querySelectorAll<HTMLElement>('section.card')];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    // `.summary` used to sit on the info card itself and, later in the sheet, took the card's side padding away.
    const css = [sheet('app/app.css'), sheet('pages/order/order.css')];
    for (const card of cards) {
      for (const side of ['padding-left', 'padding-right']) {
        expect(declaredStyle(card, side, css), `${card.getAttribute('aria-label') ?? card.className} ${side}`).toBe('16px');
      }
    }
  });

  it('details of an unpaid order poll pay_status every 5 s and offer pay and cancel', async () => {
    const fetch = api({
      '/api/order/detail': () => ({ body: envelope(order()) }),
      '/api/order/pay_status': () => ({ body: envelope({ status: 'unpaid', paid: false, pay_deadline: now() + 900, remaining_seconds: 900, pay_method: null, usdt_due: '0.00', usdt_confirming: '0.00', usdt_to_send: '0.00' }) }),
    });
    renderRoute('/pages/order/details?id=55');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Pending payment'), WAIT);
    expect(screen.getByTestId('order-pay-55')).toBeTruthy();
    expect(screen.getByTestId('order-cancel-55')).toBeTruthy();
    expect(screen.getByTestId('pay-countdown')).toBeTruthy();
    await waitFor(() => expect(calls(fetch, '/api/order/pay_status').length).toBeGreaterThanOrEqual(1), WAIT);
    await waitFor(() => expect(calls(fetch, '/api/order/pay_status').length).toBeGreaterThanOrEqual(2), { timeout: 7000 });
  }, 20000);

  it('Mine has the four order shortcuts linking to the list with the status', async () => {
    api({ '/api/order/index': () => ({ body: envelope({ list: [], total: 0, page: 1, limit: 10 }) }) });
    const { router } = renderRoute('/pages/mine');
    for (const s of ['unpaid', 'paid', 'shipped', 'completed']) await screen.findByTestId(`mine-orders-${s}`, {}, WAIT);
    fireEvent.click(screen.getByTestId('mine-orders-paid'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/orderList'), WAIT);
    expect(router.state.location.search).toBe('?status=paid');
  });
});
