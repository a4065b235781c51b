import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { ledgerAccounts } from './tables.js';

/** System accounts: the other side of value entering or leaving members' wallets. */
export const SYSTEM_ACCOUNTS = ['deposits', 'withdrawals', 'fees', 'sales', 'bonus_expense', 'adjustments', 'rewards'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** Who owns an account: a member (by internal id) or a system purpose. */
export type Owner = { member: number } | { system: SystemAccount };

export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** Finds or creates the account of an owner for an asset. */
export async function accountOf(db: Db, owner: Owner, asset: Asset): Promise<AccountRow> {
  const where = 'member' in owner
    ? and(eq(ledgerAccounts.memberId, owner.member), eq(ledgerAccounts.asset, asset))
    : and(eq(ledgerAccounts.systemCode, owner.system), eq(ledgerAccounts.asset, asset), isNull(ledgerAccounts.memberId));
  const [found] = await db.select().from(ledgerAccounts).where(where).limit(1);
  if (found) return found;
  await db.insert(ledgerAccounts)
    .values('member' in owner ? { memberId: owner.member, asset } : { systemCode: owner.system, asset, allowNegative: true })
    .onConflictDoNothing();
  const [created] = await db.select().from(ledgerAccounts).where(where).limit(1);
  return created!;
}

/**
 * Locks the accounts of several owners for one asset, creating them if needed, in account-id order: the same order
 * post() updates rows in, so a caller that must read under lock before posting cannot deadlock with another.
 */
export async function lockAccounts(db: Db, owners: Owner[], asset: Asset): Promise<AccountRow[]> {
  const accounts = await Promise.all(owners.map((o) => accountOf(db, o, asset)));
  const ids = [...new Set(accounts.map((a) => a.id))].sort((x, y) => x - y);
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
}

/** Every account of a set of members, for reading balances. */
export async function memberAccounts(db: Db, memberIds: number[]): Promise<AccountRow[]> {
  if (memberIds.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.memberId, memberIds));
}
