import type { LocalizedText } from '@onego/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';

/** Product categories, with their name per language. */
export const categories = pgTable('categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Products: shelf status, flags, BV rate, pictures and per-language text; prices and stock live on their SKUs. */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull().references(() => categories.id),
    status: text('status', { enum: ['on_shelf', 'off_shelf'] }).notNull().default('off_shelf'),
    presale: boolean('presale').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    cooperative: boolean('cooperative').notNull().default(false),
    /** Share of the price that counts as business volume for bonuses (1 = all of it). */
    bvRate: numeric('bv_rate', { precision: 12, scale: 4 }).notNull().default('1'),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull().default(sql`'{}'::jsonb`),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_shelf_idx').on(t.status, t.sort, t.id),
    index('products_category_idx').on(t.categoryId),
    // The member list's order (sort, then newest) over on-shelf products only, whole shop and per category, so a
    // page reads its 20 rows from the index instead of sorting the shelf (bench/shop, docs/PERFORMANCE.md).
    index('products_visible_idx').on(t.sort, t.id.desc().nullsFirst(), t.categoryId).where(sql`status = 'on_shelf'`),
    index('products_visible_category_idx').on(t.categoryId, t.sort, t.id.desc().nullsFirst()).where(sql`status = 'on_shelf'`),
    check('products_bv_rate_ck', sql`bv_rate >= 0`),
  ],
);

/** A product's specifications: each with its own price and stock (never negative). */
export const productSkus = pgTable(
  'product_skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
    specNames: jsonb('spec_names').$type<LocalizedText>().notNull(),
    price: amount('price').notNull(),
    stock: integer('stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_skus_product_idx').on(t.productId),
    check('product_skus_stock_ck', sql`stock >= 0`),
    check('product_skus_price_ck', sql`price >= 0`),
  ],
);

/** Home-page banners, with a caption per language (also the picture's text alternative). */
export const banners = pgTable('banners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  image: text('image').notNull(),
  titles: jsonb('titles').$type<LocalizedText>().notNull().default(sql`'{}'::jsonb`),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
