import { formatMoney, Money, translate, type Language, type Page } from '@onego/contract';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { AppError } from '../../http/errors.js';
import { thumbOf } from './images.js';
import { escapeLike, pick, pickSql } from './localize.js';
import { banners, categories, products, productSkus } from './tables.js';

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof productSkus.$inferSelect;

export interface ProductCard {
  id: number;
  category_id: number;
  name: string;
  image: string;
  thumb: string;
  price: string;
  price_min: string;
  price_max: string;
  stock: number;
  presale: boolean;
  recommended: boolean;
  cooperative: boolean;
}

/** The SKUs of some products, in their order, grouped by product. */
export async function skusOf(db: Db, productIds: number[]): Promise<Map<number, SkuRow[]>> {
  const out = new Map<number, SkuRow[]>();
  if (!productIds.length) return out;
  const rows = await db.select().from(productSkus).where(inArray(productSkus.productId, productIds))
    .orderBy(asc(productSkus.sort), asc(productSkus.id));
  for (const r of rows) {
    const list = out.get(r.productId) ?? [];
    list.push(r);
    out.set(r.productId, list);
  }
  return out;
}

/** What prices and stock are made of. */
type SkuPrice = Pick<SkuRow, 'price' | 'stock'>;

/** Lowest and highest price and total stock of a product's SKUs. */
export function priceRange(skus: SkuPrice[]) {
  if (!skus.length) return { min: '0.00', max: '0.00', stock: 0 };
  let min = new Money(skus[0]!.price);
  let max = min;
  for (const s of skus) {
    const p = new Money(s.price);
    if (p.lt(min)) min = p;
    if (p.gt(max)) max = p;
  }
  return { min: formatMoney(min), max: formatMoney(max), stock: skus.reduce((n, s) => n + s.stock, 0) };
}

/** The first picture of a product: its cover, else its first image. */
export const coverOf = (p: Pick<ProductRow, 'cover' | 'images'>) => p.cover || p.images[0] || '';

/** The product columns a card is made of. */
export type CardSource = Pick<ProductRow, 'id' | 'categoryId' | 'names' | 'cover' | 'images' | 'presale' | 'recommended' | 'cooperative'>;

/** A product as members see it in lists, priced from its SKUs, in the caller's language. */
export function card(p: CardSource, skus: SkuPrice[], lang: Language): ProductCard {
  const range = priceRange(skus);
  const image = coverOf(p);
  return {
    id: p.id, category_id: p.categoryId, name: pick(p.names, lang), image, thumb: thumbOf(image),
    price: range.min, price_min: range.min, price_max: range.max, stock: range.stock,
    presale: p.presale, recommended: p.recommended, cooperative: p.cooperative,
  };
}

/** What members may see: on the shelf, in an enabled category. */
export const visible = and(eq(products.status, 'on_shelf'), eq(categories.enabled, true))!;

export interface ProductFilter {
  category_id?: number;
  keyword?: string;
  recommended?: boolean;
  cooperative?: boolean;
  page: number;
  limit: number;
}

/** The member's product list: on-shelf products, by category, flags and a keyword in the name of the caller's language. */
export async function listProducts(db: Db, lang: Language, f: ProductFilter): Promise<Page<ProductCard>> {
  const conds: SQL[] = [visible];
  if (f.category_id) conds.push(eq(products.categoryId, f.category_id));
  if (f.recommended !== undefined) conds.push(eq(products.recommended, f.recommended));
  if (f.cooperative !== undefined) conds.push(eq(products.cooperative, f.cooperative));
  if (f.keyword) conds.push(ilike(pickSql(products.names, lang), `%${escapeLike(f.keyword)}%`));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where);
  const rows = await db.select({ p: products }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where)
    .orderBy(asc(products.sort), desc(products.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  const skus = await skusOf(db, rows.map((r) => r.p.id));
  return { list: rows.map((r) => card(r.p, skus.get(r.p.id) ?? [], lang)), total: total?.n ?? 0, page: f.page, limit: f.limit };
}

/** Recommended on-shelf products for the home page. */
export async function recommendedProducts(db: Db, lang: Language, limit: number): Promise<{ list: ProductCard[] }> {
  const { list } = await listProducts(db, lang, { recommended: true, page: 1, limit });
  return { list };
}

/** A product with everything its page shows, in every language: what `productDetailSource` answers as JSON text. */
interface DetailSource extends CardSource {
  descriptions: ProductRow['descriptions'];
  categoryNames: typeof categories.$inferSelect['names'];
  skus: Array<Pick<SkuRow, 'id' | 'specNames' | 'price' | 'stock'>>;
}

// The product page is the most read page of the shop, opened for any of thousands of products: one prepared query
// builds the whole source (product, category names, SKUs) as JSON text in the database, which the page cache keeps
// once for every language.
const detailQuery = preparedPer((db: Db) => db.select({
  json: sql<string>`json_build_object(
    'id', ${products.id}, 'categoryId', ${products.categoryId}, 'names', ${products.names}, 'cover', ${products.cover},
    'images', ${products.images}, 'presale', ${products.presale}, 'recommended', ${products.recommended},
    'cooperative', ${products.cooperative}, 'descriptions', ${products.descriptions}, 'categoryNames', ${categories.names},
    'skus', coalesce((
      select json_agg(json_build_object('id', s.id, 'specNames', s.spec_names, 'price', s.price::text, 'stock', s.stock) order by s.sort, s.id)
        from ${productSkus} s where s.product_id = ${products.id}), '[]'::json))::text`,
}).from(products).innerJoin(categories, eq(categories.id, products.categoryId))
  .where(and(visible, eq(products.id, sql.placeholder('id')))).limit(1)
  .prepare('product_detail'));

/** One on-shelf product with all it shows, in every language, as JSON text (for `renderProductDetail`). */
export async function productDetailSource(db: Db, id: number): Promise<string> {
  const [row] = await detailQuery(db).execute({ id });
  if (!row) throw new AppError('product_not_found');
  return row.json;
}

/** The product page in the caller's language, from `productDetailSource`'s JSON. */
export function renderProductDetail(source: string, lang: Language) {
  const p = JSON.parse(source) as DetailSource;
  const pictures = [...new Set([p.cover, ...p.images].filter(Boolean))];
  return {
    ...card(p, p.skus, lang),
    category_name: pick(p.categoryNames, lang),
    description: pick(p.descriptions, lang),
    images: pictures.map((image) => ({ image, thumb: thumbOf(image) })),
    presale_notice: p.presale ? translate(lang, 'presale_notice') : '',
    specs: p.skus.map((s) => ({ id: s.id, name: pick(s.specNames, lang), price: formatMoney(s.price), stock: s.stock })),
  };
}

/** Enabled categories, in their order. */
export async function listCategories(db: Db, lang: Language) {
  const rows = await db.select().from(categories).where(eq(categories.enabled, true)).orderBy(asc(categories.sort), asc(categories.id));
  return { list: rows.map((c) => ({ id: c.id, name: pick(c.names, lang) })) };
}

/** Enabled banners, in their order, captioned in the reader's language. */
export async function listBanners(db: Db, lang: Language) {
  const rows = await db.select().from(banners).where(eq(banners.enabled, true)).orderBy(asc(banners.sort), asc(banners.id));
  return { list: rows.map((b) => ({ id: b.id, image: b.image, thumb: thumbOf(b.image), link: b.link, title: pick(b.titles, lang) })) };
}
