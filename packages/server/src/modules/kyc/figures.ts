import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { kycRequests } from './tables.js';

/** How many identity verifications under review (the queue's state index). */
export async function pendingKycCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kycRequests).where(eq(kycRequests.status, 'pending'));
  return row?.n ?? 0;
}
