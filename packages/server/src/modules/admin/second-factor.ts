import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { operators } from './tables.js';
import { consumeTotpStep, matchTotpStep } from './totp.js';

/**
 * Confirms an operator's second factor for a write that needs it (approving payouts): the operator must have two-step
 * verification on, the code must be right, and it is used up in the caller's transaction (RFC 6238 §5.2), so the
 * same code cannot approve twice and a failed write gives it back.
 */
export async function confirmSecondFactor(tx: Db, operatorId: number | null, code: string): Promise<void> {
  const [op] = operatorId === null ? [] : await tx.select({ enabled: operators.totpEnabled, secret: operators.totpSecret })
    .from(operators).where(eq(operators.id, operatorId)).limit(1);
  if (!op?.enabled) throw new AppError('withdraw_totp_needed');
  const step = matchTotpStep(code, op.secret);
  if (step === null) throw new AppError('totp_wrong');
  await consumeTotpStep(tx, operatorId!, step);
}
