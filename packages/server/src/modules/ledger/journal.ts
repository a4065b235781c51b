import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Owner, SystemAccount } from './accounts.js';
import { journalEntries, ledgerAccounts, postings } from './tables.js';

export interface JournalFilter {
  /** Entries with a posting on this member's accounts (internal id). */
  memberId?: number;
  kind?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  page: number;
  limit: number;
}

export interface JournalPosting {
  id: number;
  asset: Asset;
  amount: string;
  balanceAfter: string;
  counterparty: string;
  /** The owner of the account: a member (internal id) or a system code. */
  memberId: number | null;
  systemCode: string | null;
}

/** Journal entries, newest first, each with its postings, filtered by member, kind and time. */
export async function journalPage(db: Db, f: JournalFilter) {
  const conds: SQL[] = [];
  if (f.memberId !== undefined) {
    conds.push(sql`exists (select 1 from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id where p.entry_id = ${journalEntries.id} and a.member_id = ${f.memberId})`);
  }
  if (f.kind) conds.push(eq(journalEntries.kind, f.kind));
  if (f.from) conds.push(gte(journalEntries.createdAt, f.from));
  if (f.to) conds.push(lt(journalEntries.createdAt, f.to));
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(journalEntries).where(where);
  const entries = await db.select().from(journalEntries).where(where)
    .orderBy(desc(journalEntries.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  const ids = entries.map((e) => e.id);
  const lines = ids.length
    ? await db.select({
      id: postings.id, entryId: postings.entryId, asset: postings.asset, amount: postings.amount, balanceAfter: postings.balanceAfter,
      counterparty: postings.counterparty, systemCode: ledgerAccounts.systemCode, memberId: ledgerAccounts.memberId,
    }).from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(inArray(postings.entryId, ids))
      .orderBy(asc(postings.id))
    : [];
  return {
    entries: entries.map((e) => ({
      ...e,
      postings: lines.filter((l) => l.entryId === e.id).map(({ entryId: _, ...l }): JournalPosting => l),
    })),
    total: total?.n ?? 0,
  };
}

/** Who owns each of these accounts (member internal id or system code) and in which asset. */
export async function accountOwners(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db.select({ id: ledgerAccounts.id, asset: ledgerAccounts.asset, systemCode: ledgerAccounts.systemCode, memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts).where(inArray(ledgerAccounts.id, accountIds));
}

/** One posting of an entry, with its account's owner as `post` takes it (so an entry can be reversed line by line). */
export interface EntryPosting { owner: Owner; asset: Asset; amount: string }

/** The postings of one journal entry, in account order (e.g. an order's payment, which its refunds reverse). */
export async function entryPostings(db: Db, entryId: number): Promise<EntryPosting[]> {
  const rows = await db.select({ asset: postings.asset, amount: postings.amount, memberId: ledgerAccounts.memberId, systemCode: ledgerAccounts.systemCode, shard: ledgerAccounts.shard })
    .from(postings).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId)).where(eq(postings.entryId, entryId)).orderBy(asc(postings.accountId));
  return rows.map((r) => ({
    owner: r.memberId !== null ? { member: r.memberId } : { system: r.systemCode as SystemAccount, shard: r.shard },
    asset: r.asset as Asset, amount: String(r.amount),
  }));
}
