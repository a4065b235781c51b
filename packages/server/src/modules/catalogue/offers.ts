import type { LocalizedText } from '@onego/contract';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { categories, products, productSkus } from './tables.js';

// What another module (the cart) may read of a specification on sale, without reaching into the catalogue's tables.

/**
 * Every SKU with what a buyer sees of it, as a read-only subquery another module joins on `skuId` in its own query
 * (PostgreSQL flattens it: the cart still reads in one query). The columns are the catalogue's promise; its tables
 * stay its own.
 */
export const skuOffers = new QueryBuilder().select({
  skuId: sql<number>`${productSkus.id}`.mapWith(Number).as('offer_sku_id'),
  productId: sql<number>`${products.id}`.mapWith(Number).as('offer_product_id'),
  price: sql<string>`${productSkus.price}`.as('offer_price'),
  stock: sql<number>`${productSkus.stock}`.mapWith(Number).as('offer_stock'),
  specNames: sql<LocalizedText>`${productSkus.specNames}`.as('offer_spec_names'),
  names: sql<LocalizedText>`${products.names}`.as('offer_names'),
  cover: sql<string>`${products.cover}`.as('offer_cover'),
  images: sql<string[]>`${products.images}`.as('offer_images'),
  presale: sql<boolean>`${products.presale}`.as('offer_presale'),
  onShelf: sql<boolean>`(${products.status} = 'on_shelf' and ${categories.enabled})`.as('offer_on_shelf'),
}).from(productSkus)
  .innerJoin(products, eq(products.id, productSkus.productId))
  .innerJoin(categories, eq(categories.id, products.categoryId))
  .as('sku_offers');

/** The columns of `skuOffers`, to select as one nested object (`select({ line: cartItems, offer: offerColumns })`). */
export const offerColumns = {
  skuId: skuOffers.skuId, productId: skuOffers.productId, price: skuOffers.price, stock: skuOffers.stock,
  specNames: skuOffers.specNames, names: skuOffers.names, cover: skuOffers.cover, images: skuOffers.images,
  presale: skuOffers.presale, onShelf: skuOffers.onShelf,
};

/** A SKU that can be bought now (its product on the shelf, its category enabled), or `cart_sku_unavailable`. */
export async function sellableSku(db: Db, skuId: number): Promise<{ id: number; price: string; stock: number }> {
  const [row] = await db.select({ id: productSkus.id, price: productSkus.price, stock: productSkus.stock, status: products.status, enabled: categories.enabled })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(productSkus.id, skuId)).limit(1);
  if (!row || row.status !== 'on_shelf' || !row.enabled) throw new AppError('cart_sku_unavailable');
  return row;
}
