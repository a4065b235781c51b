import type { ORDER_STATUSES as CONTRACT_ORDER_STATUSES, PAY_METHODS as CONTRACT_PAY_METHODS, RECORD_TYPES } from '@onego/contract';

/**
 * Journal entry kinds (record types) an operator can filter by. A copy of the contract's list, so pages do not load
 * the contract's schemas at run time; the type below fails to compile when the two lists differ.
 */
export const KINDS = ['transfer', 'consolidation', 'checkin', 'adjustment', 'deposit', 'withdrawal', 'order_payment', 'order_refund', 'bonus'] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const kindsMatchContract: Same<(typeof KINDS)[number], (typeof RECORD_TYPES)[number]> = true;

/** Order states in the order an order moves through them; a copy of the contract's list, checked below. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusesMatchContract: Same<OrderStatus, (typeof CONTRACT_ORDER_STATUSES)[number]> = true;

/** How an order can be paid; a copy of the contract's list, checked below. */
export const PAY_METHODS = ['balance', 'integral', 'shop_coins', 'coupons_balance'] as const;
export const payMethodsMatchContract: Same<(typeof PAY_METHODS)[number], (typeof CONTRACT_PAY_METHODS)[number]> = true;

/** Tag colours of order states: waiting on the member, waiting on us, on the way, done, dropped. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = { unpaid: 'orange', paid: 'blue', shipped: 'cyan', completed: 'green', cancelled: 'default' };
