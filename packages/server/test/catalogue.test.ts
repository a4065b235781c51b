import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { productSkus } from '../src/modules/catalogue/tables.js';
import { startTestApp, type TestApp, signInOperators, type OperatorName } from './harness.js';

let t: TestApp;
let tokens: Record<OperatorName, string>;
let api: Awaited<ReturnType<typeof signInOperators>>['api'];
const save = (body: Record<string, unknown>, as: OperatorName = 'ops') => api('POST', '/admin-api/catalogue/products/save', { as, body });

let health: number;
let beauty: number;
let vitamin: number;

const vitaminBody = () => ({
  category_id: health,
  names: { 'zh-TW': '維他命C', 'zh-CN': '维生素C', en: 'Vitamin C' },
  descriptions: { 'zh-TW': '每日一錠', en: 'One a day' },
  status: 'on_shelf', recommended: true, bv_rate: '0.5',
  skus: [
    { spec_names: { 'zh-TW': '60 錠', en: '60 tablets' }, price: '12.5', stock: 10 },
    { spec_names: { 'zh-TW': '120 錠' }, price: 20, stock: 0, sort: 1 },
  ],
});

beforeAll(async () => {
  t = await startTestApp();
  ({ api, tokens } = await signInOperators(t));
});
afterAll(async () => t?.close());

describe('categories', () => {
  it('creates, updates and lists categories, audited', async () => {
    const a = await api('POST', '/admin-api/catalogue/categories/save', { as: 'ops', body: { names: { 'zh-TW': '保健食品', en: 'Health' }, sort: 1 } });
    expect(a.body.code, a.body.msg).toBe(1);
    health = a.body.data.id;
    const b = await api('POST', '/admin-api/catalogue/categories/save', { as: 'boss', body: { names: { 'zh-TW': '美妝' }, sort: 2 } });
    beauty = b.body.data.id;
    const up = await api('POST', '/admin-api/catalogue/categories/save', { as: 'ops', body: { id: beauty, names: { 'zh-TW': '美妝保養', ja: '美容' }, sort: 2 } });
    expect(up.body.code).toBe(1);
    const list = await api('GET', '/admin-api/catalogue/categories', { as: 'fin', lang: 'ja' });
    expect(list.body.data.list.map((c: any) => c.name)).toEqual(['保健食品', '美容']);
    const member = await api('GET', '/api/product/category', { lang: 'en' });
    expect(member.body.data.list).toEqual([{ id: health, name: 'Health' }, { id: beauty, name: '美妝保養' }]);
    const rows = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'catalogue.category.%'));
    expect(rows.map((r) => r.action).sort()).toEqual(['catalogue.category.create', 'catalogue.category.create', 'catalogue.category.update']);
    expect(rows.find((r) => r.action === 'catalogue.category.update')).toMatchObject({ operatorName: 'ops', targetId: String(beauty), before: { names: { 'zh-TW': '美妝' } } });
  });

  it('refuses a category without a zh-TW name, naming the field', async () => {
    const res = await api('POST', '/admin-api/catalogue/categories/save', { as: 'ops', body: { names: { en: 'X' } } });
    expect(res.body).toMatchObject({ code: 0, msg: 'Name is required', data: { field: 'names' } });
  });
});

describe('products', () => {
  it('creates a product with its SKUs in one call, audited', async () => {
    const res = await save(vitaminBody());
    expect(res.body.code, res.body.msg).toBe(1);
    vitamin = res.body.data.id;
    expect(res.body.data).toMatchObject({
      category_id: health, status: 'on_shelf', recommended: true, presale: false, bv_rate: '0.5', name: 'Vitamin C',
      skus: [{ price: '12.50', stock: 10, spec_names: { 'zh-TW': '60 錠', en: '60 tablets' } }, { price: '20.00', stock: 0 }],
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.product.create'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorName: 'ops', targetId: String(vitamin), before: null });
    expect((audit[0]!.after as any).skus).toHaveLength(2);
  });

  it('lists and details on-shelf products in several languages with zh-TW fallback', async () => {
    const en = await api('GET', '/api/product/index', { lang: 'en' });
    expect(en.body.code).toBe(1);
    expect(en.body.data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(en.body.data.list[0]).toMatchObject({ id: vitamin, name: 'Vitamin C', price: '12.50', price_min: '12.50', price_max: '20.00', stock: 10, recommended: true });
    const ja = await api('GET', '/api/product/index', { lang: 'ja' });
    expect(ja.body.data.list[0].name).toBe('維他命C');
    const cn = await api('GET', '/api/product/detail', { lang: 'zh-CN', query: { id: String(vitamin) } });
    expect(cn.body.data).toMatchObject({ name: '维生素C', description: '每日一錠', category_name: '保健食品', presale_notice: '' });
    expect(cn.body.data.specs).toEqual([
      { id: expect.any(Number), name: '60 錠', price: '12.50', stock: 10 },
      { id: expect.any(Number), name: '120 錠', price: '20.00', stock: 0 },
    ]);
    const detail = await api('GET', '/api/product/detail', { lang: 'en', query: { id: String(vitamin) } });
    expect(detail.body.data).toMatchObject({ description: 'One a day', specs: [{ name: '60 tablets' }, { name: '120 錠' }] });
    const rec = await api('GET', '/api/product/recommend', { lang: 'en' });
    expect(rec.body.data.list.map((p: any) => p.id)).toEqual([vitamin]);
  });

  it('searches by keyword in the caller\'s language, case-insensitively, and filters', async () => {
    const serum = await save({
      category_id: beauty, names: { 'zh-TW': '精華液', en: 'Hyaluronic Serum' }, status: 'on_shelf', presale: true, cooperative: 1,
      skus: [{ spec_names: { 'zh-TW': '30 ml' }, price: '59', stock: 5 }],
    });
    expect(serum.body.code, serum.body.msg).toBe(1);
    const found = await api('GET', '/api/product/index', { lang: 'en', query: { keyword: 'SERUM' } });
    expect(found.body.data.list.map((p: any) => p.name)).toEqual(['Hyaluronic Serum']);
    const zh = await api('GET', '/api/product/index', { lang: 'zh-TW', query: { keyword: 'serum' } });
    expect(zh.body.data.total).toBe(0);
    const zh2 = await api('GET', '/api/product/index', { lang: 'zh-TW', query: { keyword: '精華' } });
    expect(zh2.body.data.total).toBe(1);
    const wild = await api('GET', '/api/product/index', { lang: 'en', query: { keyword: '%' } });
    expect(wild.body.data.total).toBe(0);
    expect((await api('GET', '/api/product/index', { query: { category_id: String(beauty) } })).body.data.total).toBe(1);
    expect((await api('GET', '/api/product/index', { query: { cooperative: '1' } })).body.data.list.map((p: any) => p.id)).toEqual([serum.body.data.id]);
    expect((await api('GET', '/api/product/index', { query: { recommended: 'true' } })).body.data.list.map((p: any) => p.id)).toEqual([vitamin]);
    const paged = await api('GET', '/api/product/index', { query: { page: '2', limit: '1' } });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.body.data.list).toHaveLength(1);
    const pre = await api('GET', '/api/product/detail', { lang: 'en', query: { id: String(serum.body.data.id) } });
    expect(pre.body.data).toMatchObject({ presale: true, presale_notice: 'Pre-sale item: ships within 4-6 weeks after payment' });
  });

  it('updates a product and its SKUs in one call: keeps, changes, adds and removes', async () => {
    const before = await api('GET', '/admin-api/catalogue/products/detail', { as: 'fin', query: { id: String(vitamin) } });
    const [first] = before.body.data.skus;
    const body = { ...vitaminBody(), id: vitamin, skus: [{ id: first.id, spec_names: { 'zh-TW': '60 錠' }, price: '11.00', stock: 7 }, { spec_names: { 'zh-TW': '180 錠' }, price: '30', stock: 3 }] };
    const res = await save(body);
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.skus.map((s: any) => [s.price, s.stock])).toEqual([['11.00', 7], ['30.00', 3]]);
    expect(res.body.data.skus[0].id).toBe(first.id);
    expect(await t.database.db.select().from(productSkus).where(eq(productSkus.productId, vitamin))).toHaveLength(2);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.product.update'));
    expect((audit[0]!.before as any).skus).toHaveLength(2);
    // A SKU id of another product is refused.
    const other = await api('GET', '/admin-api/catalogue/products', { as: 'ops', query: { category_id: String(beauty) } });
    const foreign = (await api('GET', '/admin-api/catalogue/products/detail', { as: 'ops', query: { id: String(other.body.data.list[0].id) } })).body.data.skus[0].id;
    const bad = await save({ ...body, skus: [{ id: foreign, spec_names: { 'zh-TW': 'x' }, price: '1', stock: 1 }] });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Specifications is not valid' });
  });

  it('hides off-shelf products from members and shows them again on the shelf, audited', async () => {
    const off = await api('POST', '/admin-api/catalogue/products/shelf', { as: 'ops', body: { id: vitamin, status: 'off_shelf' } });
    expect(off.body.code).toBe(1);
    const list = await api('GET', '/api/product/index', {});
    expect(list.body.data.list.map((p: any) => p.id)).not.toContain(vitamin);
    expect((await api('GET', '/api/product/recommend', {})).body.data.list).toEqual([]);
    const detail = await api('GET', '/api/product/detail', { query: { id: String(vitamin) } });
    expect(detail.body).toMatchObject({ code: 0, msg: 'This product does not exist or is not on sale' });
    const adminList = await api('GET', '/admin-api/catalogue/products', { as: 'fin', query: { status: 'off_shelf' } });
    expect(adminList.body.data.list.map((p: any) => p.id)).toEqual([vitamin]);
    await api('POST', '/admin-api/catalogue/products/shelf', { as: 'ops', body: { id: vitamin, status: 'on_shelf' } });
    expect((await api('GET', '/api/product/detail', { query: { id: String(vitamin) } })).body.code).toBe(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.product.shelf'));
    expect(audit.map((a) => a.after)).toEqual([{ status: 'off_shelf' }, { status: 'on_shelf' }]);
  });

  it('refuses bad input with code 0 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ names: undefined }, 'Name is required', 'names'],
      [{ names: { en: 'only english' } }, 'Name is required', 'names'],
      [{ skus: [{ spec_names: { 'zh-TW': 'a' }, price: '-1', stock: 1 }] }, 'Price is not valid', 'price'],
      [{ skus: [{ spec_names: { 'zh-TW': 'a' }, price: '1.234', stock: 1 }] }, 'Price is not valid', 'price'],
      [{ skus: [{ spec_names: { 'zh-TW': 'a' }, price: '1', stock: -1 }] }, 'Stock must be at least 0', 'stock'],
      [{ skus: [{ spec_names: {}, price: '1', stock: 1 }] }, 'Specification name is required', 'spec_names'],
      [{ skus: [] }, 'Specifications must be at least 1', 'skus'],
      [{ category_id: undefined }, 'Category is required', 'category_id'],
      [{ status: 'sold' }, 'Status is not valid', 'status'],
      [{ bv_rate: '-0.1' }, 'BV rate is not valid', 'bv_rate'],
      [{ images: ['/etc/passwd'] }, 'Images is not valid', 'images'],
    ];
    for (const [over, msg, field] of cases) {
      const res = await save({ ...vitaminBody(), ...over });
      expect(res.body, JSON.stringify(over)).toMatchObject({ code: 0, msg, data: { field } });
    }
    const unknownCategory = await save({ ...vitaminBody(), category_id: 999999 });
    expect(unknownCategory.body).toMatchObject({ code: 0, msg: 'Category is not valid' });
    const notStored = await save({ ...vitaminBody(), images: ['/uploads/2026/01/0123456789abcdef0123456789abcdef.webp'] });
    expect(notStored.body).toMatchObject({ code: 0, msg: 'Images must be a picture uploaded in the back office' });
    const zh = await api('POST', '/admin-api/catalogue/products/save', { as: 'ops', lang: 'zh-TW', body: { ...vitaminBody(), skus: [{ spec_names: { 'zh-TW': 'a' }, price: '1', stock: -5 }] } });
    expect(zh.body.msg).toBe('庫存不能小於 0');
  });

  it('keeps stock non-negative in the database itself', async () => {
    const [sku] = await t.database.db.select().from(productSkus).limit(1);
    await expect(t.database.db.update(productSkus).set({ stock: -1 }).where(eq(productSkus.id, sku!.id))).rejects.toThrow();
  });

  it('refuses writes to finance (403) and everything without a session (401)', async () => {
    expect((await save(vitaminBody(), 'fin')).status).toBe(403);
    expect((await api('POST', '/admin-api/catalogue/categories/save', { as: 'fin', body: { names: { 'zh-TW': 'x' } } })).status).toBe(403);
    expect((await api('POST', '/admin-api/catalogue/products/shelf', { as: 'fin', body: { id: vitamin, status: 'off_shelf' } })).status).toBe(403);
    expect((await api('POST', '/admin-api/catalogue/banners/save', { as: 'fin', body: { image: '/uploads/a.webp' } })).status).toBe(403);
    expect((await api('GET', '/admin-api/catalogue/products', { as: 'fin' })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/catalogue/products', {})).status).toBe(401);
  });

  it('refuses to delete a category that still has products', async () => {
    const res = await api('POST', '/admin-api/catalogue/categories/delete', { as: 'ops', body: { id: health } });
    expect(res.body).toMatchObject({ code: 0, msg: 'This category still has products; move or delete them first' });
    const empty = (await api('POST', '/admin-api/catalogue/categories/save', { as: 'ops', body: { names: { 'zh-TW': '空' } } })).body.data.id;
    expect((await api('POST', '/admin-api/catalogue/categories/delete', { as: 'ops', body: { id: empty } })).body.code).toBe(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.category.delete'))).toHaveLength(1);
  });
});

describe('images and banners', () => {
  const form = (data: Buffer, name: string, type: string) => {
    const boundary = '----onegotest';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
    return { payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('uploads a picture with a thumbnail, uses it on a product and a banner', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const up = await t.call({ method: 'POST', url: '/admin-api/catalogue/upload', ...form(png, 'p.png', 'image/png'), headers: { ...form(png, 'p.png', 'image/png').headers, 'admin-token': tokens.ops } });
    expect(up.body.code, up.body.msg).toBe(1);
    expect(up.body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(up.body.data.thumb).toBe(up.body.data.url.replace('.webp', '_thumb.webp'));
    const thumb = await sharp(path.join(t.dataDir, up.body.data.thumb)).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([400, 200, 'webp']);
    const fake = await t.call({ method: 'POST', url: '/admin-api/catalogue/upload', lang: 'en', ...form(Buffer.from('<svg/>'), 'x.png', 'image/png'), headers: { ...form(Buffer.from('<svg/>'), 'x.png', 'image/png').headers, 'admin-token': tokens.ops } });
    expect(fake.body.msg).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    const fin = await t.call({ method: 'POST', url: '/admin-api/catalogue/upload', ...form(png, 'p.png', 'image/png'), headers: { ...form(png, 'p.png', 'image/png').headers, 'admin-token': tokens.fin } });
    expect(fin.status).toBe(403);
    // An upload is an operator action: the accepted one is audited, the refused ones left no row.
    const uploads = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.upload'));
    expect(uploads).toMatchObject([{ operatorName: 'ops', targetType: 'upload', targetId: up.body.data.url, after: { path: up.body.data.url, width: 1200, height: 600 } }]);

    const res = await save({ ...vitaminBody(), id: vitamin, cover: up.body.data.url, images: [up.body.data.url] });
    expect(res.body.code, res.body.msg).toBe(1);
    const detail = await api('GET', '/api/product/detail', { query: { id: String(vitamin) } });
    expect(detail.body.data).toMatchObject({ image: up.body.data.url, thumb: up.body.data.thumb, images: [{ image: up.body.data.url, thumb: up.body.data.thumb }] });

    const banner = await api('POST', '/admin-api/catalogue/banners/save', { as: 'ops', body: { image: up.body.data.url, link: '/pages/shop/goodsDetails?id=1', sort: 1 } });
    expect(banner.body.code, banner.body.msg).toBe(1);
    const hidden = await api('POST', '/admin-api/catalogue/banners/save', { as: 'ops', body: { image: up.body.data.url, enabled: false } });
    expect(hidden.body.code).toBe(1);
    const badLink = await api('POST', '/admin-api/catalogue/banners/save', { as: 'ops', body: { image: up.body.data.url, link: 'javascript:alert(1)' } });
    expect(badLink.body).toMatchObject({ code: 0, msg: 'Link is not valid' });
    const list = await api('GET', '/api/banner/index', {});
    expect(list.body.data.list).toEqual([{ id: banner.body.data.id, image: up.body.data.url, thumb: up.body.data.thumb, link: '/pages/shop/goodsDetails?id=1', title: '' }]);
    expect((await api('GET', '/admin-api/catalogue/banners', { as: 'fin' })).body.data.list).toHaveLength(2);
    expect((await api('POST', '/admin-api/catalogue/banners/delete', { as: 'ops', body: { id: hidden.body.data.id } })).body.code).toBe(1);
    const actions = (await t.database.db.select().from(auditLog).where(like(auditLog.action, 'catalogue.banner.%'))).map((a) => a.action);
    expect(actions).toEqual(['catalogue.banner.create', 'catalogue.banner.create', 'catalogue.banner.delete']);
  });
});

describe('demo catalogue', () => {
  it('seeds 3 categories and 8 products with pictures, listed in zh-CN and en', async () => {
    const made = await seedCatalogue(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
    expect(made).toEqual({ categories: 3, products: 8, banners: 3 });
    const cn = await api('GET', '/api/product/index', { lang: 'zh-CN', query: { keyword: '维生素', limit: '100' } });
    expect(cn.body.data.list.map((p: any) => p.name)).toEqual(expect.arrayContaining(['综合维生素', '维生素C']));
    const en = await api('GET', '/api/product/index', { lang: 'en', query: { limit: '100' } });
    expect(en.body.data.total).toBe(10);
    const multi = en.body.data.list.find((p: any) => p.name === 'Multivitamin');
    expect(multi).toMatchObject({ price_min: '29.90', price_max: '52.00', stock: 200 });
    expect(multi.image).toMatch(/\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: multi.thumb });
    expect(served.statusCode).toBe(200);
  });
});
