import type { SQL } from 'drizzle-orm';
import type { MessageKey } from '@onego/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { ActorKind } from './actor.js';

/** One transition of a lifecycle: the states it may start from, where it leads, who may take it, an optional guard. */
export interface TransitionRule<S extends string> {
  from: readonly S[];
  to: S;
  actors: readonly ActorKind[];
  /** An extra SQL condition on the row (e.g. a deadline not passed), checked in the same conditional update. */
  guard?: SQL;
}

/** What a lifecycle writes as its event row; the default writes to the shared `state_events` table. */
export interface TransitionEvent {
  lifecycle: string;
  subjectId: number | string;
  action: string;
  from: string;
  to: string;
  actor: string;
  note: string;
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
  /** Writes the event row of a transition; the default writes to the shared `state_events` table. */
  recordEvent?: (tx: Db, event: TransitionEvent) => Promise<void>;
}

/** Declares a lifecycle; checks the table once at start-up so a typo in a rule fails at once, not on first use. */
export function defineLifecycle<S extends string, A extends string, T extends PgTable>(lifecycle: Lifecycle<S, A, T>): Lifecycle<S, A, T> {
  for (const [action, rule] of Object.entries(lifecycle.transitions) as Array<[string, TransitionRule<S>]>) {
    if (rule.from.length === 0) throw new Error(`lifecycle ${lifecycle.name}: ${action} starts from no state`);
    if (rule.actors.length === 0) throw new Error(`lifecycle ${lifecycle.name}: nobody may take ${action}`);
  }
  return lifecycle;
}
