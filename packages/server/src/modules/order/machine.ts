import type { OrderStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { actorLabel, applyTransition, defineLifecycle, type Actor, type Moved } from '../../lib/state-machine/index.js';
import { orderEventWith } from './events.js';
import { orderEvents, orders } from './tables.js';

/** The order lifecycle, as one table: each action, the states it may start from, where it leads, and who may take it. */
export const ORDER_LIFECYCLE = defineLifecycle({
  name: 'order',
  table: orders,
  idColumn: orders.id,
  statusColumn: orders.status,
  transitions: {
    // The system pays an order waiting for USDT once a credited deposit covers it (usdt.ts).
    pay: { from: ['unpaid'], to: 'paid', actors: ['member', 'system'] },
    cancel: { from: ['unpaid'], to: 'cancelled', actors: ['member', 'operator', 'system'] },
    ship: { from: ['paid'], to: 'shipped', actors: ['operator'] },
    confirm: { from: ['shipped'], to: 'completed', actors: ['member', 'system'] },
  },
  enteredAt: { paid: 'paidAt', shipped: 'shippedAt', completed: 'completedAt', cancelled: 'cancelledAt' },
  refusal: 'order_wrong_state',
  notFound: 'order_not_found',
  // Orders keep their own event table: operators see it on the order and the bonus engine reads it.
  events: {
    table: orderEvents, subject: orderEvents.orderId, action: orderEvents.action, from: orderEvents.fromStatus, to: orderEvents.toStatus,
    actor: orderEvents.actor, note: orderEvents.note,
  },
});

export type OrderAction = keyof typeof ORDER_LIFECYCLE.transitions;

/**
 * Moves an order through one transition of ORDER_LIFECYCLE in the caller's transaction, in ONE statement: the
 * conditional update (so of two racing transitions only one happens), the event row with the real previous state and
 * its actor, and the domain event.
 */
export async function transition(
  tx: Db,
  orderId: number,
  action: OrderAction,
  actor: Actor,
  extra: Partial<typeof orders.$inferInsert> = {},
  note = '',
): Promise<Moved<OrderStatus>> {
  // The domain event is written by the move's own statement, so it is published if and only if the move commits.
  return applyTransition(tx, ORDER_LIFECYCLE, action, {
    id: orderId, actor, set: extra, note, returning: { id: orders.id, orderNo: orders.orderNo, memberId: orders.memberId, total: orders.total },
    with: orderEventWith(action, actorLabel(actor)),
  });
}
