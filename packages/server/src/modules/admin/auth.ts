import { eq, sql } from 'drizzle-orm';
import type { Operator } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { minutesUntil } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.js';
import type { AdminCtx } from './admin-auth.js';
import { openOperatorSession, revokeOperatorSessions } from './operator-sessions.js';
import { findOperator } from './operators.js';
import { operators } from './tables.js';
import { consumeTotpStep, matchTotpStep } from './totp.js';
import { toOperator } from './view.js';

/** Wrong passwords (or authenticator codes) allowed before an operator's sign-in is locked, and for how long. */
export const ADMIN_LOGIN_LOCK = { maxFailures: 5, minutes: 15 } as const;

export type AdminLoginResult = { kind: 'ok'; token: string; operator: Operator } | { kind: 'totp_required' };

/** Signs an operator in: password, then the authenticator code when TOTP is on. */
export async function adminLogin(ctx: Ctx, input: { username: string; password: string; totp?: string }): Promise<AdminLoginResult> {
  const op = await findOperator(ctx.db, input.username);
  if (op?.lockedUntil && op.lockedUntil.getTime() > Date.now()) {
    throw new AppError('admin_locked', { minutes: minutesUntil(op.lockedUntil) });
  }
  const good = await verifyPassword(op?.passwordHash, input.password);
  if (!op || !good) {
    if (op) await recordFailure(ctx, op.id);
    throw new AppError('admin_login_failed');
  }
  if (op.status !== 'active') throw new AppError('account_disabled');
  let step: number | null = null;
  if (op.totpEnabled) {
    if (!input.totp) return { kind: 'totp_required' };
    step = matchTotpStep(input.totp, op.totpSecret);
    if (step === null) {
      // A known password plus guessed codes counts towards the lock too.
      await recordFailure(ctx, op.id);
      throw new AppError('totp_wrong');
    }
  }
  return ctx.db.transaction(async (tx) => {
    // In the transaction that opens the session, so a refused replay leaves nothing behind.
    if (step !== null) await consumeTotpStep(tx, op.id, step);
    const [row] = await tx.update(operators)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
      .where(eq(operators.id, op.id)).returning();
    const token = await openOperatorSession(tx, op.id, ctx.ip);
    return { kind: 'ok' as const, token, operator: toOperator(row!) };
  });
}

async function recordFailure(ctx: Ctx, id: number): Promise<void> {
  // One statement, so parallel wrong guesses cannot undercount.
  const [row] = await ctx.db.update(operators)
    .set({ failedLogins: sql`${operators.failedLogins} + 1` })
    .where(eq(operators.id, id))
    .returning({ failed: operators.failedLogins });
  if (row && row.failed >= ADMIN_LOGIN_LOCK.maxFailures) {
    const until = new Date(Date.now() + ADMIN_LOGIN_LOCK.minutes * 60_000);
    await ctx.db.update(operators).set({ lockedUntil: until, failedLogins: 0 }).where(eq(operators.id, id));
    throw new AppError('admin_locked', { minutes: ADMIN_LOGIN_LOCK.minutes });
  }
}

/** Changes the caller's own password; their other sessions end. Audited. */
export async function changeOwnPassword(ctx: AdminCtx, input: { old_password: string; new_password: string }): Promise<void> {
  if (!(await verifyPassword(ctx.operator.passwordHash, input.old_password))) throw new AppError('old_password_wrong');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, ctx.operator.id));
    await revokeOperatorSessions(tx, ctx.operator.id, ctx.sessionId);
    await recordAudit(tx, {
      operator: ctx.operator, action: 'operator.password', targetType: 'operator', targetId: ctx.operator.id,
      before: null, after: { password_changed: true }, ip: ctx.ip,
    });
  });
}
