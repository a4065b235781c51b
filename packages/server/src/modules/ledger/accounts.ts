import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { ledgerAccounts } from './tables.js';

/** System accounts: the other side of value entering or leaving members' wallets. */
export const SYSTEM_ACCOUNTS = ['deposits', 'withdrawals', 'fees', 'sales', 'bonus_expense', 'adjustments', 'rewards'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Each system account exists as this many rows (shards). Every entry touches one of them, chosen from the member it
 * concerns, so thousands of transfers a second do not all wait on one `fees` row. Reports sum the shards.
 */
export const SYSTEM_SHARDS = 16;

/** Who owns an account: a member (by internal id) or a system purpose (shard chosen by post() when left out). */
export type Owner = { member: number } | { system: SystemAccount; shard?: number };
export interface AccountKey {
  owner: Owner;
  asset: Asset;
}

export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** A stable text key of an owner and asset. */
export function keyOf(owner: Owner, asset: Asset): string {
  return 'member' in owner ? `m:${owner.member}:${asset}` : `s:${owner.system}:${owner.shard ?? 0}:${asset}`;
}

/** The key of an existing account row. */
export function keyOfRow(row: AccountRow): string {
  return row.memberId !== null ? `m:${row.memberId}:${row.asset}` : `s:${row.systemCode}:${row.shard}:${row.asset}`;
}

function whereOf(k: AccountKey): SQL {
  return 'member' in k.owner
    ? and(eq(ledgerAccounts.memberId, k.owner.member), eq(ledgerAccounts.asset, k.asset))!
    : and(eq(ledgerAccounts.systemCode, k.owner.system), eq(ledgerAccounts.shard, k.owner.shard ?? 0), eq(ledgerAccounts.asset, k.asset))!;
}

/** Finds the accounts of several owner/asset pairs in one query, creating the missing ones. */
export async function resolveAccounts(db: Db, keys: AccountKey[]): Promise<Map<string, AccountRow>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k.owner, k.asset), k])).values()];
  const found = new Map<string, AccountRow>();
  const read = async (list: AccountKey[]) => {
    const rows = await db.select().from(ledgerAccounts).where(or(...list.map(whereOf)));
    for (const row of rows) found.set(keyOfRow(row), row);
  };
  await read(unique);
  const missing = unique.filter((k) => !found.has(keyOf(k.owner, k.asset)));
  if (missing.length > 0) {
    await db.insert(ledgerAccounts).values(missing.map((k) => ('member' in k.owner
      ? { memberId: k.owner.member, asset: k.asset }
      : { systemCode: k.owner.system, shard: k.owner.shard ?? 0, asset: k.asset, allowNegative: true }))).onConflictDoNothing();
    await read(missing);
  }
  return found;
}

/** Finds or creates the account of an owner for an asset. */
export async function accountOf(db: Db, owner: Owner, asset: Asset): Promise<AccountRow> {
  return (await resolveAccounts(db, [{ owner, asset }])).get(keyOf(owner, asset))!;
}

/**
 * Locks accounts (creating missing ones) in account-id order, the order every writer locks in, so callers that must
 * read under lock before posting cannot deadlock with one another. Pass the result to post() to skip its own lookup.
 */
export async function lockAccounts(db: Db, keys: AccountKey[]): Promise<AccountRow[]> {
  const found = await resolveAccounts(db, keys);
  const ids = [...new Set([...found.values()].map((a) => a.id))];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
}

/** Every account of a set of members, for reading balances. */
export async function memberAccounts(db: Db, memberIds: number[]): Promise<AccountRow[]> {
  if (memberIds.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.memberId, memberIds));
}
