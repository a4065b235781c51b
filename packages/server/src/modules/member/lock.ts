import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Serialises one member's writes to their own rows elsewhere (addresses, cart lines) for the rest of the transaction:
 * every such write locks the member's row first, so limits and "only one" rules checked by reading hold when calls
 * race. NO KEY UPDATE leaves foreign-key checks (KEY SHARE) of other tables free.
 */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select id from members where id = ${memberId} for no key update`);
}
