import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const OPS = {
  operator: { ...ME.operator, username: 'ops', role: 'operations' },
  permissions: ['members.read', 'orders.read', 'orders.write', 'settings.read'],
};
const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'orders.read', 'settings.read', 'settings.write'],
};

const order = (over: Record<string, unknown> = {}) => ({
  id: 7, order_no: '20260101120000123456', member_id: '12345678', status: 'paid',
  lines: [
    { id: 71, sku_id: 31, product_id: 3, name: 'Vitamin C', spec: '60 tablets', image: '', price: '12.50', quantity: 2, subtotal: '25.00', refunded_quantity: 0 },
    { id: 72, sku_id: 32, product_id: 4, name: 'Green tea', spec: '', image: '', price: '8.00', quantity: 1, subtotal: '8.00', refunded_quantity: 0 },
  ],
  address: { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', country_name: 'Singapore', detail: '1 Orchard Road, #01-01' },
  goods_total: '33.00', shipping_fee: '5.00', total: '38.00', pay_method: 'coupons_balance',
  paid_balance: '33.00', paid_shop_coins: '5.00', paid_integral: '0.00', usdt_due: '0.00', presale: true, remark: 'ring twice', carrier: '', tracking_no: '',
  created_at: 1_767_268_800, pay_deadline: 1_767_270_600, paid_at: 1_767_268_900, shipped_at: null, completed_at: null, cancelled_at: null,
  refunded_total: '0.00', refunds: [],
  ...over,
});
const PAID_EVENTS = [{ action: 'pay', from_status: 'unpaid', to_status: 'paid', actor: 'member:12345678', note: '', time: 1_767_268_900 }];
const UNPAID = order({
  id: 8, order_no: '20260101130000654321', member_id: '87654321', status: 'unpaid', pay_method: null,
  paid_balance: '0.00', paid_shop_coins: '0.00', paid_integral: '0.00', usdt_due: '0.00', paid_at: null, presale: false, remark: '',
});

const tick = () => new Promise((r) => setTimeout(r, 20));
const find = (id: string) => screen.findByTestId(id, {}, WAIT);
const textOf = (id: string) => screen.getByTestId(id).textContent ?? '';
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

// What the mocked server holds: a test's ship or cancel handler replaces an order here, as the server would.
let details: Record<number, unknown> = {};

/** The back office with an orders API: the list, details, and whatever a test adds (ship, cancel). */
function orderMocks(me: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
  details = { 7: { ...order(), events: PAID_EVENTS }, 8: { ...UNPAID, events: [] } };
  return mockApi({
    'GET /auth/me': () => ({ data: me }),
    'GET /orders': () => ({ data: { list: [order(), UNPAID], total: 2, page: 1, limit: 20 } }),
    'GET /orders/detail': (url) => ({ data: details[Number(url.searchParams.get('id'))] }),
    ...extra,
  });
}

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('orders page', () => {
  it('lists orders with number, member, state, total, payment and times, and filters them', async () => {
    const { calls } = orderMocks(OPS);
    renderAt('/orders');
    const table = await find('orders-table');
    expect(await within(table).findByText('20260101120000123456', {}, WAIT)).toBeTruthy();
    expect(within(table).getByText('87654321')).toBeTruthy();
    expect(textOf('order-status-7')).toBe('To ship');
    expect(textOf('order-status-8')).toBe('Pending payment');
    expect(within(table).getAllByText('38.00')).toHaveLength(2);
    expect(within(table).getByText('Coupons + balance')).toBeTruthy();
    expect(within(screen.getByTestId('side-menu')).getByText('Orders')).toBeTruthy();
    // Operations may ship: the paid order's button says so.
    expect(textOf('order-open-7')).toBe('Ship');
    expect(textOf('order-open-8')).toBe('Details');

    fireEvent.change(screen.getByTestId('orders-q'), { target: { value: ' 12345678 ' } });
    fireEvent.change(screen.getByTestId('orders-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('orders-to'), { target: { value: '2026-01-31' } });
    fireEvent.mouseDown(screen.getByTestId('orders-status').querySelector('.ant-select-selector') ?? screen.getByTestId('orders-status'));
    fireEvent.click(await screen.findByTitle('To ship', {}, WAIT));
    await tick();
    fireEvent.click(screen.getByTestId('orders-search'));
    await waitFor(() => {
      const q = calls.filter((c) => c.path === '/orders').at(-1)!.url.searchParams;
      expect(Object.fromEntries(q)).toEqual({ status: 'paid', q: '12345678', from: '2026-01-01', to: '2026-01-31', page: '1', limit: '20' });
    }, WAIT);
  });

  it('exports the searched orders as CSV with the operator session, and shows a refusal as the server says it', async () => {
    const { fetchMock, calls } = orderMocks(OPS);
    const json = fetchMock.getMockImplementation()!;
    const exports: Array<{ url: URL; init: RequestInit }> = [];
    let refuse = false;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/admin-api/orders/export') return json(input, init);
      exports.push({ url, init });
      if (refuse) return new Response(JSON.stringify({ code: 0, msg: 'From date is not valid', time: 1, data: null }), { status: 400, headers: { 'content-type': 'application/json' } });
      return new Response('\uFEFForder_no\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-01-02.csv"' } });
    });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => { created.push(b); return 'blob:csv'; }, revokeObjectURL: () => undefined }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.download); });
    try {
      renderAt('/orders');
      await find('orders-table');
      fireEvent.change(screen.getByTestId('orders-q'), { target: { value: '2026' } });
      await tick();
      fireEvent.click(screen.getByTestId('orders-search'));
      await waitFor(() => expect(calls.some((c) => c.path === '/orders' && c.url.searchParams.get('q') === '2026')).toBe(true), WAIT);
      fireEvent.click(screen.getByTestId('orders-export'));
      expect(await screen.findByText('Exported orders-2026-01-02.csv', {}, WAIT)).toBeTruthy();
      expect(exports).toHaveLength(1);
      expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ q: '2026' });
      expect((exports[0]!.init.headers as Record<string, string>)['admin-token']).toBe('tok-1');
      expect(clicked).toEqual(['orders-2026-01-02.csv']);
      expect(await created[0]!.text()).toContain('order_no');

      refuse = true;
      await waitFor(() => expect(screen.getByTestId('orders-export').className).not.toContain('loading'), WAIT);
      fireEvent.click(screen.getByTestId('orders-export'));
      await waitFor(() => expect(exports).toHaveLength(2), WAIT);
      expect(await screen.findByText('From date is not valid', {}, WAIT)).toBeTruthy();
      expect(clicked).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('is not in the menu of an operator without orders.read', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: ME }), 'GET /members': () => ({ data: { list: [], total: 0, page: 1, limit: 20 } }) });
    renderAt('/members');
    const menu = await find('side-menu');
    expect(within(menu).getByText('Members')).toBeTruthy();
    expect(within(menu).queryByText('Orders')).toBeNull();
  });
});

describe('order drawer', () => {
  it('shows every field of the order: times, buyer, address, lines, amounts, payment, remark, delivery and history', async () => {
    orderMocks(FINANCE);
    renderAt('/orders');
    fireEvent.click(await find('order-open-7'));
    const drawer = await find('order-drawer-lines');
    const text = document.querySelector('.ant-drawer')!.textContent ?? '';
    expect(textOf('order-drawer-no')).toBe('20260101120000123456');
    expect(textOf('order-drawer-member')).toBe('12345678');
    expect(textOf('order-drawer-status')).toBe('To ship');
    expect(textOf('order-drawer-recipient')).toBe('Tan Ah Kow');
    for (const s of ['+65 91234567', 'Singapore (SG)', '1 Orchard Road, #01-01', 'Pre-sale', 'ring twice', 'Coupons + balance', 'Ordered', 'Pay by', 'Completed', 'Cancelled']) {
      expect(text, s).toContain(s);
    }
    expect(within(drawer).getByText('Vitamin C')).toBeTruthy();
    expect(within(drawer).getByText('60 tablets')).toBeTruthy();
    expect(within(drawer).getByText('12.50')).toBeTruthy();
    expect(within(drawer).getByText('25.00')).toBeTruthy();
    expect(textOf('order-drawer-shipping-fee')).toBe('5.00');
    expect(textOf('order-drawer-total')).toBe('38.00');
    expect(textOf('order-drawer-paid-with')).toBe('Balance 33.00 · Shopping coupons 5.00');
    expect(textOf('order-drawer-carrier')).toBe('—');
    expect(textOf('order-event-pay')).toContain('Member 12345678');
    expect(textOf('order-event-pay')).toContain('Paid');
    // Finance reads orders but may not ship them.
    expect(screen.queryByTestId('order-ship-form')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('ships a paid order: both fields required, the tracking number checked, server refusals shown; then list and drawer refresh', async () => {
    let refuse = true;
    const { calls } = orderMocks(OPS, {
      'POST /orders/ship': (_u, init) => {
        const b = bodyOf(init);
        if (refuse) return { code: 0, msg: 'This order can no longer be changed this way' };
        details[7] = {
          ...order({ status: 'shipped', carrier: b.carrier, tracking_no: b.tracking_no, shipped_at: 1_767_272_400 }),
          events: [...PAID_EVENTS, { action: 'ship', from_status: 'paid', to_status: 'shipped', actor: 'operator:ops', note: '', time: 1_767_272_400 }],
        };
        return { msg: 'Order shipped', data: details[7] };
      },
    });
    renderAt('/orders');
    fireEvent.click(await find('order-open-7'));
    fireEvent.click(await find('order-ship-submit'));
    expect(await screen.findByText('Please enter the shipping company', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Please enter the tracking number')).toBeTruthy();
    fireEvent.change(screen.getByTestId('order-ship-carrier'), { target: { value: ' SingPost ' } });
    fireEvent.change(screen.getByTestId('order-ship-tracking'), { target: { value: 'SP#1' } });
    expect(await screen.findByText('Use letters, digits, spaces, - and _ only', {}, WAIT)).toBeTruthy();
    await tick();
    fireEvent.click(screen.getByTestId('order-ship-submit'));
    await tick();
    expect(calls.some((c) => c.path === '/orders/ship')).toBe(false);

    fireEvent.change(screen.getByTestId('order-ship-tracking'), { target: { value: 'SP 2026' } });
    await tick();
    fireEvent.click(screen.getByTestId('order-ship-submit'));
    const refusal = await screen.findByText('This order can no longer be changed this way', {}, WAIT);
    // The pointer resting on the refusal keeps it open: the form must be ready again without waiting for it to close.
    fireEvent.mouseOver(refusal);

    refuse = false;
    const listCalls = calls.filter((c) => c.path === '/orders').length;
    await waitFor(() => expect(screen.getByTestId('order-ship-submit').className).not.toContain('loading'), WAIT);
    await tick();
    fireEvent.click(screen.getByTestId('order-ship-submit'));
    await waitFor(() => expect(textOf('order-drawer-tracking')).toBe('SP 2026'), WAIT);
    expect(bodyOf(calls.filter((c) => c.path === '/orders/ship').at(-1)!.init)).toEqual({ order_id: 7, carrier: 'SingPost', tracking_no: 'SP 2026' });
    expect(textOf('order-drawer-carrier')).toBe('SingPost');
    expect(textOf('order-drawer-status')).toBe('Pending receipt');
    expect(textOf('order-event-ship')).toContain('Operator ops');
    expect(screen.queryByTestId('order-ship-form')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.path === '/orders').length).toBeGreaterThan(listCalls), WAIT);
  });

  it('cancels an unpaid order after a confirmation with a reason', async () => {
    const { calls } = orderMocks(OPS, {
      'POST /orders/cancel': () => {
        details[8] = { ...UNPAID, status: 'cancelled', cancelled_at: 1_767_272_400, events: [{ action: 'cancel', from_status: 'unpaid', to_status: 'cancelled', actor: 'operator:ops', note: 'asked by phone', time: 1_767_272_400 }] };
        return { msg: 'Order cancelled', data: details[8] };
      },
    });
    renderAt('/orders');
    fireEvent.click(await find('order-open-8'));
    expect(await find('order-drawer-history-empty')).toBeTruthy();
    expect(screen.queryByTestId('order-ship-form')).toBeNull();
    fireEvent.click(await find('order-cancel'));
    fireEvent.click(await find('order-cancel-confirm'));
    expect(await screen.findByText('Please give a reason', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.path === '/orders/cancel')).toBe(false);
    fireEvent.change(screen.getByTestId('order-cancel-reason'), { target: { value: ' asked by phone ' } });
    await tick();
    fireEvent.click(screen.getByTestId('order-cancel-confirm'));
    await waitFor(() => expect(textOf('order-drawer-status')).toBe('Cancelled'), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/orders/cancel')!.init)).toEqual({ order_id: 8, reason: 'asked by phone' });
    expect(textOf('order-event-cancel')).toContain('asked by phone');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('refunds some lines of a paid order (finance): quantities, a reason, a second confirmation; then shows the refund', async () => {
    const FIN_REFUND = { ...FINANCE, permissions: [...FINANCE.permissions, 'orders.refund'] };
    const { calls } = orderMocks(FIN_REFUND, {
      'POST /orders/refund': () => {
        const base = order();
        details[7] = {
          ...base, status: 'partially_refunded', refunded_total: '11.51',
          lines: (base.lines as Array<Record<string, unknown>>).map((l) => (l.id === 71 ? { ...l, refunded_quantity: 1 } : l)),
          refunds: [{ id: 5, amount: '11.51', amounts: [{ asset: 'balance', amount: '9.99' }, { asset: 'shop_coins', amount: '1.52' }], reason: 'one broken', lines: [{ line_id: 71, name: 'Vitamin C', quantity: 1 }], time: 1_767_272_400 }],
          events: [...PAID_EVENTS, { action: 'refund_part', from_status: 'paid', to_status: 'partially_refunded', actor: 'operator:fin', note: 'one broken', time: 1_767_272_400 }],
        };
        return { msg: 'Refund made', data: details[7] };
      },
    });
    renderAt('/orders');
    fireEvent.click(await find('order-open-7'));
    fireEvent.click(await find('order-refund'));
    fireEvent.click(await find('order-refund-lines'));
    // Nothing chosen: refused here, nothing sent.
    fireEvent.change(screen.getByTestId('order-refund-reason'), { target: { value: ' one broken ' } });
    await tick();
    fireEvent.click(screen.getByTestId('order-refund-next'));
    expect(await screen.findByText('Choose at least one quantity to refund', {}, WAIT)).toBeTruthy();
    const field = await find('order-refund-qty-71');
    const qty = field.tagName === 'INPUT' ? field : field.querySelector('input')!;
    fireEvent.change(qty, { target: { value: '1' } });
    await tick();
    fireEvent.click(screen.getByTestId('order-refund-next'));
    // The second step says what will happen; only its confirmation sends the refund.
    expect((await find('order-refund-check')).textContent).toContain('Items: 1');
    expect(calls.some((c) => c.path === '/orders/refund')).toBe(false);
    fireEvent.click(screen.getByTestId('order-refund-confirm'));
    await waitFor(() => expect(textOf('order-drawer-status')).toBe('Partly refunded'), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/orders/refund')!.init)).toEqual({ order_id: 7, reason: 'one broken', lines: [{ line_id: 71, quantity: 1 }] });
    expect(textOf('order-drawer-refunded-total')).toBe('11.51');
    expect(textOf('order-refund-amount-5')).toContain('9.99');
    expect(textOf('order-event-refund_part')).toContain('one broken');
  });

  it('offers refunds only to an operator allowed to refund, and only on a paid order', async () => {
    orderMocks(OPS);
    renderAt('/orders');
    fireEvent.click(await find('order-open-7'));
    expect(await find('order-ship-form')).toBeTruthy();
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });
});

describe('shipping fee settings', () => {
  it('names the shipping fee and free-shipping threshold and lets finance change them', async () => {
    const row = (key: string, value: string) => ({ key, value, default: '0.00', group: 'money', type: 'amount', min: '0', max: '1000000', writable: true, translations: null });
    let fee = '0.00';
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /settings': () => ({ data: { list: [row('shipping_fee', fee), row('shipping_free_over', '0.00')] } }),
      'POST /settings': (_u, init) => {
        fee = bodyOf(init).value;
        return { msg: 'Setting saved', data: { key: 'shipping_fee', before: '0.00', value: fee, translations: null } };
      },
    });
    renderAt('/settings');
    await find('setting-edit-shipping_fee');
    expect(textOf('settings-table')).toContain('Shipping fee (flat, per order)');
    expect(textOf('settings-table')).toContain('Free shipping from goods total (0 = never free)');
    fireEvent.click(screen.getByTestId('setting-edit-shipping_fee'));
    await waitFor(() => expect(screen.getByTestId('setting-value-shipping_fee').tagName).toBe('INPUT'), WAIT);
    fireEvent.change(screen.getByTestId('setting-value-shipping_fee'), { target: { value: '8.50' } });
    await tick();
    fireEvent.click(screen.getByTestId('setting-save-shipping_fee'));
    await waitFor(() => expect(textOf('setting-value-shipping_fee')).toBe('8.50'), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/settings' && c.init.method === 'POST')!.init)).toEqual({ key: 'shipping_fee', value: '8.50' });
  });
});
