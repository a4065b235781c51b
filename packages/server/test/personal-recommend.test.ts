import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, productSkus } from '../src/modules/catalogue/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { useCheapPayPassword, fund } from './wallet-helpers.js';

let t: TestApp;
const ids: Record<string, number> = {};
const skuOf: Record<string, number> = {};

const post = (url: string, payload: unknown, token?: string) => t.call({ method: 'POST', url, payload: payload as object, token, lang: 'en' });
const personal = (token?: string, query: Record<string, string> = {}, lang = 'en') =>
  t.call({ method: 'GET', url: '/api/product/personal_recommend', query, token, lang });
const names = (body: { data: { list: Array<{ name: string }> } }) => body.data.list.map((p) => p.name);

async function category(key: string, enabled = true) {
  const [row] = await t.database.db.insert(categories).values({ names: { 'zh-TW': key }, enabled }).returning();
  ids[key] = row!.id;
}
async function product(key: string, cat: string, over: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.database.db.insert(products).values({
    categoryId: ids[cat]!, status: 'on_shelf', names: { 'zh-TW': `${key}-zh`, en: key }, ...over,
  }).returning();
  ids[key] = row!.id;
  const [sku] = await t.database.db.insert(productSkus).values({ productId: row!.id, specNames: { 'zh-TW': 'one' }, price: '10.00', stock: 100 }).returning();
  skuOf[key] = sku!.id;
}

async function buyer() {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  await fund(t, m.userinfo.member_id, '1000');
  const address = await post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token);
  return { ...m, addressId: address.body.data.id as number };
}
async function order(m: Awaited<ReturnType<typeof buyer>>, key: string, pay: boolean) {
  const o = await post('/api/order/create', { address_id: m.addressId, sku_id: skuOf[key], quantity: 1 }, m.token);
  expect(o.body.code, o.body.msg).toBe(1);
  const done = pay
    ? await post('/api/order/pay', { order_id: o.body.data.id, pay_method: 'balance', pay_password: '246810' }, m.token)
    : await post('/api/order/cancel', { order_id: o.body.data.id }, m.token);
  expect(done.body.code, done.body.msg).toBe(1);
}

let member: Awaited<ReturnType<typeof buyer>>;

beforeAll(async () => {
  t = await startTestApp();
  await category('health');
  await category('beauty');
  await category('tools');
  await category('hidden', false);
  await product('vitamin', 'health', { sort: 1 }); // bought: never offered again
  await product('fishoil', 'health', { sort: 2 });
  await product('zinc', 'health', { sort: 3, recommended: true });
  await product('oldpill', 'health', { status: 'off_shelf', recommended: true });
  await product('serum', 'beauty'); // in the cart
  await product('mask', 'beauty');
  await product('hammer', 'tools', { recommended: true });
  await product('saw', 'tools'); // only in a cancelled order: no affinity
  await product('secret', 'hidden', { recommended: true });

  member = await buyer();
  await order(member, 'vitamin', true);
  await order(member, 'vitamin', true);
  await order(member, 'saw', false);
  expect((await post('/api/cart/add', { sku_id: skuOf.serum, quantity: 1 }, member.token)).body.code).toBe(1);
});
afterAll(async () => t?.close());

describe('personal recommendations', () => {
  it('ranks the categories of paid orders and the cart first, then recommended products, leaving out bought and cart items', async () => {
    const res = await personal(member.token);
    expect(res.body.code, res.body.msg).toBe(1);
    // health (2 paid lines): recommended zinc before fishoil; beauty (1 cart line): mask; then other recommended: hammer.
    expect(names(res.body)).toEqual(['zinc', 'fishoil', 'mask', 'hammer']);
    expect(res.body.data).toMatchObject({ total: 4, page: 1, limit: 10, personalized: true });
    expect(res.body.data.list[0]).toMatchObject({
      id: ids.zinc, category_id: ids.health, price: '10.00', price_min: '10.00', price_max: '10.00', stock: 100, recommended: true,
    });
  });

  it('pages the same ordering and speaks the caller\'s language', async () => {
    const p2 = await personal(member.token, { page: '2', limit: '2' });
    expect(names(p2.body)).toEqual(['mask', 'hammer']);
    expect(p2.body.data).toMatchObject({ total: 4, page: 2, limit: 2 });
    const past = await personal(member.token, { page: '9', limit: '2' });
    expect(past.body.data).toMatchObject({ list: [], total: 4, page: 9 });
    const zh = await personal(member.token, { limit: '1' }, 'ja');
    expect(names(zh.body)).toEqual(['zinc-zh']);
  });

  it('drops a product taken off the shelf or a category switched off', async () => {
    await t.database.db.update(products).set({ status: 'off_shelf' }).where(eq(products.id, ids.zinc!));
    await t.database.db.update(categories).set({ enabled: false }).where(eq(categories.id, ids.tools!));
    expect(names((await personal(member.token)).body)).toEqual(['fishoil', 'mask']);
    await t.database.db.update(products).set({ status: 'on_shelf' }).where(eq(products.id, ids.zinc!));
    await t.database.db.update(categories).set({ enabled: true }).where(eq(categories.id, ids.tools!));
  });

  it('falls back to the recommended list for a member without history, and for guests', async () => {
    const fresh = await registerMember(t, rootCodes(t));
    const recommended = await t.call({ method: 'GET', url: '/api/product/recommend', lang: 'en' });
    const expected = recommended.body.data.list.map((p: { name: string }) => p.name);
    expect(expected).toEqual(['hammer', 'zinc']); // catalogue order: operator sort, then newest
    const mine = await personal(fresh.token);
    expect(names(mine.body)).toEqual(expected);
    expect(mine.body.data).toMatchObject({ personalized: false, total: 2 });
    const guest = await personal();
    expect(names(guest.body)).toEqual(expected);
    expect(guest.body.data).toMatchObject({ personalized: false, total: 2, page: 1 });
  });

  it('answers 401 to an unknown token instead of treating it as a guest', async () => {
    const res = await personal('not-a-real-token');
    expect(res.status).toBe(401);
  });

  it('refuses a bad page or limit with a clear message, and is in the OpenAPI document', async () => {
    for (const query of [{ limit: '0' }, { limit: '51' }, { page: 'x' }] as Record<string, string>[]) {
      const res = await personal(member.token, query);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).not.toBe('');
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths['/api/product/personal_recommend']).toBeDefined();
  });

  it('ranks by the member\'s categories among 10,000 products on the shelf', async () => {
    await t.database.db.execute(sql`
      insert into products (category_id, status, recommended, names)
      select ${ids.health}, 'on_shelf', g % 7 = 0, jsonb_build_object('zh-TW', 'bulk ' || g) from generate_series(1, 10000) g`);
    await t.database.db.execute(sql`
      insert into product_skus (product_id, spec_names, price, stock)
      select id, '{"zh-TW":"one"}'::jsonb, 5, 1 from products where names->>'zh-TW' like 'bulk %'`);
    const res = await personal(member.token, { limit: '20' });
    expect(res.body.data.total).toBe(10_004);
    expect(res.body.data.list).toHaveLength(20);
    // Health first (its recommended bulk products before the rest), then beauty and tools further down.
    expect(res.body.data.list.every((p: { category_id: number }) => p.category_id === ids.health)).toBe(true);
    expect(res.body.data.list[0].recommended).toBe(true);
  });
});
