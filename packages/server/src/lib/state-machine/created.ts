import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { actorLabel, type Actor } from './actor.js';
import type { Lifecycle } from './lifecycle.js';
import { stateEvents } from './tables.js';

/**
 * Records a row's entry into its lifecycle (a submission written in its first state), in the caller's transaction, so
 * a lifecycle's history starts with who created the row. Only for lifecycles on the shared `state_events` table.
 */
export async function recordCreated<S extends string, T extends PgTable>(
  tx: Db, lifecycle: Lifecycle<S, string, T>, id: number | string, state: S, actor: Actor, note = '',
): Promise<void> {
  if (lifecycle.events) throw new Error(`lifecycle ${lifecycle.name} keeps its own events`);
  await tx.insert(stateEvents).values({
    lifecycle: lifecycle.name, subjectId: String(id), action: 'create', fromStatus: 'none', toStatus: state, actor: actorLabel(actor), note,
  });
}
