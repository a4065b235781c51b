import type { OrderStatus } from '@onego/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { emit } from '../jobs/index.js';
import { orderEvent } from './events.js';
import { orderEvents, orders } from './tables.js';

/** The order state machine, as one table: each action, the states it may start from, and where it leads. */
export const ORDER_MACHINE = {
  pay: { from: ['unpaid'], to: 'paid' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
  ship: { from: ['paid'], to: 'shipped' },
  confirm: { from: ['shipped'], to: 'completed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderAction = keyof typeof ORDER_MACHINE;

const TIME_COLUMN = { paid: 'paidAt', shipped: 'shippedAt', completed: 'completedAt', cancelled: 'cancelledAt' } as const;

/**
 * Moves an order through one transition, guarded by the table: the update only matches when the order is in an
 * allowed state, so two racing transitions cannot both happen. Records the event with its actor. Call in a transaction.
 */
export async function transition(
  tx: Db,
  orderId: number,
  action: OrderAction,
  actor: string,
  extra: Partial<typeof orders.$inferInsert> = {},
  note = '',
): Promise<typeof orders.$inferSelect> {
  const rule = ORDER_MACHINE[action];
  const [moved] = await tx.update(orders)
    .set({ ...extra, status: rule.to, [TIME_COLUMN[rule.to]]: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...rule.from])))
    .returning();
  if (!moved) throw new AppError('order_wrong_state');
  await tx.insert(orderEvents).values({ orderId, action, fromStatus: rule.from[0], toStatus: rule.to, actor, note });
  await emit(tx, orderEvent(action, moved, actor));
  return moved;
}
