// What other modules may know of a member's deposits that are on their way (seen on the chain, not final yet).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Money } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { chainDeposits } from './tables.js';

/** USDT seen on the chain for the member's address and not final yet (0 when none). */
export async function depositsOnTheWay(db: Db, memberId: number): Promise<string> {
  const [row] = await db.select({ sum: sql<string | null>`sum(${chainDeposits.amount})::text` }).from(chainDeposits)
    .where(and(eq(chainDeposits.memberId, memberId), eq(chainDeposits.status, 'seen')));
  return new Money(row?.sum ?? '0').toFixed(8);
}

/**
 * A condition for another module's query: the member (`memberId`, an SQL expression) has a deposit seen at or before
 * `before` (an SQL expression) that is not final yet, so money sent in time is still on its way.
 */
export function depositSeenBefore(memberId: SQL, before: SQL): SQL {
  return sql`exists (select 1 from ${chainDeposits} d where d.member_id = ${memberId} and d.status = 'seen' and d.seen_at <= ${before})`;
}
