import type { DomainEvent } from '../jobs/index.js';
import type { OrderAction } from './machine.js';
import type { orders } from './tables.js';

const EVENT_OF = {
  pay: 'order.paid',
  cancel: 'order.cancelled',
  ship: 'order.shipped',
  confirm: 'order.receipt_confirmed',
} as const satisfies Record<OrderAction, DomainEvent['type']>;

/** The domain event an order transition emits, in the transition's transaction. */
export function orderEvent(action: OrderAction, order: typeof orders.$inferSelect, actor: string): DomainEvent {
  return { type: EVENT_OF[action], payload: { orderId: order.id, orderNo: order.orderNo, memberId: order.memberId, total: order.total, actor } };
}
