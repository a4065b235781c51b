import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { Money } from '@onego/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { toSeconds } from '../../../lib/time.js';
import { journalEntries, ledgerAccounts, postings } from '../../ledger/tables.js';
import { findByMemberId, memberCodes } from '../../member/index.js';

export interface JournalFilter {
  member_id?: string;
  kind?: string;
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** An amount as kept, with at least 2 decimals and no trailing zeros beyond them ("12.50", "0.00012345"). */
export function exactAmount(v: string): string {
  const d = new Money(v);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Journal entries, newest first, each with its postings; by member (any posting on their accounts), kind and UTC days. */
export async function listJournal(db: Db, f: JournalFilter) {
  const conds: SQL[] = [];
  if (f.member_id) {
    const m = await findByMemberId(db, f.member_id);
    if (!m) throw new AppError('member_not_found');
    conds.push(sql`exists (select 1 from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id where p.entry_id = ${journalEntries.id} and a.member_id = ${m.id})`);
  }
  if (f.kind) conds.push(eq(journalEntries.kind, f.kind));
  if (f.from) conds.push(gte(journalEntries.createdAt, dayStart(f.from)));
  if (f.to) conds.push(lt(journalEntries.createdAt, nextDay(f.to)));
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(journalEntries).where(where);
  const entries = await db.select().from(journalEntries).where(where)
    .orderBy(desc(journalEntries.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  const ids = entries.map((e) => e.id);
  const lines = ids.length
    ? await db.select({
      id: postings.id, entryId: postings.entryId, asset: postings.asset, amount: postings.amount, after: postings.balanceAfter,
      counterparty: postings.counterparty, systemCode: ledgerAccounts.systemCode, memberId: memberCodes.memberId,
    }).from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .leftJoin(memberCodes, eq(memberCodes.id, ledgerAccounts.memberId))
      .where(inArray(postings.entryId, ids))
      .orderBy(asc(postings.id))
    : [];
  return {
    list: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      memo: e.memo,
      actor: e.actor,
      ref_type: e.refType,
      ref_id: e.refId,
      time: toSeconds(e.createdAt),
      postings: lines.filter((l) => l.entryId === e.id).map((l) => ({
        id: l.id,
        owner: l.memberId ?? l.systemCode ?? '',
        owner_type: l.memberId ? 'member' as const : 'system' as const,
        asset: l.asset,
        amount: exactAmount(l.amount),
        balance_after: exactAmount(l.after),
        counterparty: l.counterparty,
      })),
    })),
    total: total?.n ?? 0,
    page: f.page,
    limit: f.limit,
  };
}
