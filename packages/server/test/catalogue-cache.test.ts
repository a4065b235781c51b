import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache } from '../src/modules/catalogue/page-cache.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { signInOperators, startTestApp, type TestApp } from './harness.js';

// The public catalogue reads are answered from a per-instance page cache for a few seconds (ADR 0005).

describe('PageCache', () => {
  it('renders once per key while fresh, again after the TTL', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache(5000);
      let renders = 0;
      const render = async () => `"v${++renders}"`;
      expect(await cache.get('a', render)).toBe('"v1"');
      vi.advanceTimersByTime(4999);
      expect(await cache.get('a', render)).toBe('"v1"');
      expect(await cache.get('b', render)).toBe('"v2"');
      vi.advanceTimersByTime(1);
      expect(await cache.get('a', render)).toBe('"v3"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one render between concurrent askers and keeps nothing rendered before a clear()', async () => {
    const cache = new PageCache(60_000);
    let release!: (v: string) => void;
    let renders = 0;
    const slow = () => {
      renders++;
      return new Promise<string>((r) => { release = r; });
    };
    const first = cache.get('k', slow);
    const second = cache.get('k', slow);
    expect(renders).toBe(1);
    cache.clear(); // a write commits while the render is still reading
    release('"before the write"');
    expect(await first).toBe('"before the write"');
    expect(await second).toBe('"before the write"');
    expect(await cache.get('k', async () => '"after the write"')).toBe('"after the write"');
  });

  it('does not keep a failed render, and turns off with a TTL of 0', async () => {
    const cache = new PageCache(60_000);
    await expect(cache.get('k', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await cache.get('k', async () => '1')).toBe('1');
    const off = new PageCache(0);
    let n = 0;
    await off.get('k', async () => String(++n));
    expect(await off.get('k', async () => String(++n))).toBe('2');
  });

  it('stays within its memory budget, dropping the oldest pages first', async () => {
    const cache = new PageCache(60_000, 10);
    await cache.get('a', async () => '12345');
    await cache.get('b', async () => '12345');
    await cache.get('c', async () => '12345'); // 15 characters: 'a' goes
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'not used')).toBe('12345');
  });
});

describe('cached catalogue reads', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof signInOperators>>['api'];
  let productId: number;
  let body: Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ api } = await signInOperators(t));
    const cat = await api('POST', '/admin-api/catalogue/categories/save', { as: 'ops', body: { names: { 'zh-TW': '飲品', en: 'Drinks' } } });
    body = {
      category_id: cat.body.data.id, names: { 'zh-TW': '綠茶', en: 'Green tea' }, status: 'on_shelf',
      skus: [{ spec_names: { 'zh-TW': '一瓶' }, price: '3', stock: 10 }],
    };
    productId = (await api('POST', '/admin-api/catalogue/products/save', { as: 'ops', body })).body.data.id;
  });
  afterAll(async () => t?.close());

  it('answers a repeated read from memory, in the usual envelope and in each caller’s language', async () => {
    const first = await api('GET', '/api/product/detail', { lang: 'en', query: { id: String(productId) } });
    expect(first.body).toMatchObject({ code: 1, msg: 'Success', data: { id: productId, name: 'Green tea', stock: 10 } });
    const raw = await t.app.inject({ method: 'GET', url: `/api/product/detail?id=${productId}`, headers: { lang: 'en' } });
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.json()).toEqual({ ...first.body, time: raw.json().time });
    // A change behind the application's back (as another instance's order would make) is not seen within the TTL…
    await t.database.db.update(productSkus).set({ stock: 4 }).where(eq(productSkus.productId, productId));
    const again = await api('GET', '/api/product/detail', { lang: 'en', query: { id: String(productId) } });
    expect(again.body.data.stock).toBe(10);
    expect(typeof again.body.time).toBe('number');
    // …and a product page is kept once for every language: another language is rendered from the same read.
    const zh = await api('GET', '/api/product/detail', { lang: 'zh-TW', query: { id: String(productId) } });
    expect(zh.body).toMatchObject({ msg: '操作成功', data: { name: '綠茶', stock: 10 } });
    // A list page is a page of its own per language, read when first asked.
    const list = await api('GET', '/api/product/index', { lang: 'ja' });
    expect(list.body.data.list[0]).toMatchObject({ id: productId, stock: 4 });
  });

  it('forgets everything when an operator writes the catalogue through this instance', async () => {
    await api('GET', '/api/product/index', { lang: 'en' });
    const renamed = await api('POST', '/admin-api/catalogue/products/save', { as: 'ops', body: { ...body, id: productId, names: { 'zh-TW': '烏龍茶', en: 'Oolong tea' } } });
    expect(renamed.body.code, renamed.body.msg).toBe(1);
    expect((await api('GET', '/api/product/index', { lang: 'en' })).body.data.list.map((p: any) => p.name)).toEqual(['Oolong tea']);
    await api('POST', '/admin-api/catalogue/products/shelf', { as: 'ops', body: { id: productId, status: 'off_shelf' } });
    expect((await api('GET', '/api/product/index', { lang: 'en' })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await api('GET', '/api/product/detail', { lang: 'en', query: { id: String(productId) } })).body.code).toBe(0);
  });

  it('does not cache a refusal: a product put back on the shelf by another instance is seen at once', async () => {
    await t.database.db.update(products).set({ status: 'on_shelf' }).where(eq(products.id, productId));
    expect((await api('GET', '/api/product/detail', { lang: 'en', query: { id: String(productId) } })).body.code).toBe(1);
  });
});
