import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { ledgerAccounts } from './tables.js';

/** Which amount of an account a list is ordered by: its balance, or the part of it held. */
export type AmountColumn = 'balance' | 'held';

export interface MemberAmountPage {
  /** Members' row ids in the page's order. */
  memberIds: number[];
  /** How many members have an account in this asset (the list's length). */
  total: number;
}

/**
 * Members' accounts in one asset ordered by an amount (ties by member), a page at a time. Only members who have an
 * account in the asset are listed: accounts are opened on a member's first movement in it. Each order walks one of
 * the `ledger_accounts_member_*_idx` indexes, so a page costs its offset in index entries, not a sort of every member.
 */
export async function memberIdsByAmount(
  db: Db, q: { asset: Asset; column: AmountColumn; descending: boolean; page: number; limit: number },
): Promise<MemberAmountPage> {
  const where = and(eq(ledgerAccounts.asset, q.asset), isNotNull(ledgerAccounts.memberId));
  const dir = q.descending ? desc : asc;
  const amount = q.column === 'held' ? ledgerAccounts.held : ledgerAccounts.balance;
  const [total] = await db.select({ n: count() }).from(ledgerAccounts).where(where);
  const rows = await db.select({ memberId: ledgerAccounts.memberId }).from(ledgerAccounts).where(where)
    .orderBy(dir(amount), dir(ledgerAccounts.memberId))
    .limit(q.limit).offset((q.page - 1) * q.limit);
  return { memberIds: rows.map((r) => r.memberId!), total: total?.n ?? 0 };
}
