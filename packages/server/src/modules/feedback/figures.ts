import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedback } from './tables.js';

/** How many feedback waiting for a reply (the queue's state index). */
export async function pendingFeedbackCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedback).where(eq(feedback.status, 'pending'));
  return row?.n ?? 0;
}
