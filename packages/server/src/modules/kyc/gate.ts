import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { readSetting } from '../site/index.js';
import { kycRequests } from './tables.js';

/** True when the member's identity verification is approved. */
export async function identityApproved(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: kycRequests.id }).from(kycRequests)
    .where(and(eq(kycRequests.memberId, memberId), eq(kycRequests.status, 'approved'))).limit(1);
  return !!row;
}

/** The setting (`withdraw_requires_kyc`, audited in Settings): whether withdrawing needs an approved identity. */
export async function withdrawRequiresKyc(db: Db): Promise<boolean> {
  return (await readSetting(db, 'withdraw_requires_kyc')) === '1';
}

/** Refuses ("Please verify your identity first") when the setting asks for an approved identity and it is missing. */
export async function assertMayWithdraw(db: Db, memberId: number): Promise<void> {
  if ((await withdrawRequiresKyc(db)) && !(await identityApproved(db, memberId))) throw new AppError('kyc_required');
}
