import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let skus: Array<{ id: number; productId: number; price: string; stock: number }>;
beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.database.db);
  skus = (await t.database.db.select().from(productSkus).orderBy(productSkus.id)).map((s) => ({ id: s.id, productId: s.productId, price: s.price, stock: s.stock }));
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token?: string, lang = 'en') => t.call({ method: 'POST', url, payload: payload as object, token, lang });
const cart = async (token: string, lang = 'en') => (await t.call({ method: 'GET', url: '/api/cart/index', token, lang })).body.data;

describe('cart', () => {
  it('adds chosen specifications, merges repeats, totals what is selected, in the caller language', async () => {
    const m = await registerMember(t, rootCodes(t));
    const [a, b] = [skus[0]!, skus[2]!];
    const added = await post('/api/cart/add', { sku_id: a.id, quantity: 2 }, m.token);
    expect(added.body).toMatchObject({ code: 1, msg: 'Added to cart' });
    await post('/api/cart/add', { sku_id: a.id, quantity: 1 }, m.token);
    await post('/api/cart/add', { sku_id: b.id }, m.token);
    const c = await cart(m.token);
    expect(c.list).toHaveLength(2);
    expect(c.list[0]).toMatchObject({ sku_id: a.id, quantity: 3, selected: true, available: true, name: 'Multivitamin', spec: '60 tablets' });
    const expected = (Number(a.price) * 3 + Number(b.price)).toFixed(2);
    expect(c).toMatchObject({ total: expected, selected_count: 2, selected_quantity: 4, all_selected: true });
    expect((await cart(m.token, 'zh-TW')).list[0]).toMatchObject({ name: '綜合維他命', spec: '60 錠' });
    // Unselect one line: the total follows; select all brings it back.
    const un = await post('/api/cart/select', { id: c.list[1].id, selected: false }, m.token);
    expect(un.body.data).toMatchObject({ total: (Number(a.price) * 3).toFixed(2), selected_count: 1, all_selected: false });
    const all = await post('/api/cart/selectAll', { selected: true }, m.token);
    expect(all.body.data).toMatchObject({ total: expected, all_selected: true });
    const upd = await post('/api/cart/update', { id: c.list[0].id, quantity: 1 }, m.token);
    expect(upd.body.data.list[0].quantity).toBe(1);
    const del = await post('/api/cart/del', { ids: [c.list[0].id] }, m.token);
    expect(del.body.data.list.map((l: { sku_id: number }) => l.sku_id)).toEqual([b.id]);
  });

  it('asks to choose what is chosen, with Korean particles settled by the field name', async () => {
    const m = await registerMember(t, rootCodes(t));
    const noSku = async (lang: string) => (await post('/api/cart/add', { quantity: 1 }, m.token, lang)).body.msg;
    expect(await noSku('zh-TW')).toBe('請選擇規格');
    expect(await noSku('ja')).toBe('種類を選択してください');
    expect(await noSku('ko')).toBe('옵션을 선택해 주세요');
    // The address ends in a vowel: 를, never the "을(를)" both-forms spelling.
    expect((await post('/api/order/create', {}, m.token, 'ko')).body.msg).toBe('배송지를 선택해 주세요');
  });

  it('refuses what cannot be bought, with clear messages, and changes nothing', async () => {
    const m = await registerMember(t, rootCodes(t));
    const a = skus[0]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ quantity: 1 }, 'Option: please choose one'],
      [{ sku_id: 99999999, quantity: 1 }, 'This item is no longer available'],
      [{ sku_id: a.id, quantity: 0 }, 'Quantity must be at least 1'],
      [{ sku_id: a.id, quantity: 100 }, 'Quantity must be at most 99'],
      [{ sku_id: a.id, quantity: 1.5 }, 'Quantity is not valid'],
    ];
    for (const [body, msg] of cases) {
      expect((await post('/api/cart/add', body, m.token)).body.msg, JSON.stringify(body)).toBe(msg);
    }
    expect((await cart(m.token)).list).toHaveLength(0);
    // Stock is the limit: a SKU with 5 left cannot go to 6.
    await t.database.db.update(productSkus).set({ stock: 5 }).where(eq(productSkus.id, a.id));
    await post('/api/cart/add', { sku_id: a.id, quantity: 5 }, m.token);
    expect((await post('/api/cart/add', { sku_id: a.id, quantity: 1 }, m.token)).body.msg).toBe('Only 5 left in stock');
    const line = (await cart(m.token)).list[0];
    expect((await post('/api/cart/update', { id: line.id, quantity: 6 }, m.token)).body.msg).toBe('Only 5 left in stock');
    // An off-shelf product stays in the cart but is not available and not counted.
    await t.database.db.update(products).set({ status: 'off_shelf' }).where(eq(products.id, a.productId));
    const after = await cart(m.token);
    expect(after.list[0]).toMatchObject({ available: false, stock: 0 });
    expect(after.total).toBe('0.00');
    expect((await post('/api/cart/add', { sku_id: a.id }, m.token)).body.msg).toBe('This item is no longer available');
    await t.database.db.update(products).set({ status: 'on_shelf' }).where(eq(products.id, a.productId));
    await t.database.db.update(productSkus).set({ stock: a.stock }).where(eq(productSkus.id, a.id));
  });

  it('never lets one member see or change another member\'s cart lines', async () => {
    const owner = await registerMember(t, rootCodes(t));
    const other = await registerMember(t, rootCodes(t));
    await post('/api/cart/add', { sku_id: skus[1]!.id, quantity: 2 }, owner.token);
    const line = (await cart(owner.token)).list[0];
    expect((await cart(other.token)).list).toEqual([]);
    for (const [url, body] of [['/api/cart/update', { id: line.id, quantity: 1 }], ['/api/cart/select', { id: line.id, selected: false }], ['/api/cart/del', { ids: [line.id] }]] as const) {
      expect((await post(url, body, other.token)).body.msg, url).toBe('This item is not in your cart');
    }
    await post('/api/cart/selectAll', { selected: false }, other.token);
    expect((await cart(owner.token)).list[0]).toMatchObject({ quantity: 2, selected: true });
    expect((await t.call({ method: 'GET', url: '/api/cart/index' })).status).toBe(401);
  });

  it('keeps one line per specification when the same item is added many times at once', async () => {
    const m = await registerMember(t, rootCodes(t));
    const [onShelf] = await t.database.db.select({ id: productSkus.id }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(1);
    await t.database.db.update(productSkus).set({ stock: 50 }).where(eq(productSkus.id, onShelf!.id));
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/api/cart/add', { sku_id: onShelf!.id, quantity: 1 }, m.token)));
    expect(results.map((r) => r.body.msg)).toEqual(Array(10).fill('Added to cart'));
    const c = await cart(m.token);
    expect(c.list).toHaveLength(1);
    expect(c.list[0].quantity).toBe(10);
  });

  it('never puts more in the cart than the stock when the same item is added many times at once', async () => {
    const m = await registerMember(t, rootCodes(t));
    const [onShelf] = await t.database.db.select({ id: productSkus.id }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(1);
    await t.database.db.update(productSkus).set({ stock: 5 }).where(eq(productSkus.id, onShelf!.id));
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/api/cart/add', { sku_id: onShelf!.id, quantity: 1 }, m.token)));
    expect(results.filter((r) => r.body.msg === 'Added to cart')).toHaveLength(5);
    expect(results.filter((r) => r.body.msg === 'Only 5 left in stock')).toHaveLength(5);
    expect((await cart(m.token)).list[0].quantity).toBe(5);
  });

  it('never holds more lines than the limit when different items are added at once', async () => {
    const m = await registerMember(t, rootCodes(t));
    const member = (await t.database.query<{ id: number }>('select id from members where member_id = $1', [m.userinfo.member_id]))[0]!.id;
    // 49 lines already there (the limit is 50): of 5 new items added at once, one fits.
    const [product] = await t.database.query<{ id: number }>(`select id from products where status = 'on_shelf' order by id limit 1`);
    const on = await t.database.query<{ id: number }>(
      `insert into product_skus (product_id, spec_names, price, stock) select $1, jsonb_build_object('en', 'Size ' || n), 1, 10
         from generate_series(1, 54) n returning id`, [product!.id]);
    await t.database.query(`insert into cart_items (member_id, sku_id, quantity) select $1, unnest($2::bigint[]), 1`, [member, on.slice(0, 49).map((s) => s.id)]);
    const results = await Promise.all(on.slice(49).map((s) => post('/api/cart/add', { sku_id: s.id, quantity: 1 }, m.token)));
    expect(results.filter((r) => r.body.msg === 'Added to cart')).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === 'Your cart can hold at most 50 items')).toHaveLength(4);
    expect((await cart(m.token)).list).toHaveLength(50);
  });
});
