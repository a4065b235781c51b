import type { LocalizedText } from '@onego/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSkus } from './tables.js';

// Stock is the catalogue's: orders take it through the database function catalogue_take_for_sale (migration 0019: a
// whole sale in one statement, all or nothing, under locks in SKU order) and give it back only through returnStock.

/** A line of a sale: a specification and how many of it. */
export interface SaleLine {
  skuId: number;
  quantity: number;
}

/** A specification as a sale found it, under its row lock: what an order line copies, and whether it could be sold. */
export interface SaleSku {
  skuId: number;
  productId: number;
  price: string;
  specNames: LocalizedText;
  names: LocalizedText;
  cover: string;
  images: string[];
  presale: boolean;
  bvRate: string;
  /** On the shelf, in an enabled category. */
  sellable: boolean;
  /** Stock before this sale took any. */
  stock: number;
}

/** A row of `catalogue_take_for_sale` (raw driver values, or the same fields as JSON) as the sale's SKU. */
export function saleSkuOf(r: Record<string, unknown>): SaleSku {
  return {
    skuId: Number(r.id), productId: Number(r.product_id), price: String(r.price), specNames: r.spec_names as LocalizedText,
    names: r.names as LocalizedText, cover: r.cover as string, images: r.images as string[], presale: r.presale as boolean,
    bvRate: String(r.bv_rate), sellable: r.sellable as boolean, stock: Number(r.stock),
  };
}

/**
 * Locks SKU rows for the rest of the transaction, in SKU order like `catalogue_take_for_sale`: for a sale that must
 * take other rows a SKU's removal also takes (cart lines) before it knows its quantities.
 */
export async function lockSkus(tx: Db, skuIds: number[]): Promise<void> {
  const sorted = [...new Set(skuIds)].sort((a, b) => a - b);
  await tx.select({ id: productSkus.id }).from(productSkus).where(inArray(productSkus.id, sorted)).orderBy(asc(productSkus.id)).for('update');
}

/** Gives reserved quantities back to their SKUs (a cancelled sale), in SKU order like `catalogue_take_for_sale`. */
export async function returnStock(tx: Db, lines: Array<{ skuId: number; quantity: number }>): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  for (const l of sorted) await tx.update(productSkus).set({ stock: sql`${productSkus.stock} + ${l.quantity}` }).where(eq(productSkus.id, l.skuId));
}
