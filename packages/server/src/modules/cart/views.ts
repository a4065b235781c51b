import { sql, type SQL } from 'drizzle-orm';
import { cartItems } from './tables.js';

// Read-only SQL the cart hands to other modules' queries, so they compose it without naming its table.

/** A subquery of one column, `sku_id`: every specification in the member's cart. */
export function cartSkuIds(memberId: number): SQL {
  return sql`select ${cartItems.skuId} as sku_id from ${cartItems} where ${cartItems.memberId} = ${memberId}`;
}
