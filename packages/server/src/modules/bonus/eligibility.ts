import type { Db } from '../../db/client.js';
import { orderVolumeOf } from '../order/index.js';
import type { Plan } from './plan.js';
import { bonusOrders } from './tables.js';
import { planInForce } from './versions.js';

/** The UTC date (YYYY-MM-DD) of a moment, plus some days. */
export function dateOf(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Records a completed order for the bonus plan: it becomes eligible `eligibleAfterDays` after receipt was confirmed
 * (the settlement of that date picks it up), by the plan in force on the day of the confirmation unless one is given.
 * Idempotent: the order's row is written once.
 */
export async function trackOrder(db: Db, orderId: number, given?: Plan): Promise<boolean> {
  // One transaction: the order stays share-locked from reading its volume to writing its row, so a refund racing this
  // either comes first (and the order is not tracked) or finds the row and stops it.
  return db.transaction(async (tx) => {
    const volume = await orderVolumeOf(tx, orderId);
    if (!volume || Number(volume.bv) <= 0) return false;
    const plan = given ?? (await planInForce(tx, dateOf(volume.confirmedAt))).plan;
    const rows = await tx.insert(bonusOrders).values({
      orderId, memberId: volume.memberId, bv: volume.bv, eligibleOn: dateOf(volume.confirmedAt, plan.eligibleAfterDays),
    }).onConflictDoNothing().returning({ id: bonusOrders.orderId });
    return rows.length > 0;
  });
}
