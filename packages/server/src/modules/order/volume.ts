import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orderRefunds, orders } from './tables.js';

/** What an order brings to the bonus plan: its buyer, its BV and when receipt was confirmed. */
export interface OrderVolume { memberId: number; bv: string; confirmedAt: Date }

/**
 * The BV of a completed order: each line's amount × its BV rate, times the share of the goods paid with balance
 * (coupons and points are taken as paying goods first and carry no BV; shipping carries none). Truncated at 8 places.
 * Undefined when the order is not completed, or was refunded (even in part: the plan pays only orders not refunded).
 * Takes a share lock on the order, so in the caller's transaction a refund of it waits for the caller, or the caller
 * for the refund (and then sees it).
 */
export async function orderVolumeOf(db: Db, orderId: number): Promise<OrderVolume | undefined> {
  const res = await db.execute(sql`
    select o.member_id, o.completed_at,
      trunc(coalesce((select sum(l.price * l.quantity * l.bv_rate) from ${orderLines} l where l.order_id = o.id), 0)
        * case when o.goods_total > 0 then greatest(o.goods_total - o.paid_shop_coins - o.paid_integral, 0) / o.goods_total else 0 end, 8)::text as bv
    from ${orders} o where o.id = ${orderId} and o.status = 'completed' and o.completed_at is not null
      and not exists (select 1 from ${orderRefunds} r where r.order_id = o.id)
    for share of o`);
  const row = (res as unknown as { rows: Array<{ member_id: number | string; completed_at: Date | string; bv: string }> }).rows[0];
  return row ? { memberId: Number(row.member_id), bv: row.bv, confirmedAt: new Date(row.completed_at) } : undefined;
}
