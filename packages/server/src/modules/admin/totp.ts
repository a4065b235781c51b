import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { AppError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit.js';
import type { AdminCtx } from './admin-auth.js';
import { operators } from './tables.js';

/** Name shown in authenticator apps. */
export const TOTP_ISSUER = 'One Go';
// One step either side tolerates a phone clock that is up to 30 s off.
const totp = authenticator.clone({ window: 1 });

/** True when the code matches the secret. */
export function checkTotp(code: string, secret: string | null): boolean {
  if (!secret) return false;
  try {
    return totp.check(code, secret);
  } catch {
    return false;
  }
}

/** Starts set-up: a new secret is stored but not yet enabled. */
export async function setupTotp(ctx: AdminCtx): Promise<{ secret: string; otpauth_url: string }> {
  if (ctx.operator.totpEnabled) throw new AppError('totp_already_enabled');
  const secret = totp.generateSecret();
  await ctx.db.transaction(async (tx) => {
    await tx.update(operators).set({ totpSecret: secret }).where(eq(operators.id, ctx.operator.id));
    await recordAudit(tx, {
      operator: ctx.operator, action: 'operator.totp_setup', targetType: 'operator', targetId: ctx.operator.id,
      before: { totp_enabled: false }, after: { totp_enabled: false, totp_pending: true }, ip: ctx.ip,
    });
  });
  return { secret, otpauth_url: totp.keyuri(ctx.operator.username, TOTP_ISSUER, secret) };
}

/** Turns TOTP on once the operator proves the app shows the right code. */
export async function enableTotp(ctx: AdminCtx, code: string): Promise<void> {
  if (ctx.operator.totpEnabled) throw new AppError('totp_already_enabled');
  if (!ctx.operator.totpSecret) throw new AppError('totp_not_started');
  if (!checkTotp(code, ctx.operator.totpSecret)) throw new AppError('totp_wrong');
  await setEnabled(ctx, true);
}

/** Turns TOTP off; needs a current code. */
export async function disableTotp(ctx: AdminCtx, code: string): Promise<void> {
  if (!ctx.operator.totpEnabled) throw new AppError('totp_not_started');
  if (!checkTotp(code, ctx.operator.totpSecret)) throw new AppError('totp_wrong');
  await setEnabled(ctx, false);
}

async function setEnabled(ctx: AdminCtx, enabled: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(operators)
      .set(enabled ? { totpEnabled: true } : { totpEnabled: false, totpSecret: null })
      .where(eq(operators.id, ctx.operator.id));
    await recordAudit(tx, {
      operator: ctx.operator, action: enabled ? 'operator.totp_enable' : 'operator.totp_disable',
      targetType: 'operator', targetId: ctx.operator.id,
      before: { totp_enabled: !enabled }, after: { totp_enabled: enabled }, ip: ctx.ip,
    });
  });
}
