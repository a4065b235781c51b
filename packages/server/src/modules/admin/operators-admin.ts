import { asc, eq } from 'drizzle-orm';
import type { Operator, OperatorRole } from '@onego/contract';
import { AppError } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import type { AdminCtx } from './admin-auth.js';
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
  return ctx.db.transaction(async (tx) => {
    const row = await createOperator(tx, input);
    const created = toOperator(row);
    await recordAudit(tx, {
      operator: ctx.operator, action: 'operator.create', targetType: 'operator', targetId: row.id,
      before: null, after: { username: created.username, role: created.role, status: created.status }, ip: ctx.ip,
    });
    return created;
  });
}

/** Enables or disables an operator; a disabled operator's sessions end. Nobody can disable themselves. Audited. */
export async function setOperatorStatus(ctx: AdminCtx, input: { id: number; status: 'active' | 'disabled' }): Promise<Operator> {
  if (input.id === ctx.operator.id && input.status === 'disabled') throw new AppError('cannot_disable_self');
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, input.id)).limit(1).for('update');
    if (!before) throw new AppError('operator_not_found');
    const [after] = await tx.update(operators).set({ status: input.status }).where(eq(operators.id, input.id)).returning();
    if (input.status === 'disabled') await revokeOperatorSessions(tx, input.id);
    await recordAudit(tx, {
      operator: ctx.operator, action: input.status === 'disabled' ? 'operator.disable' : 'operator.enable',
      targetType: 'operator', targetId: input.id,
      before: { username: before.username, status: before.status }, after: { username: after!.username, status: after!.status }, ip: ctx.ip,
    });
    return toOperator(after!);
  });
}
