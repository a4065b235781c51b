import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Runs a job inside one transaction holding a PostgreSQL advisory lock, so with several server instances exactly one
 * runs it at a time (the others skip this round). Returns false when another instance held the lock.
 */
export async function runExclusive(db: Db, lockId: number, job: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId}) as got`) as unknown as { rows: Array<{ got: boolean }> };
    if (!res.rows[0]?.got) return false;
    await job(tx);
    return true;
  });
}
