import { eq } from 'drizzle-orm';
import type { Operator } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { guardedCheck, type LockRule } from '../lockout/index.js';
import type { AdminCtx } from './admin-auth.js';
import { operatorAction } from './operator-action.js';
import { openOperatorSession, revokeOperatorSessions } from './operator-sessions.js';
import { findOperator } from './operators.js';
import { operators } from './tables.js';
import { consumeTotpStep, matchTotpStep } from './totp.js';
import { toOperator } from './view.js';

/** Wrong passwords (or authenticator codes) allowed before an operator's sign-in is locked, and for how long. */
export const ADMIN_LOGIN_LOCK: LockRule = { maxTries: 5, minutes: 15 };

export type AdminLoginResult = { kind: 'ok'; token: string; operator: Operator } | { kind: 'totp_required' };

/** The lock-out subject of an operator's sign-in. */
const operatorSubject = (id: number) => `operator:${id}`;

/**
 * Signs an operator in: password, then the authenticator code when TOTP is on. Tries are compared one at a time under
 * the operator's count (an unknown username is counted under its own name and locks alike); a right password without
 * its code is neither counted nor forgiven, and only a complete sign-in forgets the count, so guessing codes behind a
 * known password meets the same lock.
 */
export async function adminLogin(ctx: Ctx, input: { username: string; password: string; totp?: string }): Promise<AdminLoginResult> {
  const op = await findOperator(ctx.db, input.username);
  const subject = op ? operatorSubject(op.id) : `operator-unknown:${input.username.trim().toLowerCase()}`;
  let wrong: 'admin_login_failed' | 'totp_wrong' = 'admin_login_failed';
  const outcome = await guardedCheck(ctx.db, subject, ADMIN_LOGIN_LOCK, async (tx) => {
    if (!(await verifyPassword(op?.passwordHash, input.password)) || !op) return false;
    if (!op.totpEnabled) return true;
    if (!input.totp) return 'keep';
    wrong = 'totp_wrong';
    const step = matchTotpStep(input.totp, op.totpSecret);
    if (step === null) return false;
    // A code is good once (RFC 6238 §5.2): a replay is refused here, under the operator's lock, and counts nothing.
    await consumeTotpStep(tx, op.id, step);
    return true;
  });
  if (typeof outcome === 'object') throw new AppError('admin_locked', { minutes: outcome.lockedMinutes });
  if (outcome === 'wrong' || !op) throw new AppError(wrong);
  if (op.status !== 'active') throw new AppError('account_disabled');
  if (outcome === 'kept') return { kind: 'totp_required' };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, op.id)).returning();
    const token = await openOperatorSession(tx, op.id, ctx.ip);
    return { kind: 'ok' as const, token, operator: toOperator(row!) };
  });
}

/** Changes the caller's own password; their other sessions end. Audited. */
export async function changeOwnPassword(ctx: AdminCtx, input: { old_password: string; new_password: string }): Promise<void> {
  // The current password is a secret like the sign-in's: its tries count towards the same lock.
  const outcome = await guardedCheck(ctx.db, operatorSubject(ctx.operator.id), ADMIN_LOGIN_LOCK,
    () => verifyPassword(ctx.operator.passwordHash, input.old_password));
  if (outcome === 'wrong') throw new AppError('old_password_wrong');
  if (outcome !== 'ok') throw new AppError('admin_locked', { minutes: outcome.lockedMinutes });
  const passwordHash = await hashPassword(input.new_password);
  await operatorAction(ctx, 'operator.password', async ({ tx }) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, ctx.operator.id));
    await revokeOperatorSessions(tx, ctx.operator.id, ctx.sessionId);
    return { target: { type: 'operator', id: ctx.operator.id }, before: null, after: { password_changed: true }, result: undefined };
  });
}
