import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { AdminCtx } from './admin-auth.js';
import { operatorAction } from './operator-action.js';
import { operators } from './tables.js';

/** Name shown in authenticator apps. */
export const TOTP_ISSUER = 'One Go';
// One step either side tolerates a phone clock that is up to 30 s off.
const totp = authenticator.clone({ window: 1 });

/** The time step (RFC 6238 counter) whose code this is, within one step either side of `now`; null when none. */
export function matchTotpStep(code: string, secret: string | null, now = Date.now()): number | null {
  if (!secret) return null;
  // One fixed moment for matching and for counting, so a step boundary between the two cannot shift the result.
  const at = totp.clone({ epoch: now });
  try {
    const delta = at.checkDelta(code, secret);
    return delta === null ? null : Math.floor(now / 1000 / at.allOptions().step) + delta;
  } catch {
    return null;
  }
}

/**
 * Accepts the code of `step` once (RFC 6238 §5.2): records it as the operator's last step only if it is later than
 * the last one accepted, in one conditional statement, so concurrent uses of one code cannot both pass. Run it in
 * the transaction of what the code allows.
 */
export async function consumeTotpStep(db: Db, operatorId: number, step: number): Promise<void> {
  const taken = await db.update(operators).set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  if (taken.length === 0) throw new AppError('totp_used');
}

/** The step of a code that must be right (turning two-step verification on or off): totp_wrong otherwise. */
function stepOrWrong(code: string, secret: string | null): number {
  const step = matchTotpStep(code, secret);
  if (step === null) throw new AppError('totp_wrong');
  return step;
}

/** Starts set-up: a new secret is stored but not yet enabled. */
export async function setupTotp(ctx: AdminCtx): Promise<{ secret: string; otpauth_url: string }> {
  if (ctx.operator.totpEnabled) throw new AppError('totp_already_enabled');
  const secret = totp.generateSecret();
  await operatorAction(ctx, 'operator.totp_setup', async ({ tx }) => {
    // Codes of a new secret have never been used.
    await tx.update(operators).set({ totpSecret: secret, totpLastStep: null }).where(eq(operators.id, ctx.operator.id));
    return { target: { type: 'operator', id: ctx.operator.id }, before: { totp_enabled: false }, after: { totp_enabled: false, totp_pending: true }, result: undefined };
  });
  return { secret, otpauth_url: totp.keyuri(ctx.operator.username, TOTP_ISSUER, secret) };
}

/** Turns TOTP on once the operator proves the app shows the right code. */
export async function enableTotp(ctx: AdminCtx, code: string): Promise<void> {
  if (ctx.operator.totpEnabled) throw new AppError('totp_already_enabled');
  if (!ctx.operator.totpSecret) throw new AppError('totp_not_started');
  await setEnabled(ctx, true, stepOrWrong(code, ctx.operator.totpSecret));
}

/** Turns TOTP off; needs a current code. */
export async function disableTotp(ctx: AdminCtx, code: string): Promise<void> {
  if (!ctx.operator.totpEnabled) throw new AppError('totp_not_started');
  await setEnabled(ctx, false, stepOrWrong(code, ctx.operator.totpSecret));
}

async function setEnabled(ctx: AdminCtx, enabled: boolean, step: number): Promise<void> {
  await operatorAction(ctx, enabled ? 'operator.totp_enable' : 'operator.totp_disable', async ({ tx }) => {
    await consumeTotpStep(tx, ctx.operator.id, step);
    await tx.update(operators)
      .set(enabled ? { totpEnabled: true } : { totpEnabled: false, totpSecret: null })
      .where(eq(operators.id, ctx.operator.id));
    return { target: { type: 'operator', id: ctx.operator.id }, before: { totp_enabled: !enabled }, after: { totp_enabled: enabled }, result: undefined };
  });
}
