import type { OrderStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { actorLabel, applyTransition, defineLifecycle, type Actor, type Moved } from '../../lib/state-machine/index.js';
import { emit } from '../jobs/index.js';
import { orderEvent, type OrderFacts } from './events.js';
import { orderEvents, orders } from './tables.js';

/** The order lifecycle, as one table: each action, the states it may start from, where it leads, and who may take it. */
export const ORDER_LIFECYCLE = defineLifecycle({
  name: 'order',
  table: orders,
  idColumn: orders.id,
  statusColumn: orders.status,
  transitions: {
    pay: { from: ['unpaid'], to: 'paid', actors: ['member'] },
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
 * Moves an order through one transition of ORDER_LIFECYCLE in the caller's transaction: one conditional update (so of
 * two racing transitions only one happens), the event with the real previous state and its actor.
 */
export async function transition(
  tx: Db,
  orderId: number,
  action: OrderAction,
  actor: Actor,
  extra: Partial<typeof orders.$inferInsert> = {},
  note = '',
): Promise<Moved<OrderStatus>> {
  const moved = await applyTransition(tx, ORDER_LIFECYCLE, action, {
    id: orderId, actor, set: extra, note, returning: { orderNo: orders.orderNo, memberId: orders.memberId, total: orders.total },
  });
  // The domain event is written in the same transaction as the move, so it is published if and only if this commits.
  await emit(tx, orderEvent(action, { id: orderId, ...moved.row } as OrderFacts, actorLabel(actor)));
  return moved;
}
