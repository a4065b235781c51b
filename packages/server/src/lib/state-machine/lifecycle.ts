import type { SQL } from 'drizzle-orm';
import type { MessageKey } from '@onego/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ActorKind } from './actor.js';

/** One transition of a lifecycle: the states it may start from, where it leads, who may take it, an optional guard. */
export interface TransitionRule<S extends string> {
  from: readonly S[];
  to: S;
  actors: readonly ActorKind[];
  /** An extra SQL condition on the row (e.g. a deadline not passed), checked in the same conditional update. */
  guard?: SQL;
}

/**
 * Where a lifecycle writes its event rows: a table and the column of each part of an event. The kit writes the row in
 * the transition's own statement (one round trip for the move and its record); the default is `state_events`.
 */
export interface EventTable {
  table: PgTable;
  /** The lifecycle's name, for a table shared by several lifecycles. */
  lifecycle?: AnyPgColumn;
  /** The moved row's id (converted to the column's type). */
  subject: AnyPgColumn;
  action: AnyPgColumn;
  from: AnyPgColumn;
  to: AnyPgColumn;
  actor: AnyPgColumn;
  note: AnyPgColumn;
}

/** A lifecycle: the table whose rows it moves, their id and status columns, and the table of transitions. */
export interface Lifecycle<S extends string = string, A extends string = string, T extends PgTable = PgTable> {
  /** Names the lifecycle in events and errors ('order', 'member', ...). */
  name: string;
  table: T;
  idColumn: AnyPgColumn;
  statusColumn: AnyPgColumn;
  transitions: Record<A, TransitionRule<S>>;
  /** Columns stamped with the time a row enters a state, by property name of the table (e.g. paid → paidAt). */
  enteredAt?: Partial<Record<S, keyof T['$inferSelect'] & string>>;
  /** A column stamped with the time of every transition (e.g. updatedAt). */
  touched?: keyof T['$inferSelect'] & string;
  /** The refusal when the row is not in a state the transition starts from (or its guard fails). */
  refusal: MessageKey;
  /** The refusal when no row has the id. */
  notFound: MessageKey;
  /** Where the event row of a transition goes; the default is the shared `state_events` table. */
  events?: EventTable;
}

/** Declares a lifecycle; checks the table once at start-up so a typo in a rule fails at once, not on first use. */
export function defineLifecycle<S extends string, A extends string, T extends PgTable>(lifecycle: Lifecycle<S, A, T>): Lifecycle<S, A, T> {
  for (const [action, rule] of Object.entries(lifecycle.transitions) as Array<[string, TransitionRule<S>]>) {
    if (rule.from.length === 0) throw new Error(`lifecycle ${lifecycle.name}: ${action} starts from no state`);
    if (rule.actors.length === 0) throw new Error(`lifecycle ${lifecycle.name}: nobody may take ${action}`);
  }
  return lifecycle;
}
