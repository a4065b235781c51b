import type { AuditAction, OperatorRole } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { OperatorActor } from '../../lib/state-machine/index.js';
import { recordAudit, type Snapshot } from '../audit/index.js';
import { ACTION_PERMISSION, ensure, type Permission } from './permissions.js';

/** Who performs an operator action: a signed-in operator (AdminCtx fits) or the operator CLI (id null). */
export interface OperatorCtx {
  db: Db;
  ip: string;
  operator: { id: number | null; username: string; role: OperatorRole };
}

/** What a use case run by operatorAction reports for the audit row, with its own answer. */
export interface Audited<T> {
  target: { type: string; id: string | number };
  before?: Snapshot;
  after?: Snapshot;
  result: T;
}

/** The use case's handle: its transaction, and the actor to pass to lifecycle transitions. */
export interface OperatorStep {
  tx: Db;
  actor: OperatorActor;
}


function merged(own: Snapshot | undefined, fromTransitions: Record<string, unknown>): Snapshot {
  const hasTransitions = Object.keys(fromTransitions).length > 0;
  if (!hasTransitions) return own ?? null;
  // The states read under the row's lock by the kit are the real ones: they win over a snapshot taken by the use case.
  return { ...(own ?? {}), ...fromTransitions };
}

/**
 * The one way an operator writes: checks the operator's permission for `action` (or `permission` when it depends on
 * the input), runs the use case in one transaction and writes the typed audit row in that same transaction, so the
 * write and its record land together or not at all. Transitions applied with `step.actor` add their real states.
 */
export async function operatorAction<T>(
  ctx: OperatorCtx,
  action: AuditAction,
  run: (step: OperatorStep) => Promise<Audited<T>>,
  permission?: Permission,
): Promise<T> {
  const needed = permission ?? ACTION_PERMISSION[action];
  if (needed !== 'self') ensure(ctx.operator.role, needed);
  return ctx.db.transaction(async (tx) => {
    const actor: OperatorActor = { kind: 'operator', label: `operator:${ctx.operator.username}`, draft: { before: {}, after: {} } };
    const done = await run({ tx, actor });
    await recordAudit(tx, {
      operator: { id: ctx.operator.id, username: ctx.operator.username },
      action,
      targetType: done.target.type,
      targetId: done.target.id,
      before: merged(done.before, actor.draft.before),
      after: merged(done.after, actor.draft.after),
      ip: ctx.ip,
    });
    return done.result;
  });
}
