import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bonusRecords } from './tables.js';

/** Everything paid to each given member, every kind, reversals netted out (decimal strings; absent members paid nothing). */
export async function paidTotalsOf(db: Db, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.select({ id: bonusRecords.recipientId, paid: sql<string>`sum(${bonusRecords.paid})::text` })
    .from(bonusRecords).where(inArray(bonusRecords.recipientId, memberIds)).groupBy(bonusRecords.recipientId);
  return new Map(rows.map((r) => [r.id, r.paid]));
}
