import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced, fund, useCheapPayPassword } from './wallet-helpers.js';

// An Idempotency-Key is bound to the request it first ran with: a repeat of that request gets the stored answer,
// the same key with another body is refused and moves nothing.

let t: TestApp;
let sku: { id: number; price: string };
beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.database.db);
  const [row] = await t.database.db.select({ id: productSkus.id, price: productSkus.price }).from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId)).where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(1);
  sku = row!;
  await t.database.db.update(productSkus).set({ stock: 1000 }).where(eq(productSkus.id, sku.id));
});
afterAll(async () => {
  await t?.close();
});

const MISMATCH = 'This request key was already used for a request with different details';
const post = (url: string, payload: unknown, token: string, key?: string) =>
  t.call({ method: 'POST', url, payload: payload as object, token, lang: 'en', headers: key ? { 'idempotency-key': key } : {} });
const balanceOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/account/balance', token })).body.data.balance as string;
const countOf = async (sql: string, params: unknown[]) => (await t.database.query<{ n: number }>(sql, params))[0]!.n;

async function member(balance = '0') {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  return m;
}

describe('transfers', () => {
  it('answers a repeat of the same transfer from its key, and refuses the key with another amount or recipient', async () => {
    const a = await member('100');
    const b = await member();
    const c = await member();
    const body = { to_member_id: b.userinfo.member_id, amount: '30', pay_password: '246810' };
    const first = await post('/api/transfer/transfer', body, a.token, 'k-1');
    expect(first.body.code).toBe(1);
    // The same amount written another way is the same request.
    expect((await post('/api/transfer/transfer', { ...body, amount: '30.00' }, a.token, 'k-1')).body.data).toEqual(first.body.data);
    expect((await post('/api/transfer/transfer', { ...body, amount: '31' }, a.token, 'k-1')).body).toMatchObject({ code: 0, msg: MISMATCH });
    expect((await post('/api/transfer/transfer', { ...body, to_member_id: c.userinfo.member_id }, a.token, 'k-1')).body).toMatchObject({ code: 0, msg: MISMATCH });
    expect(await balanceOf(a.token)).toBe('70.00');
    expect(await balanceOf(c.token)).toBe('0.00');
    await expectBooksBalanced(t);
  });

  it('keeps answering keys stored before fingerprints existed, whatever the body', async () => {
    const a = await member('100');
    const b = await member();
    const body = { to_member_id: b.userinfo.member_id, amount: '10', pay_password: '246810' };
    const first = await post('/api/transfer/transfer', body, a.token, 'old-1');
    await t.database.query(`update idempotency_keys set fingerprint = null where key = 'old-1'`);
    expect((await post('/api/transfer/transfer', { ...body, amount: '20' }, a.token, 'old-1')).body.data).toEqual(first.body.data);
    expect(await balanceOf(a.token)).toBe('90.00');
  });

  it('never stores the payment password, in clear or as part of what is hashed', async () => {
    const a = await member('100');
    const b = await member();
    await post('/api/transfer/transfer', { to_member_id: b.userinfo.member_id, amount: '10', pay_password: '246810' }, a.token, 'secret-1');
    const [row] = await t.database.query<{ fingerprint: string; response: string }>(`select fingerprint, response from idempotency_keys where key = 'secret-1'`);
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.response).not.toContain('246810');
    // A repeat with another (wrong) password is refused by the password check, not answered from the key.
    expect((await post('/api/transfer/transfer', { to_member_id: b.userinfo.member_id, amount: '10', pay_password: '111111' }, a.token, 'secret-1')).body.msg)
      .toBe('The payment password is wrong');
  });

  it('20 different transfers sent at once under one key: one moves money, the other 19 are refused', async () => {
    const a = await member('5000');
    const b = await member();
    const c = await member();
    const bodies = Array.from({ length: 20 }, (_, i) => ({ to_member_id: (i % 2 ? c : b).userinfo.member_id, amount: String(20 + i), pay_password: '246810' }));
    const results = await Promise.all(bodies.map((body) => post('/api/transfer/transfer', body, a.token, 'burst').then((r) => ({ body, res: r.body }))));
    const done = results.filter((r) => r.res.code === 1);
    expect(done).toHaveLength(1);
    expect(results.filter((r) => r.res.code !== 1).map((r) => r.res.msg)).toEqual(Array(19).fill(MISMATCH));
    const executed = done[0]!;
    expect(executed.res.data).toMatchObject({ amount: `${executed.body.amount}.00`, to_member_id: executed.body.to_member_id });
    expect(await countOf(`select count(*)::int as n from transfers t join members m on m.id = t.from_member_id where m.member_id = $1`, [a.userinfo.member_id])).toBe(1);
    expect(await balanceOf(a.token)).toBe((5000 - Number(executed.body.amount)).toFixed(2));
    // The executed request, repeated, still gets its answer.
    expect((await post('/api/transfer/transfer', executed.body, a.token, 'burst')).body.data).toEqual(executed.res.data);
    await expectBooksBalanced(t);
  });
});

describe('order payment', () => {
  async function buyerWithOrders(n: number) {
    const m = await member('5000');
    const address = await post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await post('/api/order/create', { address_id: address.body.data.id, sku_id: sku.id }, m.token)).body.data.id);
    return { ...m, ids };
  }
  const pay = (token: string, orderId: number, key: string, extra: Record<string, unknown> = {}) =>
    post('/api/order/pay', { order_id: orderId, pay_method: 'balance', pay_password: '246810', ...extra }, token, key);
  const statusOf = async (token: string, id: number) => (await t.call({ method: 'GET', url: `/api/order/detail?id=${id}`, token })).body.data.status as string;

  it('answers a repeat of the same payment as paid, and refuses the key for another order or another way to pay', async () => {
    const m = await buyerWithOrders(2);
    const [first, second] = m.ids as [number, number];
    const paid = await pay(m.token, first, 'p-1');
    expect(paid.body).toMatchObject({ code: 1, msg: 'Payment successful', data: { id: first, status: 'paid' } });
    expect((await pay(m.token, first, 'p-1')).body).toMatchObject({ code: 1, msg: 'Payment successful', data: { id: first, status: 'paid' } });
    expect((await pay(m.token, second, 'p-1')).body).toMatchObject({ code: 0, msg: MISMATCH });
    expect((await pay(m.token, first, 'p-1', { pay_method: 'coupons_balance' })).body).toMatchObject({ code: 0, msg: MISMATCH });
    expect(await statusOf(m.token, second)).toBe('unpaid');
    expect(await balanceOf(m.token)).toBe((5000 - Number(sku.price)).toFixed(2));
    await expectBooksBalanced(t);
  });

  it('20 different orders paid at once under one key: one is paid, the other 19 are refused and stay unpaid', async () => {
    const m = await buyerWithOrders(20);
    const results = await Promise.all(m.ids.map((id) => pay(m.token, id, 'burst').then((r) => ({ id, res: r.body }))));
    const done = results.filter((r) => r.res.code === 1);
    expect(done).toHaveLength(1);
    expect(done[0]!.res.data).toMatchObject({ id: done[0]!.id, status: 'paid' });
    expect(results.filter((r) => r.res.code !== 1).map((r) => r.res.msg)).toEqual(Array(19).fill(MISMATCH));
    const statuses = await Promise.all(m.ids.map((id) => statusOf(m.token, id)));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'unpaid')).toHaveLength(19);
    expect(await balanceOf(m.token)).toBe((5000 - Number(sku.price)).toFixed(2));
    await expectBooksBalanced(t);
  });
});
