import { sql, type SQL } from 'drizzle-orm';
import { emitWith, type DomainEvent } from '../jobs/index.js';
import type { OrderAction } from './machine.js';

const EVENT_OF = {
  pay: 'order.paid',
  cancel: 'order.cancelled',
  ship: 'order.shipped',
  confirm: 'order.receipt_confirmed',
  refund_part: 'order.refunded',
  refund: 'order.refunded',
} as const satisfies Record<OrderAction, DomainEvent['type']>;

/** The domain event an order transition emits. */
export function orderEventType(action: OrderAction): DomainEvent['type'] {
  return EVENT_OF[action];
}

/**
 * The domain event an order transition emits, written by the transition's own statement from the row it moved
 * (`moved`, with the columns `id`, `orderNo`, `memberId` and `total` the transition returns).
 */
export function orderEventWith(action: OrderAction, actor: string): SQL {
  const column = (name: string) => sql`moved.${sql.identifier(name)}`;
  return emitWith(EVENT_OF[action], {
    orderId: column('id'), orderNo: column('orderNo'), memberId: column('memberId'), total: sql`${column('total')}::text`, actor: sql`${actor}::text`,
  }, sql`moved`);
}
