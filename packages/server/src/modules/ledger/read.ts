import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { formatMoney, Money, type Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import { memberAccounts } from './accounts.js';
import { openPendingOf } from './pending.js';
import { journalEntries, ledgerAccounts, postings } from './tables.js';

export interface WalletFigures {
  balance: string;
  shop_coins: string;
  integral: string;
  /** Part of the balance held for pending withdrawals and payments. */
  balance_held: string;
  /** Balance that can be spent now (balance − held). */
  balance_available: string;
}

/** A member's three amounts (2 decimals), zero where no account exists yet. */
export async function walletOf(db: Db, memberId: number): Promise<WalletFigures> {
  return figuresOf(await memberAccounts(db, [memberId]));
}

/** The amounts of several members in one read, by member row id (zero where no account exists yet). */
export async function walletsOf(db: Db, memberIds: number[]): Promise<Map<number, WalletFigures>> {
  const rows = await memberAccounts(db, memberIds);
  return new Map(memberIds.map((id) => [id, figuresOf(rows.filter((r) => r.memberId === id))]));
}

function figuresOf(rows: Awaited<ReturnType<typeof memberAccounts>>): WalletFigures {
  const by = (a: Asset) => rows.find((r) => r.asset === a);
  const balance = new Money(by('balance')?.balance ?? 0);
  const held = new Money(by('balance')?.held ?? 0);
  return {
    balance: formatMoney(balance),
    shop_coins: formatMoney(by('shop_coins')?.balance ?? 0),
    integral: formatMoney(by('integral')?.balance ?? 0),
    balance_held: formatMoney(held),
    balance_available: formatMoney(balance.minus(held)),
  };
}

export interface RecordRow {
  id: number;
  type: string;
  amount: string;
  balance_after: string;
  counterparty: string;
  note: string;
  time: number;
}

/** One asset's income and expenditure records of a member, newest first, optionally of one kind and within a time range. */
export async function recordsOf(
  db: Db,
  memberId: number,
  asset: Asset,
  opts: { type?: string; from?: Date; to?: Date; page: number; limit: number },
): Promise<{ list: RecordRow[]; total: number; page: number; limit: number }> {
  const [account] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.asset, asset))).limit(1);
  if (!account) return { list: [], total: 0, page: opts.page, limit: opts.limit };
  const conds: SQL[] = [eq(postings.accountId, account.id)];
  if (opts.type) conds.push(eq(journalEntries.kind, opts.type));
  if (opts.from) conds.push(gte(postings.createdAt, opts.from));
  if (opts.to) conds.push(lt(postings.createdAt, opts.to));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(postings).innerJoin(journalEntries, eq(journalEntries.id, postings.entryId)).where(where);
  const rows = await db.select({
    id: postings.id, kind: journalEntries.kind, amount: postings.amount, after: postings.balanceAfter, counterparty: postings.counterparty, memo: journalEntries.memo, at: postings.createdAt,
  }).from(postings).innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where).orderBy(desc(postings.id)).limit(opts.limit).offset((opts.page - 1) * opts.limit);
  return {
    list: rows.map((r) => ({ id: r.id, type: r.kind, amount: formatMoney(r.amount), balance_after: formatMoney(r.after), counterparty: r.counterparty, note: r.memo, time: toSeconds(r.at) })),
    total: total?.n ?? 0,
    page: opts.page,
    limit: opts.limit,
  };
}

export interface FrozenRow {
  id: number;
  amount: string;
  /** What the money is reserved for, as a record kind (withdrawal, order_payment…). */
  reason: string;
  /** When the reservation lapses by itself (unix seconds), or null for one that waits to be released. */
  expires_at: number | null;
  time: number;
}

/** A member's money reserved by open pending transfers on one asset: what the records show as "frozen". */
export async function frozenOf(db: Db, memberId: number, asset: Asset): Promise<FrozenRow[]> {
  return (await openPendingOf(db, memberId, asset)).map((p) => ({
    id: p.id, amount: formatMoney(p.amount), reason: p.reason, expires_at: p.expiresAt ? toSeconds(p.expiresAt) : null, time: toSeconds(p.createdAt),
  }));
}
