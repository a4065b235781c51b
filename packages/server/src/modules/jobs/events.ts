import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { domainEvents, jobs } from './tables.js';

/**
 * Every domain event with its payload, in one place. Ids are the database ids (members.id, orders.id); amounts are
 * decimal strings. Add a type here before emitting it; subscribers are typed by it.
 */
/** What every order event reports: the order, its owner and total, and who moved it. */
interface OrderEventPayload { orderId: number; orderNo: string; memberId: number; total: string; actor: string }

export interface DomainEvents {
  'order.paid': OrderEventPayload;
  'order.cancelled': OrderEventPayload;
  'order.shipped': OrderEventPayload;
  'order.receipt_confirmed': OrderEventPayload;
  /** A refund of some or all of a paid order (its bonuses were reversed in the same transaction). */
  'order.refunded': OrderEventPayload;
  'member.registered': { memberId: number; sponsorId: number };
  /** A final deposit was credited to the member's balance (emitted in the crediting transaction); seenAt is ISO 8601. */
  'chain.deposit_credited': { depositId: number; memberId: number; amount: string; seenAt: string };
}

export type EventType = keyof DomainEvents;
export type DomainEvent = { [K in EventType]: { type: K; payload: DomainEvents[K] } }[EventType];
/** An event as its subscribers receive it: with the outbox row's id, the natural key for idempotent handling. */
export type PublishedEvent<K extends EventType = EventType> = { id: number; type: K; payload: DomainEvents[K] };

/** The job that fans a committed event out to its subscribers. */
export const PUBLISH_JOB = 'events.publish';
/** How many times the publish job is tried before it is parked for an operator. */
export const PUBLISH_ATTEMPTS = 10;

/**
 * Writes a domain event into the outbox. Call it with the transaction of the change that causes the event: the event
 * exists (and is delivered to its subscribers, at least once) if and only if that transaction commits.
 */
export async function emit(tx: Db, event: DomainEvent): Promise<number> {
  // One round trip through the database function other modules' SQL calls too (jobs_emit), prepared.
  const [row] = await executePrepared<{ id: number | string }>(tx, 'jobs_emit', sql`
    select jobs_emit(${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${PUBLISH_JOB}, ${PUBLISH_ATTEMPTS}::int) as id`);
  return Number(row!.id);
}

/**
 * `emit` as part of another statement: CTE definitions (named `emitted` and `published`) that write the event, its
 * payload computed by that statement from each row of `source` (a CTE of it, e.g. a row it just moved), and the job
 * that publishes it. The event exists exactly when the source has a row and the statement's transaction commits.
 */
export function emitWith<K extends EventType>(type: K, payload: { [F in keyof DomainEvents[K]]-?: SQL }, source: SQL): SQL {
  const fields = sql.join(Object.entries(payload as Record<string, SQL>).map(([name, value]) => sql`${name}::text, ${value}`), sql`, `);
  return sql`emitted as (insert into ${domainEvents} (type, payload) select ${type}::text, jsonb_build_object(${fields}) from ${source} returning id),
    published as (insert into ${jobs} (name, payload, max_attempts) select ${PUBLISH_JOB}::text, jsonb_build_object('eventId', emitted.id), ${PUBLISH_ATTEMPTS}::int from emitted)`;
}
