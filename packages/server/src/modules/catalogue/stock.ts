import type { LocalizedText } from '@onego/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeByText } from '../../db/prepared.js';
import { categories, products, productSkus } from './tables.js';

// Stock is the catalogue's: orders reserve it and give it back only through these functions.

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

/** What `takeForSale` did: every SKU of the sale as found, and whether the whole sale's stock was taken. */
export interface Sale {
  taken: boolean;
  skus: SaleSku[];
}

/**
 * Takes the stock of a whole sale in ONE statement, all or nothing: the SKU rows are locked in SKU order (so two sales
 * of overlapping SKUs lock in the same order and cannot deadlock), and only when every line's SKU exists, is sellable
 * and has the quantity left (read under the lock, so the last item cannot be sold twice) is every line's quantity
 * taken. Lines of one SKU count together. Answers the SKUs as found, for the order's copy and for saying which failed.
 */
export async function takeForSale(tx: Db, lines: SaleLine[]): Promise<Sale> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity);
  const want = sql.join([...wanted].map(([id, qty]) => sql`(${id}::bigint, ${qty}::int)`), sql`, `);
  // Prepared per number of SKUs (a cart holds at most CART_MAX_LINES): planned once per connection, not per sale.
  const rows = await executeByText<Record<string, unknown>>(tx, sql`
    with want(id, qty) as (values ${want}),
    locked as materialized (
      select s.id, s.product_id, s.price::text as price, s.spec_names, s.stock, p.names, p.cover, p.images, p.presale,
             p.bv_rate::text as bv_rate, (p.status = 'on_shelf' and c.enabled) as sellable
      from ${productSkus} s join ${products} p on p.id = s.product_id join ${categories} c on c.id = p.category_id
      where s.id in (select id from want) order by s.id for update of s
    ),
    verdict as (
      select count(*) = ${wanted.size} and coalesce(bool_and(l.sellable and l.stock >= w.qty), false) as ok
      from want w join locked l on l.id = w.id
    ),
    taken as (
      update ${productSkus} s set stock = s.stock - w.qty from want w
      where s.id = w.id and (select ok from verdict) returning s.id
    )
    select l.*, (select ok from verdict) as ok from locked l`);
  return {
    taken: rows.length > 0 && rows[0]!.ok === true,
    skus: rows.map((r) => ({
      skuId: Number(r.id), productId: Number(r.product_id), price: r.price as string, specNames: r.spec_names as LocalizedText,
      names: r.names as LocalizedText, cover: r.cover as string, images: r.images as string[], presale: r.presale as boolean,
      bvRate: r.bv_rate as string, sellable: r.sellable as boolean, stock: Number(r.stock),
    })),
  };
}

/**
 * Locks SKU rows for the rest of the transaction, in SKU order like `takeForSale`: for a sale that must take other
 * rows a SKU's removal also takes (cart lines) before it knows its quantities.
 */
export async function lockSkus(tx: Db, skuIds: number[]): Promise<void> {
  const sorted = [...new Set(skuIds)].sort((a, b) => a - b);
  await tx.select({ id: productSkus.id }).from(productSkus).where(inArray(productSkus.id, sorted)).orderBy(asc(productSkus.id)).for('update');
}

/** Gives reserved quantities back to their SKUs (a cancelled sale), in SKU order like `takeForSale`. */
export async function returnStock(tx: Db, lines: Array<{ skuId: number; quantity: number }>): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  for (const l of sorted) await tx.update(productSkus).set({ stock: sql`${productSkus.stock} + ${l.quantity}` }).where(eq(productSkus.id, l.skuId));
}
