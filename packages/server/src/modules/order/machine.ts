import type { OrderStatus } from '@onego/contract';
import { sql } from 'drizzle-orm';
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
    // A partly refunded order goes on with what is left: it may still ship (if it had not) and be confirmed.
    ship: { from: ['paid', 'partially_refunded'], to: 'shipped', actors: ['operator'], guard: sql`shipped_at is null` },
    confirm: { from: ['shipped', 'partially_refunded'], to: 'completed', actors: ['member', 'system'], guard: sql`shipped_at is not null and completed_at is null` },
    // Refunds (back office): some lines, or everything that was left (lines and shipping).
    refund_part: { from: ['paid', 'shipped', 'completed', 'partially_refunded'], to: 'partially_refunded', actors: ['operator'] },
    refund: { from: ['paid', 'shipped', 'completed', 'partially_refunded'], to: 'refunded', actors: ['operator'] },
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
