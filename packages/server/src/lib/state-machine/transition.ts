import { getTableColumns, is, SQL, sql, type Column } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { executeByText } from '../../db/prepared.js';
import { actorKind, actorLabel, type Actor } from './actor.js';
import { TransitionRefused } from './errors.js';
import type { EventTable, Lifecycle } from './lifecycle.js';
import { stateEvents } from './tables.js';

export interface TransitionInput<T extends PgTable> {
  id: number | string;
  actor: Actor;
  /** Other columns written with the state, by property name of the table; a value may be SQL on the row. */
  set?: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };
  note?: string;
  /** Columns of the row as the transition left it, answered by the same statement (e.g. what an event reports). */
  returning?: Record<string, Column>;
  /**
   * More writes for the same statement, made only when the row moves: CTE definitions (`name as (insert … select …
   * from moved)`) reading the CTE `moved`, which holds the `returning` columns by their names (e.g. a domain event).
   */
  with?: SQL;
}

export interface Moved<S extends string> {
  id: number | string;
  /** The `returning` columns, by the names given (raw database values). */
  row: Record<string, unknown>;
  /** The state the row was really in (read under the row's lock, not assumed from the rule). */
  from: S;
  to: S;
}

/** The shared event table, for lifecycles that keep none of their own. */
const STATE_EVENTS: EventTable = {
  table: stateEvents, lifecycle: stateEvents.lifecycle, subject: stateEvents.subjectId, action: stateEvents.action,
  from: stateEvents.fromStatus, to: stateEvents.toStatus, actor: stateEvents.actor, note: stateEvents.note,
};

/** The insert of a transition's event row, from the moved row of the statement (CTE `moved`). */
function eventInsert(events: EventTable, e: { lifecycle: string; action: string; to: string; actor: string; note: string | SQL }): SQL {
  const parts: Array<[AnyPgColumn, SQL]> = [
    [events.subject, sql`cast(moved.kit_subject_id as ${sql.raw(events.subject.getSQLType())})`],
    [events.action, sql`${e.action}`], [events.from, sql`moved.from_status`], [events.to, sql`${e.to}`],
    [events.actor, sql`${e.actor}`], [events.note, is(e.note, SQL) ? e.note : sql`${e.note}`],
  ];
  if (events.lifecycle) parts.push([events.lifecycle, sql`${e.lifecycle}`]);
  return sql`insert into ${events.table} (${sql.join(parts.map(([c]) => sql.identifier(c.name)), sql`, `)})
    select ${sql.join(parts.map(([, v]) => v), sql`, `)} from moved`;
}

function rowsOf<R>(res: unknown): R[] {
  return (res as { rows: R[] }).rows;
}

/**
 * Applies one transition of a lifecycle in the caller's transaction: ONE conditional statement locks the row, checks
 * its state (and the rule's guard), writes the new state with the given columns and the event row, and returns the real
 * previous state. Operator actors also note the change on their audit draft (operatorAction writes the row).
 * A row in another state is refused with TransitionRefused and nothing is written, so of racing transitions one wins.
 */
export async function applyTransition<S extends string, A extends string, T extends PgTable>(
  tx: Db,
  lifecycle: Lifecycle<S, A, T>,
  action: A,
  input: TransitionInput<T>,
): Promise<Moved<S>> {
  const rule = lifecycle.transitions[action];
  const kind = actorKind(input.actor);
  if (!rule.actors.includes(kind)) throw new TransitionRefused(lifecycle.name, action, null, 'actor', 'forbidden', 403);

  const columns = getTableColumns(lifecycle.table) as Record<string, Column>;
  const assignments: SQL[] = [sql`${sql.identifier(lifecycle.statusColumn.name)} = ${rule.to}`];
  const values: Record<string, unknown> = { ...(input.set ?? {}) };
  const stamp = lifecycle.enteredAt?.[rule.to];
  const now = new Date();
  if (stamp && values[stamp] === undefined) values[stamp] = now;
  if (lifecycle.touched && values[lifecycle.touched] === undefined) values[lifecycle.touched] = now;
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`lifecycle ${lifecycle.name}: the table has no column ${key}`);
    if (value === undefined) continue;
    // An SQL value is computed from the row itself (e.g. keep a first time: coalesce(column, now())).
    assignments.push(sql`${sql.identifier(column.name)} = ${is(value, SQL) ? value : sql.param(value, column)}`);
  }
  const id = sql.identifier(lifecycle.idColumn.name);
  const status = sql.identifier(lifecycle.statusColumn.name);
  const event = { lifecycle: lifecycle.name, action, to: rule.to, actor: actorLabel(input.actor), note: input.note ?? '' };
  // The CTE locks the row and reads its state as it is now: under READ COMMITTED a transition that waited for a racing
  // one sees that one's result, so the previous state it records is the real one and a state no longer allowed refuses.
  // The event row is written by the same statement, from the row it moved (none when nothing moved). Prepared per
  // text (one per lifecycle, action and set of columns), so a hot transition is planned once per connection.
  const rows = await executeByText<{ from_status: S; kit_subject_id: unknown } & Record<string, unknown>>(tx, sql`
    with old as (select ${id} as id, ${status} as status from ${lifecycle.table} where ${id} = ${input.id} for update),
    moved as (
      update ${lifecycle.table} set ${sql.join(assignments, sql`, `)}
      from old
      where ${lifecycle.table}.${id} = old.id
        and old.status in (${sql.join(rule.from.map((s) => sql`${s}`), sql`, `)})
        ${rule.guard ? sql`and (${rule.guard})` : sql``}
      returning old.status as from_status, old.id as kit_subject_id${sql.join(Object.entries(input.returning ?? {}).map(([name, column]) => sql`, ${lifecycle.table}.${sql.identifier(column.name)} as ${sql.identifier(name)}`), sql``)}
    ),
    recorded as (${eventInsert(lifecycle.events ?? STATE_EVENTS, event)})${input.with ? sql`,
    ${input.with}` : sql``}
    select * from moved`);
  const [moved] = rows;
  if (!moved) {
    const [row] = rowsOf<{ status: string }>(await tx.execute(sql`select ${status} as status from ${lifecycle.table} where ${id} = ${input.id}`));
    if (!row) throw new TransitionRefused(lifecycle.name, action, null, 'not_found', lifecycle.notFound);
    const reason = (rule.from as readonly string[]).includes(row.status) ? 'guard' : 'state';
    throw new TransitionRefused(lifecycle.name, action, row.status, reason, lifecycle.refusal);
  }
  if (typeof input.actor !== 'string') {
    // The first transition of an action gives the audit row its "before"; the last its "after".
    input.actor.draft.before[lifecycle.statusColumn.name] ??= moved.from_status;
    input.actor.draft.after[lifecycle.statusColumn.name] = rule.to;
  }
  const { from_status: from, kit_subject_id: _subject, ...row } = moved;
  return { id: input.id, from, to: rule.to, row };
}

/** One row of a batch transition: its id, the columns written with the state (the same keys for every row) and a note. */
export interface BatchItem<T extends PgTable> {
  id: number;
  set?: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] };
  note?: string;
}

/**
 * Applies one transition to many rows of a lifecycle in ONE statement (what a batch of a thousand needs instead of a
 * thousand round trips): the rows are locked, those in a state the rule starts from move with their own columns, and
 * one event row is written for each. Every row must move: otherwise TransitionRefused is thrown for the first one that
 * did not, and the caller's transaction rolls the batch back. Guards and operator actors are not supported here.
 */
export async function applyTransitions<S extends string, A extends string, T extends PgTable>(
  tx: Db,
  lifecycle: Lifecycle<S, A, T>,
  action: A,
  actor: Actor & string,
  items: Array<BatchItem<T>>,
): Promise<void> {
  if (items.length === 0) return;
  const rule = lifecycle.transitions[action];
  if (!rule.actors.includes(actorKind(actor))) throw new TransitionRefused(lifecycle.name, action, null, 'actor', 'forbidden', 403);
  if (rule.guard) throw new Error(`lifecycle ${lifecycle.name}: ${action} has a guard; apply it row by row`);
  const columns = getTableColumns(lifecycle.table) as Record<string, Column>;
  const keys = Object.keys(items[0]!.set ?? {});
  const cols = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`lifecycle ${lifecycle.name}: the table has no column ${k}`);
    return column;
  });
  // A serial column's values are plain integers in a record.
  const typeOf = (c: Column) => sql.raw(({ bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' } as Record<string, string>)[c.getSQLType()] ?? c.getSQLType());
  const idType = typeOf(lifecycle.idColumn);
  const records = items.map((item) => {
    const row: Record<string, unknown> = { id: item.id, note: item.note ?? '' };
    keys.forEach((k, i) => {
      const v = (item.set as Record<string, unknown> | undefined)?.[k];
      row[`c${i}`] = v instanceof Date ? v.toISOString() : v ?? null;
    });
    return row;
  });
  const shape = sql.join([sql`id ${idType}`, sql`note text`, ...cols.map((c, i) => sql`${sql.identifier(`c${i}`)} ${typeOf(c)}`)], sql`, `);
  const assignments: SQL[] = [sql`${sql.identifier(lifecycle.statusColumn.name)} = ${rule.to}`, ...cols.map((c, i) => sql`${sql.identifier(c.name)} = input.${sql.identifier(`c${i}`)}`)];
  const now = new Date();
  const stamp = lifecycle.enteredAt?.[rule.to];
  if (stamp && !keys.includes(stamp)) assignments.push(sql`${sql.identifier(columns[stamp]!.name)} = ${sql.param(now, columns[stamp]!)}`);
  if (lifecycle.touched && !keys.includes(lifecycle.touched)) assignments.push(sql`${sql.identifier(columns[lifecycle.touched]!.name)} = ${sql.param(now, columns[lifecycle.touched]!)}`);
  const id = sql.identifier(lifecycle.idColumn.name);
  const status = sql.identifier(lifecycle.statusColumn.name);
  const event = { lifecycle: lifecycle.name, action, to: rule.to, actor: actorLabel(actor), note: sql`moved.kit_note` };
  const res = await tx.execute(sql`
    with input as (select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${shape})),
    old as (select t.${id} as id, t.${status} as status from ${lifecycle.table} t where t.${id} in (select id from input) order by t.${id} for update),
    moved as (
      update ${lifecycle.table} set ${sql.join(assignments, sql`, `)}
      from old join input on input.id = old.id
      where ${lifecycle.table}.${id} = old.id and old.status in (${sql.join(rule.from.map((s) => sql`${s}`), sql`, `)})
      returning old.status as from_status, old.id as kit_subject_id, input.note as kit_note
    ),
    recorded as (${eventInsert(lifecycle.events ?? STATE_EVENTS, event)})
    select kit_subject_id from moved`);
  const moved = new Set(rowsOf<{ kit_subject_id: unknown }>(res).map((r) => String(r.kit_subject_id)));
  const missing = items.find((i) => !moved.has(String(i.id)));
  if (missing) {
    const [row] = rowsOf<{ status: string }>(await tx.execute(sql`select ${status} as status from ${lifecycle.table} where ${id} = ${missing.id}`));
    if (!row) throw new TransitionRefused(lifecycle.name, action, null, 'not_found', lifecycle.notFound);
    throw new TransitionRefused(lifecycle.name, action, row.status, 'state', lifecycle.refusal);
  }
}
