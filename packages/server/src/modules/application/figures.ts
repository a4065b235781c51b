import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from './tables.js';

/** How many account applications under review (the queue's state index). */
export async function pendingApplicationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.status, 'pending'));
  return row?.n ?? 0;
}
