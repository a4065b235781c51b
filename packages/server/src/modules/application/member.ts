import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { recordCreated } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { ownPhotoIds } from '../kyc/index.js';
import { APPLICATION_LIFECYCLE } from './lifecycle.js';
import { applications } from './tables.js';

/** The last four digits of an account number, the rest hidden. */
export const maskAccount = (account: string) => {
  const digits = account.replace(/\D/g, '');
  return digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
};

/** The member's last application and its state. */
export async function applicationInfo(db: Db, memberId: number) {
  const [a] = await db.select().from(applications).where(eq(applications.memberId, memberId)).orderBy(desc(applications.id)).limit(1);
  if (!a) return { status: 'none' as const, id: null, product_name: '', pay_method: null, bank_name: '', bank_account: '', reason: '', submitted_at: null, reviewed_at: null };
  return {
    status: a.status, id: a.id, product_name: a.productName, pay_method: a.payMethod, bank_name: a.bankName, bank_account: maskAccount(a.bankAccount),
    reason: a.reason, submitted_at: toSeconds(a.createdAt), reviewed_at: toSeconds(a.reviewedAt),
  };
}

export interface ApplicationInput {
  product_name: string; pay_method: 'bank_transfer' | 'cash' | 'usdt'; id_card: string; shipping_address: string;
  bank_name: string; bank_branch: string; bank_account: string; account_name: string;
  id_front: string; id_back: string; bank_card: string; personal_photo: string;
}

/**
 * Submits the member's application (all three steps). Its photos must be the member's own private uploads. Refused
 * while one is under review: the unique index on pending applications decides, so a burst writes one.
 */
export async function createApplication(db: Db, member: { id: number; memberId: string }, b: ApplicationInput) {
  const photos = await ownPhotoIds(db, member.id, { id_front: b.id_front, id_back: b.id_back, bank_card: b.bank_card, personal_photo: b.personal_photo });
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(applications).values({
        memberId: member.id, productName: b.product_name, payMethod: b.pay_method, idCard: b.id_card.toUpperCase(), address: b.shipping_address,
        bankName: b.bank_name, bankBranch: b.bank_branch, bankAccount: b.bank_account.replace(/[\s-]/g, ''), accountName: b.account_name,
        idFrontId: photos.id_front!, idBackId: photos.id_back!, bankCardId: photos.bank_card!, personalPhotoId: photos.personal_photo!,
      }).returning({ id: applications.id });
      await recordCreated(tx, APPLICATION_LIFECYCLE, row!.id, 'pending', `member:${member.memberId}`);
    });
  } catch (err) {
    if (uniqueViolation(err) === 'applications_pending_uq') throw new AppError('application_under_review');
    throw err;
  }
  return applicationInfo(db, member.id);
}
