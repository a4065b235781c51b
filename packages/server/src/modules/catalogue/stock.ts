import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, productSkus } from './tables.js';

// Stock is the catalogue's: orders reserve it and give it back only through these functions.

type SkuRow = typeof productSkus.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A specification as a sale sees it: the SKU, its product, and whether the product's category is enabled. */
export interface SaleSku {
  sku: SkuRow;
  product: ProductRow;
  enabled: boolean;
}

/**
 * Reads the SKUs with their products and locks the SKU rows for the rest of the transaction, in SKU order (so two
 * sales of overlapping SKUs lock in the same order and cannot deadlock). One query.
 */
export async function lockSkusForSale(tx: Db, skuIds: number[]): Promise<SaleSku[]> {
  const sorted = [...new Set(skuIds)].sort((a, b) => a - b);
  return tx.select({ sku: productSkus, product: products, enabled: categories.enabled }).from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(productSkus.id, sorted)).orderBy(asc(productSkus.id)).for('update', { of: productSkus });
}

/** Takes `quantity` from a SKU's stock when that much is left; answers false (and changes nothing) when not. One statement. */
export async function takeStock(tx: Db, skuId: number, quantity: number): Promise<boolean> {
  const updated = await tx.update(productSkus).set({ stock: sql`${productSkus.stock} - ${quantity}` })
    .where(and(eq(productSkus.id, skuId), sql`${productSkus.stock} >= ${quantity}`)).returning({ id: productSkus.id });
  return updated.length > 0;
}

/** Gives reserved quantities back to their SKUs (a cancelled sale), in SKU order like `lockSkusForSale`. */
export async function returnStock(tx: Db, lines: Array<{ skuId: number; quantity: number }>): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  for (const l of sorted) await tx.update(productSkus).set({ stock: sql`${productSkus.stock} + ${l.quantity}` }).where(eq(productSkus.id, l.skuId));
}
