import type { DomainEvent } from '../jobs/index.js';
import type { OrderAction } from './machine.js';

const EVENT_OF = {
  pay: 'order.paid',
  cancel: 'order.cancelled',
  ship: 'order.shipped',
  confirm: 'order.receipt_confirmed',
} as const satisfies Record<OrderAction, DomainEvent['type']>;

/** What an order event reports of the order. */
export interface OrderFacts { id: number; orderNo: string; memberId: number; total: string }

/** The domain event an order transition emits, in the transition's transaction. */
export function orderEvent(action: OrderAction, order: OrderFacts, actor: string): DomainEvent {
  return { type: EVENT_OF[action], payload: { orderId: order.id, orderNo: order.orderNo, memberId: order.memberId, total: order.total, actor } };
}
