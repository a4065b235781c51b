import type { ORDER_STATUSES as CONTRACT_ORDER_STATUSES, PAY_METHODS as CONTRACT_PAY_METHODS } from '@onego/contract';
import type { SameAs } from '../../kit/sameAs';

/** Order states in the order an order moves through them; a copy of the contract's list, checked below. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'partially_refunded', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusesMatchContract: SameAs<OrderStatus, (typeof CONTRACT_ORDER_STATUSES)[number]> = true;

/** How an order can be paid; a copy of the contract's list, checked below. */
export const PAY_METHODS = ['balance', 'integral', 'shop_coins', 'coupons_balance', 'usdt', 'coupons_usdt'] as const;
export const payMethodsMatchContract: SameAs<(typeof PAY_METHODS)[number], (typeof CONTRACT_PAY_METHODS)[number]> = true;

/** Tag colours of order states: waiting on the member, waiting on us, on the way, done, dropped, money given back. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'orange', paid: 'blue', shipped: 'cyan', completed: 'green', cancelled: 'default', partially_refunded: 'purple', refunded: 'magenta',
};

/** States a refund may start from (the server's rule, shown here so the button appears only where it can work). */
export const REFUNDABLE: readonly OrderStatus[] = ['paid', 'shipped', 'completed', 'partially_refunded'];
