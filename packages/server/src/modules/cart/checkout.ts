import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { cartItems } from './tables.js';

/** A cart line as an order takes it. */
export interface CheckoutLine {
  id: number;
  skuId: number;
  quantity: number;
}

/** The member's lines selected for checkout, in id order, as they read now: who gets them is decided by `claimLines`. */
export async function selectedLines(db: Db, memberId: number): Promise<CheckoutLine[]> {
  return db.select({ id: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems)
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.selected, true))).orderBy(asc(cartItems.id));
}

/**
 * Takes lines out of the member's cart for the order being made in `tx`, by one DELETE … RETURNING: of several
 * submissions of one cart at once, exactly one gets each line (the others wait on its row lock, then find it gone)
 * and they are refused with `order_lines_taken`, so no line becomes two orders. Answers the lines with the quantities
 * they have now. Call it after the order has locked the lines' SKUs: a SKU removed by the back office deletes its cart
 * lines after locking the SKU, so taking the locks in the same order keeps the two from deadlocking.
 */
export async function claimLines(tx: Db, memberId: number, ids: number[]): Promise<CheckoutLine[]> {
  const claimed = await tx.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity });
  if (claimed.length !== ids.length) throw new AppError('order_lines_taken');
  return claimed.sort((a, b) => a.id - b.id);
}
