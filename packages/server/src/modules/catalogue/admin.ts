import { formatMoney, type Language, type LocalizedText, type Page } from '@onego/contract';
import { and, asc, count, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type AdminCtx } from '../admin/index.js';
import { checkImages, thumbOf } from './images.js';
import { PRODUCT_LIFECYCLE } from './lifecycle.js';
import { cleanText, escapeLike, pick } from './localize.js';
import { priceRange, skusOf } from './read.js';
import { banners, categories, products, productSkus } from './tables.js';

// The back office's catalogue: every write checks its input, then writes and audits in one transaction (operatorAction).

type Text = Record<string, string | undefined>;
type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof productSkus.$inferSelect;

const notFound = () => new AppError('field_invalid', { field: 'field.id' });

// ---- Categories ----

export async function adminCategories(db: Db, lang: Language) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const counts = await db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return {
    list: rows.map((c) => ({ id: c.id, names: c.names as Record<string, string>, name: pick(c.names, lang), sort: c.sort, enabled: c.enabled, products: byId.get(c.id) ?? 0 })),
  };
}

const categorySnapshot = (c: typeof categories.$inferSelect) => ({ names: c.names, sort: c.sort, enabled: c.enabled });

export async function saveCategory(ctx: AdminCtx, body: { id?: number; names: Text; sort: number; enabled: boolean }) {
  const values = { names: cleanText(body.names), sort: body.sort, enabled: body.enabled };
  return operatorAction(ctx, body.id ? 'catalogue.category.update' : 'catalogue.category.create', async ({ tx }) => {
    let id = body.id;
    let before: ReturnType<typeof categorySnapshot> | null = null;
    if (id) {
      const [old] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!old) throw notFound();
      before = categorySnapshot(old);
      await tx.update(categories).set({ ...values, updatedAt: new Date() }).where(eq(categories.id, id));
    } else {
      id = (await tx.insert(categories).values(values).returning({ id: categories.id }))[0]!.id;
    }
    return { target: { type: 'category', id }, before, after: values, result: { id } };
  });
}

export async function deleteCategory(ctx: AdminCtx, id: number) {
  return operatorAction(ctx, 'catalogue.category.delete', async ({ tx }) => {
    const [old] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!old) throw notFound();
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('category_in_use');
    await tx.delete(categories).where(eq(categories.id, id));
    return { target: { type: 'category', id }, before: categorySnapshot(old), after: null, result: null };
  });
}

// ---- Products ----

function productView(p: ProductRow, skus: SkuRow[], lang: Language) {
  return {
    id: p.id, category_id: p.categoryId, names: p.names as Record<string, string>, descriptions: p.descriptions as Record<string, string>,
    name: pick(p.names, lang), status: p.status, presale: p.presale, recommended: p.recommended, cooperative: p.cooperative,
    bv_rate: String(Number(p.bvRate)), cover: p.cover, images: p.images, sort: p.sort,
    skus: skus.map((s) => ({ id: s.id, spec_names: s.specNames as Record<string, string>, price: formatMoney(s.price), stock: s.stock, sort: s.sort })),
    created_at: toSeconds(p.createdAt), updated_at: toSeconds(p.updatedAt),
  };
}

export async function adminProduct(db: Db, lang: Language, id: number) {
  const [p] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!p) throw new AppError('product_not_found');
  return productView(p, (await skusOf(db, [id])).get(id) ?? [], lang);
}

export interface AdminProductFilter { category_id?: number; status?: 'on_shelf' | 'off_shelf'; keyword?: string; page: number; limit: number }

/** Every product whatever its status; the keyword matches the name in any language. */
export async function adminProducts(db: Db, lang: Language, f: AdminProductFilter): Promise<Page<unknown>> {
  const conds: SQL[] = [];
  if (f.category_id) conds.push(eq(products.categoryId, f.category_id));
  if (f.status) conds.push(eq(products.status, f.status));
  if (f.keyword) conds.push(sql`${products.names}::text ilike ${`%${escapeLike(f.keyword)}%`}`);
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db.select().from(products).where(where).orderBy(asc(products.sort), desc(products.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  const skus = await skusOf(db, rows.map((p) => p.id));
  return {
    list: rows.map((p) => {
      const { descriptions: _d, skus: list, ...rest } = productView(p, skus.get(p.id) ?? [], lang);
      const range = priceRange(skus.get(p.id) ?? []);
      void _d;
      void list;
      return { ...rest, price_min: range.min, price_max: range.max, stock: range.stock };
    }),
    total: total?.n ?? 0, page: f.page, limit: f.limit,
  };
}

export interface SkuInput { id?: number; spec_names: Text; price: string; stock: number; sort: number }
export interface ProductInput {
  id?: number; category_id: number; names: Text; descriptions?: Text; status: 'on_shelf' | 'off_shelf';
  presale: boolean; recommended: boolean; cooperative: boolean; bv_rate: string; cover: string; images: string[]; sort: number; skus: SkuInput[];
}

const skuSnapshot = (s: { id: number; specNames: LocalizedText; price: string; stock: number; sort: number }) =>
  ({ id: s.id, spec_names: s.specNames, price: formatMoney(s.price), stock: s.stock, sort: s.sort });
function productSnapshot(p: ProductRow, skus: SkuRow[]) {
  return {
    category_id: p.categoryId, names: p.names, descriptions: p.descriptions, status: p.status, presale: p.presale, recommended: p.recommended,
    cooperative: p.cooperative, bv_rate: p.bvRate, cover: p.cover, images: p.images, sort: p.sort, skus: skus.map(skuSnapshot),
  };
}

/** Creates or updates a product with all its SKUs in one call: SKUs with an id are updated, without one added, missing ones removed. */
export async function saveProduct(ctx: AdminCtx, uploadsDir: string, body: ProductInput) {
  await checkImages(ctx.db, uploadsDir, [body.cover], 'field.cover');
  await checkImages(ctx.db, uploadsDir, body.images, 'field.images');
  const ids = body.skus.flatMap((s) => (s.id ? [s.id] : []));
  if (new Set(ids).size !== ids.length) throw new AppError('field_invalid', { field: 'field.skus' });
  const values = {
    categoryId: body.category_id, names: cleanText(body.names), descriptions: cleanText(body.descriptions ?? {}), status: body.status,
    presale: body.presale, recommended: body.recommended, cooperative: body.cooperative, bvRate: body.bv_rate,
    cover: body.cover, images: [...new Set(body.images)], sort: body.sort,
  };
  const id = await operatorAction(ctx, body.id ? 'catalogue.product.update' : 'catalogue.product.create', async ({ tx, actor }) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id)).limit(1);
    if (!category) throw new AppError('field_invalid', { field: 'field.category_id' });
    let id = body.id;
    let before: ReturnType<typeof productSnapshot> | null = null;
    if (id) {
      const [old] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!old) throw new AppError('product_not_found');
      const oldSkus = (await skusOf(tx, [id])).get(id) ?? [];
      if (ids.some((s) => !oldSkus.some((o) => o.id === s))) throw new AppError('field_invalid', { field: 'field.skus' });
      before = productSnapshot(old, oldSkus);
      // The shelf status changes only through its lifecycle, never as a plain column.
      const { status, ...rest } = values;
      await tx.update(products).set({ ...rest, updatedAt: new Date() }).where(eq(products.id, id));
      if (status !== old.status) await applyTransition(tx, PRODUCT_LIFECYCLE, status === 'on_shelf' ? 'shelve' : 'unshelve', { id, actor });
      await tx.delete(productSkus).where(ids.length ? and(eq(productSkus.productId, id), notInArray(productSkus.id, ids)) : eq(productSkus.productId, id));
    } else {
      if (ids.length) throw new AppError('field_invalid', { field: 'field.skus' });
      id = (await tx.insert(products).values(values).returning({ id: products.id }))[0]!.id;
    }
    for (const s of body.skus) {
      const row = { specNames: cleanText(s.spec_names), price: s.price, stock: s.stock, sort: s.sort };
      if (s.id) await tx.update(productSkus).set(row).where(and(eq(productSkus.id, s.id), eq(productSkus.productId, id)));
      else await tx.insert(productSkus).values({ ...row, productId: id });
    }
    const [after] = await tx.select().from(products).where(eq(products.id, id));
    return { target: { type: 'product', id }, before, after: productSnapshot(after!, (await skusOf(tx, [id])).get(id) ?? []), result: id };
  });
  return adminProduct(ctx.db, ctx.lang, id);
}

/** Puts a product on or off the shelf (PRODUCT_LIFECYCLE); one already there is refused. */
export async function setShelf(ctx: AdminCtx, id: number, status: 'on_shelf' | 'off_shelf') {
  await operatorAction(ctx, 'catalogue.product.shelf', async ({ tx, actor }) => {
    await applyTransition(tx, PRODUCT_LIFECYCLE, status === 'on_shelf' ? 'shelve' : 'unshelve', { id, actor });
    return { target: { type: 'product', id }, result: null };
  });
  return { id, status };
}

// ---- Banners ----

const bannerView = (b: typeof banners.$inferSelect) => ({
  id: b.id, image: b.image, thumb: thumbOf(b.image), titles: b.titles as Record<string, string>, link: b.link, sort: b.sort, enabled: b.enabled,
});

export async function adminBanners(db: Db) {
  return { list: (await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id))).map(bannerView) };
}

export async function saveBanner(ctx: AdminCtx, uploadsDir: string, body: { id?: number; image: string; titles?: Record<string, string | undefined>; link: string; sort: number; enabled: boolean }) {
  await checkImages(ctx.db, uploadsDir, [body.image], 'field.image');
  const values = { image: body.image, ...(body.titles ? { titles: cleanText(body.titles) } : {}), link: body.link, sort: body.sort, enabled: body.enabled };
  return operatorAction(ctx, body.id ? 'catalogue.banner.update' : 'catalogue.banner.create', async ({ tx }) => {
    let id = body.id;
    let before: Record<string, unknown> | null = null;
    if (id) {
      const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!old) throw notFound();
      const { id: _i, createdAt: _c, updatedAt: _u, ...rest } = old;
      before = rest;
      await tx.update(banners).set({ ...values, updatedAt: new Date() }).where(eq(banners.id, id));
    } else {
      id = (await tx.insert(banners).values(values).returning({ id: banners.id }))[0]!.id;
    }
    return { target: { type: 'banner', id }, before, after: values, result: bannerView((await tx.select().from(banners).where(eq(banners.id, id)))[0]!) };
  });
}

export async function deleteBanner(ctx: AdminCtx, id: number) {
  return operatorAction(ctx, 'catalogue.banner.delete', async ({ tx }) => {
    const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!old) throw notFound();
    await tx.delete(banners).where(eq(banners.id, id));
    return { target: { type: 'banner', id }, before: { image: old.image, titles: old.titles, link: old.link, sort: old.sort, enabled: old.enabled }, after: null, result: null };
  });
}
