import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language, type LocalizedText } from '@onego/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { seedContent } from '../src/demo/content.js';
import { banners, categories, products, productSkus } from '../src/modules/catalogue/tables.js';
import { announcements, companyProfile } from '../src/modules/content/tables.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  t = await startTestApp();
  uploadsDir = path.join(t.dataDir, 'uploads');
  expect(await seedCatalogue(t.database.db, { uploadsDir })).toEqual({ categories: 3, products: 8, banners: 3 });
  await seedContent(t.database.db, new Date(), { uploadsDir });
});
afterAll(async () => t?.close());

// The languages a reader saw in zh-TW before: their texts must be their own, not copies of the default.
const OWN: Language[] = ['th', 'ko', 'vi', 'id'];

function expectEveryLanguage(texts: LocalizedText, what: string, own = true) {
  for (const lang of LANGUAGES) expect(texts[lang]?.trim(), `${what} in ${lang}`).toBeTruthy();
  if (own) for (const lang of OWN) expect(texts[lang], `${what} in ${lang} is not the zh-TW text`).not.toBe(texts['zh-TW']);
}

/** A picture as stored: its bytes from the uploads folder. */
const stored = (url: string) => readFile(path.join(uploadsDir, url.replace(/^\/uploads\//, '')));

/** Whether a picture is a WebP that shows something: several colours and detail, not one flat square. */
async function expectDrawn(url: string) {
  const image = sharp(await stored(url));
  expect((await image.metadata()).format, url).toBe('webp');
  const stats = await image.stats();
  expect(stats.entropy, `${url} has detail`).toBeGreaterThan(1.5);
  expect(Math.max(...stats.channels.map((c) => c.stdev)), `${url} has more than one colour`).toBeGreaterThan(12);
  const { data } = await image.resize(64, 64, { kernel: 'nearest', fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 3) colours.add(`${data[i]! >> 5},${data[i + 1]! >> 5},${data[i + 2]! >> 5}`);
  expect(colours.size, `${url} has several distinct colours`).toBeGreaterThan(4);
}

describe('demo catalogue in every language', () => {
  it('names every category, product and specification, and describes every product, in all 8 languages', async () => {
    for (const c of await t.database.db.select().from(categories)) expectEveryLanguage(c.names, `category ${c.id}`);
    const rows = await t.database.db.select().from(products);
    expect(rows).toHaveLength(8);
    for (const p of rows) {
      expectEveryLanguage(p.names, `product ${p.id} name`);
      expectEveryLanguage(p.descriptions, `product ${p.id} description`);
    }
    // A size such as "30 ml" reads the same everywhere: present in every language is what counts for specifications.
    for (const s of await t.database.db.select().from(productSkus)) expectEveryLanguage(s.specNames, `specification ${s.id}`, false);
  });

  it('lists the shop in Thai, Korean, Vietnamese and Indonesian in their own words', async () => {
    const names = async (lang: Language) => (await t.call({ method: 'GET', url: '/api/product/index', lang, query: { limit: '100' } })).body.data.list.map((p: any) => p.name).sort();
    const zh = await names('zh-TW');
    expect(zh).toContain('綜合維他命');
    expect(await names('th')).toContain('วิตามินรวม');
    expect(await names('ko')).toContain('종합비타민');
    for (const lang of OWN) {
      const own = await names(lang);
      expect(own.filter((n: string) => zh.includes(n)), `${lang} names that are zh-TW`).toEqual([]);
    }
    const cats = await t.call({ method: 'GET', url: '/api/product/category', lang: 'vi' });
    expect(cats.body.data.list.map((c: any) => c.name)).toEqual(['Thực phẩm chức năng', 'Làm đẹp và chăm sóc da', 'Nhà cửa và đời sống']);
  });

  it('has a pre-sale product in stock, whose page shows the pre-sale notice', async () => {
    const [pre] = await t.database.db.select().from(products).where(eq(products.presale, true));
    const skus = await t.database.db.select().from(productSkus).where(eq(productSkus.productId, pre!.id));
    expect(skus.some((s) => s.stock > 0)).toBe(true);
    const detail = await t.call({ method: 'GET', url: '/api/product/detail', lang: 'en', query: { id: String(pre!.id) } });
    expect(detail.body.data).toMatchObject({ presale: true, name: 'Probiotics' });
    expect(detail.body.data.presale_notice).not.toBe('');
  });
});

describe('drawn pictures', () => {
  it('gives every product a gallery of three different drawn WebP pictures with thumbnails, served like uploads', async () => {
    for (const p of await t.database.db.select().from(products)) {
      expect(p.images, `product ${p.id} gallery`).toHaveLength(3);
      expect(new Set(p.images).size).toBe(3);
      expect(p.cover).toBe(p.images[0]);
      const sums = new Set<number>();
      for (const url of p.images) {
        await expectDrawn(url);
        sums.add((await sharp(await stored(url)).stats()).channels[0]!.mean);
      }
      expect(sums.size, `product ${p.id}: three different pictures`).toBe(3);
    }
    const [first] = await t.database.db.select().from(products).limit(1);
    const detail = await t.call({ method: 'GET', url: '/api/product/detail', lang: 'en', query: { id: String(first!.id) } });
    expect(detail.body.data.images).toHaveLength(3);
    for (const img of detail.body.data.images as Array<{ image: string; thumb: string }>) {
      const served = await t.app.inject({ method: 'GET', url: img.thumb });
      expect(served.statusCode, img.thumb).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('draws the products: a picture differs from product to product', async () => {
    const covers = (await t.database.db.select().from(products)).map((p) => p.cover);
    const means = await Promise.all(covers.map(async (c) => (await sharp(await stored(c)).stats()).channels.map((ch) => Math.round(ch.mean)).join()));
    expect(new Set(means).size).toBe(covers.length);
  });
});

describe('banners and content', () => {
  it('seeds three banners with drawn pictures, captions in all 8 languages and links to products', async () => {
    const rows = await t.database.db.select().from(banners);
    expect(rows).toHaveLength(3);
    for (const b of rows) {
      expectEveryLanguage(b.titles, `banner ${b.id}`);
      await expectDrawn(b.image);
      expect(b.link).toMatch(/^\/pages\/shop\/goodsDetails\?id=\d+$/);
    }
    const th = await t.call({ method: 'GET', url: '/api/banner/index', lang: 'th' });
    expect(th.body.data.list).toHaveLength(3);
    expect(th.body.data.list[1].title).toBe('โพรไบโอติกล็อตใหม่ เปิดสั่งจองแล้ว');
    const linked = Number(th.body.data.list[1].link.split('=')[1]);
    const [probiotics] = await t.database.db.select().from(products).where(eq(products.id, linked));
    expect(probiotics!.presale).toBe(true);
  });

  it('has announcements and a company profile with a drawn picture in all 8 languages', async () => {
    for (const a of await t.database.db.select().from(announcements)) {
      expectEveryLanguage(a.titles, `announcement ${a.id} title`);
      expectEveryLanguage(a.contents, `announcement ${a.id} content`);
    }
    const [profile] = await t.database.db.select().from(companyProfile);
    expectEveryLanguage(profile!.titles, 'profile title');
    expectEveryLanguage(profile!.contents, 'profile content');
    await expectDrawn(profile!.image);
    const about = await t.call({ method: 'GET', url: '/api/company/profile/index', lang: 'id' });
    expect(about.body.data).toMatchObject({ title: 'Tentang One Go', image: profile!.image });
  });
});
