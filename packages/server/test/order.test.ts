import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { transition } from '../src/modules/order/machine.js';
import { orders } from '../src/modules/order/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { useCheapPayPassword, expectBooksBalanced, fund } from './wallet-helpers.js';

let t: TestApp;
let sku: { id: number; price: string };
let sku2: { id: number; price: string };
beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.database.db);
  const rows = await t.database.db.select({ id: productSkus.id, price: productSkus.price }).from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId)).where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(2);
  [sku, sku2] = rows as [typeof sku, typeof sku];
  await t.database.db.update(productSkus).set({ stock: 1000 }).where(eq(productSkus.id, sku.id));
  await t.database.db.update(productSkus).set({ stock: 1000 }).where(eq(productSkus.id, sku2.id));
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, token, lang: 'en', headers });
const get = (url: string, token?: string) => t.call({ method: 'GET', url, token, lang: 'en' });
const stockOf = async (id: number) => (await t.database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, id)))[0]!.s;
const money = (v: number) => v.toFixed(2);

async function buyer(balance = '0') {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  const address = await post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token);
  if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  return { ...m, addressId: address.body.data.id as number };
}

describe('orders', () => {
  it('creates an order from the selected cart lines, reserving stock and emptying those lines', async () => {
    const m = await buyer();
    await post('/api/cart/add', { sku_id: sku.id, quantity: 2 }, m.token);
    await post('/api/cart/add', { sku_id: sku2.id, quantity: 1 }, m.token);
    const before = [await stockOf(sku.id), await stockOf(sku2.id)];
    const res = await post('/api/order/create', { address_id: m.addressId, remark: 'ring twice' }, m.token);
    expect(res.body).toMatchObject({ code: 1, msg: 'Order placed' });
    const o = res.body.data;
    expect(o).toMatchObject({ status: 'unpaid', remark: 'ring twice', shipping_fee: '0.00', address: { recipient: 'Tan Ah Kow', country_name: 'Singapore' } });
    expect(o.order_no).toMatch(/^\d{20}$/);
    expect(o.total).toBe(money(Number(sku.price) * 2 + Number(sku2.price)));
    expect([await stockOf(sku.id), await stockOf(sku2.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect((await get('/api/cart/index', m.token)).body.data.list).toEqual([]);
    const status = (await get(`/api/order/pay_status?id=${o.id}`, m.token)).body.data;
    expect(status).toMatchObject({ status: 'unpaid', paid: false });
    expect(status.remaining_seconds).toBeGreaterThan(29 * 60);
    expect((await post('/api/order/create', { address_id: m.addressId }, m.token)).body.msg).toBe('Choose at least one item in your cart');
  });

  it('pays with balance once, through the ledger, and refuses a second payment', async () => {
    const m = await buyer();
    const o = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku.id, quantity: 1 }, m.token)).body.data;
    const pay = (extra: Record<string, unknown> = {}) => post('/api/order/pay', { order_id: o.id, pay_method: 'balance', pay_password: '246810', ...extra }, m.token);
    expect((await pay()).body.msg).toBe('Insufficient balance');
    expect((await pay({ pay_password: '111111' })).body.msg).toBe('The payment password is wrong');
    await fund(t, m.userinfo.member_id, '1000');
    const paid = await pay();
    expect(paid.body).toMatchObject({ code: 1, msg: 'Payment successful', data: { status: 'paid', pay_method: 'balance', paid_balance: sku.price.slice(0, -6) } });
    expect((await pay()).body.msg).toBe('This order can no longer be changed this way');
    const bal = (await get('/api/account/balance?type=order_payment', m.token)).body.data;
    expect(bal).toMatchObject({ balance: money(1000 - Number(sku.price)), total: 1 });
    expect((await get(`/api/order/pay_status?id=${o.id}`, m.token)).body.data).toMatchObject({ status: 'paid', paid: true, remaining_seconds: 0 });
    await expectBooksBalanced(t);
  });

  it('pays with coupons plus balance, coupons only, points, and refuses coupons alone when they fall short', async () => {
    const m = await buyer();
    const total = Number(sku.price);
    await fund(t, m.userinfo.member_id, '5', 'shop_coins');
    await fund(t, m.userinfo.member_id, '500');
    const o1 = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku.id }, m.token)).body.data;
    const short = await post('/api/order/pay', { order_id: o1.id, pay_method: 'coupons_balance', use_balance: false, pay_password: '246810' }, m.token);
    expect(short.body.msg).toBe('Not enough shopping coupons');
    const mixed = await post('/api/order/pay', { order_id: o1.id, pay_method: 'coupons_balance', pay_password: '246810' }, m.token);
    expect(mixed.body.data).toMatchObject({ status: 'paid', paid_shop_coins: '5.00', paid_balance: money(total - 5) });
    await fund(t, m.userinfo.member_id, String(total), 'integral');
    const o2 = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku.id }, m.token)).body.data;
    const points = await post('/api/order/pay', { order_id: o2.id, pay_method: 'integral', pay_password: '246810' }, m.token);
    expect(points.body.data).toMatchObject({ status: 'paid', paid_integral: money(total), paid_balance: '0.00' });
    expect((await get('/api/account/shopCoins', m.token)).body.data.shop_coins).toBe('0.00');
    expect((await get('/api/account/balance', m.token)).body.data.balance).toBe(money(500 - (total - 5)));
    await expectBooksBalanced(t);
  });

  it('cancels an unpaid order and returns its stock; a paid one cannot be cancelled; receipt follows shipping', async () => {
    const m = await buyer('1000');
    const before = await stockOf(sku2.id);
    const o = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku2.id, quantity: 3 }, m.token)).body.data;
    expect(await stockOf(sku2.id)).toBe(before - 3);
    expect((await post('/api/order/cancel', { order_id: o.id }, m.token)).body.data.status).toBe('cancelled');
    expect(await stockOf(sku2.id)).toBe(before);
    expect((await post('/api/order/pay', { order_id: o.id, pay_method: 'balance', pay_password: '246810' }, m.token)).body.msg)
      .toBe('This order can no longer be changed this way');
    const o2 = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku2.id }, m.token)).body.data;
    await post('/api/order/pay', { order_id: o2.id, pay_method: 'balance', pay_password: '246810' }, m.token);
    expect((await post('/api/order/cancel', { order_id: o2.id }, m.token)).body.msg).toBe('This order can no longer be changed this way');
    expect((await post('/api/order/confirm', { order_id: o2.id }, m.token)).body.msg).toBe('This order can no longer be changed this way');
    await t.database.db.transaction((tx) => transition(tx, o2.id, 'ship', { kind: 'operator', label: 'operator:test', draft: { before: {}, after: {} } }, { carrier: 'SingPost', trackingNo: 'SP123' }));
    const done = await post('/api/order/confirm', { order_id: o2.id }, m.token);
    expect(done.body.data).toMatchObject({ status: 'completed', carrier: 'SingPost', tracking_no: 'SP123' });
    expect(done.body.data.completed_at).toBeGreaterThan(0);
    const tabs = await get('/api/order/index?status=completed', m.token);
    expect(tabs.body.data.list.map((x: { id: number }) => x.id)).toEqual([o2.id]);
    expect((await get('/api/order/index', m.token)).body.data.total).toBe(2);
  });

  it('refuses payment after the deadline', async () => {
    const m = await buyer('1000');
    const o = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku.id }, m.token)).body.data;
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    expect((await post('/api/order/pay', { order_id: o.id, pay_method: 'balance', pay_password: '246810' }, m.token)).body.msg)
      .toBe('The time to pay this order has passed');
  });

  it('never shows or touches another member\'s orders or addresses', async () => {
    const owner = await buyer('1000');
    const other = await buyer('1000');
    const o = (await post('/api/order/create', { address_id: owner.addressId, sku_id: sku.id }, owner.token)).body.data;
    expect((await get(`/api/order/detail?id=${o.id}`, other.token)).body.msg).toBe('Order not found');
    expect((await get(`/api/order/pay_status?id=${o.id}`, other.token)).body.msg).toBe('Order not found');
    for (const url of ['/api/order/cancel', '/api/order/confirm']) expect((await post(url, { order_id: o.id }, other.token)).body.msg).toBe('Order not found');
    expect((await post('/api/order/pay', { order_id: o.id, pay_method: 'balance', pay_password: '246810' }, other.token)).body.msg).toBe('Order not found');
    expect((await post('/api/order/create', { address_id: owner.addressId, sku_id: sku.id }, other.token)).body.msg).toBe('Address not found');
    expect((await get(`/api/order/detail?id=${o.id}`, owner.token)).body.data.status).toBe('unpaid');
  });
});

describe('orders under concurrency', () => {
  it('100 buyers of the last 10 items: exactly 10 orders, stock 0, never oversold', async () => {
    await t.database.db.update(productSkus).set({ stock: 10 }).where(eq(productSkus.id, sku2.id));
    const buyers = [];
    for (let i = 0; i < 100; i++) buyers.push(await buyer());
    const results = await Promise.all(buyers.map((b) => post('/api/order/create', { address_id: b.addressId, sku_id: sku2.id }, b.token)));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(10);
    expect(new Set(results.filter((r) => r.body.code !== 1).map((r) => r.body.msg))).toEqual(new Set([expect.stringMatching(/is out of stock$/)]));
    expect(await stockOf(sku2.id)).toBe(0);
  }, 120_000);

  it('one cart submitted 10 times at once makes one order: its lines are taken once, stock falls by one', async () => {
    const m = await buyer();
    await post('/api/cart/add', { sku_id: sku.id, quantity: 1 }, m.token);
    const before = await stockOf(sku.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/api/order/create', { address_id: m.addressId }, m.token)));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    // A submission that raced the winner for the lines is told so; one that came after it finds an empty cart.
    expect(new Set(results.filter((r) => r.body.code !== 1).map((r) => r.body.msg)))
      .toSatisfy((msgs: Set<string>) => [...msgs].every((msg) => ['These items have already been ordered. Check your orders.', 'Choose at least one item in your cart'].includes(msg)));
    expect(results.filter((r) => r.body.code !== 1)).toHaveLength(9);
    expect(await stockOf(sku.id)).toBe(before - 1);
    expect((await get('/api/order/index', m.token)).body.data.total).toBe(1);
    expect((await get('/api/cart/index', m.token)).body.data.list).toEqual([]);
  });

  it('paying one order from two tabs at once takes the money once', async () => {
    const m = await buyer('1000');
    const o = (await post('/api/order/create', { address_id: m.addressId, sku_id: sku.id }, m.token)).body.data;
    const [x, y] = await Promise.all([0, 1].map(() => post('/api/order/pay', { order_id: o.id, pay_method: 'balance', pay_password: '246810' }, m.token)));
    expect([x!.body.code, y!.body.code].sort()).toEqual([0, 1]);
    expect((await get('/api/account/balance', m.token)).body.data.balance).toBe(money(1000 - Number(sku.price)));
    await expectBooksBalanced(t);
  });
});
