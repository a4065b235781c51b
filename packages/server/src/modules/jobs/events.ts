import type { Db } from '../../db/client.js';
import { enqueue } from './queue.js';
import { domainEvents } from './tables.js';

/**
 * Every domain event with its payload, in one place. Ids are the database ids (members.id, orders.id); amounts are
 * decimal strings. Add a type here before emitting it; subscribers are typed by it.
 */
export interface DomainEvents {
  'order.paid': { orderId: number; orderNo: string; memberId: number; total: string; actor: string };
  'order.cancelled': { orderId: number; orderNo: string; memberId: number; total: string; actor: string };
  'order.shipped': { orderId: number; orderNo: string; memberId: number; total: string; actor: string };
  'order.receipt_confirmed': { orderId: number; orderNo: string; memberId: number; total: string; actor: string };
  'member.registered': { memberId: number; sponsorId: number };
}

export type EventType = keyof DomainEvents;
export type DomainEvent = { [K in EventType]: { type: K; payload: DomainEvents[K] } }[EventType];
/** An event as its subscribers receive it: with the outbox row's id, the natural key for idempotent handling. */
export type PublishedEvent<K extends EventType = EventType> = { id: number; type: K; payload: DomainEvents[K] };

/** The job that fans a committed event out to its subscribers. */
export const PUBLISH_JOB = 'events.publish';

/**
 * Writes a domain event into the outbox. Call it with the transaction of the change that causes the event: the event
 * exists (and is delivered to its subscribers, at least once) if and only if that transaction commits.
 */
export async function emit(tx: Db, event: DomainEvent): Promise<number> {
  const [row] = await tx.insert(domainEvents).values({ type: event.type, payload: event.payload }).returning({ id: domainEvents.id });
  await enqueue(tx, PUBLISH_JOB, { eventId: row!.id }, { maxAttempts: 10 });
  return row!.id;
}
