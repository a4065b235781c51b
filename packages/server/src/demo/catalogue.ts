import type { LocalizedText } from '@onego/contract';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { ensureThumbnail } from '../modules/catalogue/index.js';
import { categories, products, productSkus } from '../modules/catalogue/tables.js';
import { storeImage } from '../modules/upload/index.js';

type T = LocalizedText;
interface DemoProduct {
  names: T; descriptions: T; colour: string; presale?: boolean; recommended?: boolean; cooperative?: boolean; bv?: string;
  skus: Array<{ names: T; price: string; stock: number }>;
}

const CATEGORIES: Array<{ names: T; products: DemoProduct[] }> = [
  {
    names: { 'zh-TW': '保健食品', 'zh-CN': '保健食品', en: 'Health food', ja: '健康食品' },
    products: [
      {
        names: { 'zh-TW': '綜合維他命', 'zh-CN': '综合维生素', en: 'Multivitamin', ja: 'マルチビタミン' },
        descriptions: { 'zh-TW': '每日一錠，補充 12 種維他命。', 'zh-CN': '每日一片，补充 12 种维生素。', en: 'One tablet a day with 12 vitamins.' },
        colour: '#f4a261', recommended: true,
        skus: [{ names: { 'zh-TW': '60 錠', 'zh-CN': '60 片', en: '60 tablets' }, price: '29.90', stock: 120 }, { names: { 'zh-TW': '120 錠', 'zh-CN': '120 片', en: '120 tablets' }, price: '52.00', stock: 80 }],
      },
      {
        names: { 'zh-TW': '深海魚油', 'zh-CN': '深海鱼油', en: 'Deep-sea fish oil' },
        descriptions: { 'zh-TW': '高濃度 Omega-3。', 'zh-CN': '高浓度 Omega-3。', en: 'High-strength Omega-3.' },
        colour: '#2a9d8f', cooperative: true,
        skus: [{ names: { 'zh-TW': '90 粒', 'zh-CN': '90 粒', en: '90 capsules' }, price: '38.00', stock: 60 }],
      },
      {
        names: { 'zh-TW': '益生菌', 'zh-CN': '益生菌', en: 'Probiotics' },
        descriptions: { 'zh-TW': '300 億活菌，預購商品。', 'zh-CN': '300 亿活菌，预购商品。', en: '30 billion live cultures; pre-sale.' },
        colour: '#8ab17d', presale: true,
        skus: [{ names: { 'zh-TW': '30 包', 'zh-CN': '30 包', en: '30 sachets' }, price: '45.50', stock: 0 }],
      },
    ],
  },
  {
    names: { 'zh-TW': '美妝保養', 'zh-CN': '美妆护肤', en: 'Beauty and skin care', ja: '美容・スキンケア' },
    products: [
      {
        names: { 'zh-TW': '玻尿酸精華液', 'zh-CN': '玻尿酸精华液', en: 'Hyaluronic serum' },
        descriptions: { 'zh-TW': '深層保濕。', 'zh-CN': '深层保湿。', en: 'Deep hydration.' },
        colour: '#a8dadc', recommended: true, bv: '0.8',
        skus: [{ names: { 'zh-TW': '30 ml', 'zh-CN': '30 ml', en: '30 ml' }, price: '59.00', stock: 40 }, { names: { 'zh-TW': '50 ml', 'zh-CN': '50 ml', en: '50 ml' }, price: '89.00', stock: 25 }],
      },
      {
        names: { 'zh-TW': '防曬乳 SPF50', 'zh-CN': '防晒乳 SPF50', en: 'Sunscreen SPF50' },
        descriptions: { 'zh-TW': '輕薄不黏膩。', 'zh-CN': '轻薄不黏腻。', en: 'Light and non-greasy.' },
        colour: '#ffb703',
        skus: [{ names: { 'zh-TW': '單瓶', 'zh-CN': '单瓶', en: 'Single' }, price: '25.00', stock: 200 }],
      },
      {
        names: { 'zh-TW': '保濕面膜', 'zh-CN': '保湿面膜', en: 'Moisturising mask' },
        descriptions: { 'zh-TW': '一盒 10 片。', 'zh-CN': '一盒 10 片。', en: 'Ten sheets a box.' },
        colour: '#e5989b', cooperative: true,
        skus: [{ names: { 'zh-TW': '1 盒', 'zh-CN': '1 盒', en: '1 box' }, price: '19.90', stock: 150 }, { names: { 'zh-TW': '3 盒', 'zh-CN': '3 盒', en: '3 boxes' }, price: '55.00', stock: 50 }],
      },
    ],
  },
  {
    names: { 'zh-TW': '居家生活', 'zh-CN': '居家生活', en: 'Home and living', ja: '生活用品' },
    products: [
      {
        names: { 'zh-TW': '濾水壺', 'zh-CN': '滤水壶', en: 'Water filter jug' },
        descriptions: { 'zh-TW': '3.5 公升，附一個濾芯。', 'zh-CN': '3.5 升，附一个滤芯。', en: '3.5 litres with one cartridge.' },
        colour: '#457b9d', recommended: true,
        skus: [{ names: { 'zh-TW': '藍色', 'zh-CN': '蓝色', en: 'Blue' }, price: '42.00', stock: 30 }, { names: { 'zh-TW': '白色', 'zh-CN': '白色', en: 'White' }, price: '42.00', stock: 30 }],
      },
      {
        names: { 'zh-TW': '竹纖維毛巾', 'zh-CN': '竹纤维毛巾', en: 'Bamboo towel' },
        descriptions: { 'zh-TW': '柔軟吸水。', 'zh-CN': '柔软吸水。', en: 'Soft and absorbent.' },
        colour: '#6d597a',
        skus: [{ names: { 'zh-TW': '2 條裝', 'zh-CN': '2 条装', en: 'Pack of 2' }, price: '15.00', stock: 300 }],
      },
    ],
  },
];

async function picture(db: Db, uploadsDir: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } }).png().toBuffer();
  const url = await storeImage(db, uploadsDir, png, {});
  await ensureThumbnail(uploadsDir, url);
  return url;
}

/**
 * Demo catalogue: 3 categories and 8 on-shelf products with SKUs, named in zh-TW, zh-CN and en (some ja).
 * With an uploads directory each product gets a plain coloured picture; without one, no pictures.
 */
export async function seedCatalogue(db: Db, opts: { uploadsDir?: string } = {}): Promise<{ categories: number; products: number }> {
  let made = 0;
  for (const [ci, c] of CATEGORIES.entries()) {
    const [cat] = await db.insert(categories).values({ names: c.names, sort: ci }).returning({ id: categories.id });
    for (const [pi, p] of c.products.entries()) {
      const cover = opts.uploadsDir ? await picture(db, opts.uploadsDir, p.colour) : '';
      const [prod] = await db.insert(products).values({
        categoryId: cat!.id, status: 'on_shelf', presale: p.presale ?? false, recommended: p.recommended ?? false,
        cooperative: p.cooperative ?? false, bvRate: p.bv ?? '1', cover, images: cover ? [cover] : [], names: p.names,
        descriptions: p.descriptions, sort: pi,
      }).returning({ id: products.id });
      await db.insert(productSkus).values(p.skus.map((s, si) => ({ productId: prod!.id, specNames: s.names, price: s.price, stock: s.stock, sort: si })));
      made++;
    }
  }
  return { categories: CATEGORIES.length, products: made };
}
