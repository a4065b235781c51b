import { asc, eq } from 'drizzle-orm';
import type { Operator, OperatorRole } from '@onego/contract';
import { AppError } from '../../http/errors.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import type { AdminCtx } from './admin-auth.js';
import { OPERATOR_LIFECYCLE } from './lifecycle.js';
import { operatorAction } from './operator-action.js';
import { revokeOperatorSessions } from './operator-sessions.js';
import { createOperator } from './operators.js';
import { operators } from './tables.js';
import { toOperator } from './view.js';

/** Every operator, oldest first. */
export async function listOperators(ctx: AdminCtx): Promise<Operator[]> {
  const rows = await ctx.db.select().from(operators).orderBy(asc(operators.id));
  return rows.map(toOperator);
}

/** Creates an operator account. Audited. */
export async function addOperator(ctx: AdminCtx, input: { username: string; password: string; role: OperatorRole }): Promise<Operator> {
  return operatorAction(ctx, 'operator.create', async ({ tx }) => {
    const row = await createOperator(tx, input);
    const created = toOperator(row);
    return { target: { type: 'operator', id: row.id }, before: null, after: { username: created.username, role: created.role, status: created.status }, result: created };
  });
}

/** Enables or disables an operator (OPERATOR_LIFECYCLE); a disabled operator's sessions end. Nobody can disable themselves. Audited. */
export async function setOperatorStatus(ctx: AdminCtx, input: { id: number; status: 'active' | 'disabled' }): Promise<Operator> {
  if (input.id === ctx.operator.id && input.status === 'disabled') throw new AppError('cannot_disable_self');
  const disable = input.status === 'disabled';
  return operatorAction(ctx, disable ? 'operator.disable' : 'operator.enable', async ({ tx, actor }) => {
    await applyTransition(tx, OPERATOR_LIFECYCLE, disable ? 'disable' : 'enable', { id: input.id, actor });
    if (disable) await revokeOperatorSessions(tx, input.id);
    const [after] = await tx.select().from(operators).where(eq(operators.id, input.id));
    return { target: { type: 'operator', id: input.id }, before: { username: after!.username }, after: { username: after!.username }, result: toOperator(after!) };
  });
}
