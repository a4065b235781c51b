import type { OrderStatus } from '@onego/contract';
import { sql, type SQL } from 'drizzle-orm';
import { orderLines, orders } from './tables.js';

// Read-only SQL the order module hands to other modules' queries, so they compose it without naming its tables.

/** Orders whose goods the member really bought: paid, and everything after paying (a cancelled order was never paid). */
const BOUGHT: readonly OrderStatus[] = ['paid', 'shipped', 'completed'];

/** A subquery of one column, `product_id`: every product in the member's bought orders (one row per order line). */
export function boughtProductIds(memberId: number): SQL {
  const statuses = sql.join(BOUGHT.map((s) => sql`${s}`), sql`, `);
  return sql`select ${orderLines.productId} as product_id from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${orders.memberId} = ${memberId} and ${orders.status} in (${statuses})`;
}
