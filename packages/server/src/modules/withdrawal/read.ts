import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney, type WithdrawalStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { utcDay } from '../../lib/time.js';
import { walletOf } from '../ledger/index.js';
import { readSettingsCached } from '../site/index.js';
import { smallestWithdrawal } from './fees.js';
import { withdrawalDailyTotals, withdrawals } from './tables.js';
import { withdrawalView } from './view.js';

/** What a member sees before withdrawing: available balance, fee, minimum, daily limit and what was asked today. */
export async function withdrawalAmount(db: Db, memberId: number) {
  const s = await readSettingsCached(db);
  const [today] = await db.select({ amount: withdrawalDailyTotals.amount }).from(withdrawalDailyTotals)
    .where(and(eq(withdrawalDailyTotals.memberId, memberId), eq(withdrawalDailyTotals.day, utcDay())));
  const wallet = await walletOf(db, memberId);
  return {
    available: wallet.balance_available, fee: formatMoney(s.withdrawal_fee), min: formatMoney(smallestWithdrawal(s)),
    daily_limit: formatMoney(s.withdrawal_daily_limit), withdrawn_today: formatMoney(today?.amount ?? '0'), network: 'BSC (BEP20)', token: 'USDT',
  };
}

/** A member's withdrawals, newest first, optionally of one state. */
export async function memberWithdrawals(db: Db, memberId: number, q: { status?: WithdrawalStatus; page: number; limit: number }) {
  const where = and(eq(withdrawals.memberId, memberId), q.status ? eq(withdrawals.status, q.status) : undefined);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  return { list: rows.map(withdrawalView), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** One of the member's own withdrawals; another member's reads as not found. */
export async function memberWithdrawal(db: Db, memberId: number, id: number) {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)));
  if (!row) throw new AppError('withdrawal_not_found');
  return withdrawalView(row);
}

/** What the open withdrawals (pending review or approved) add up to: the float the hot wallet must hold. */
export async function openWithdrawalsTotal(db: Db): Promise<string> {
  const [row] = await db.select({ sum: sql<string | null>`sum(${withdrawals.arrival})` }).from(withdrawals)
    .where(sql`${withdrawals.status} in ('pending_review', 'approved')`);
  return formatMoney(row?.sum ?? '0');
}

/** Approved withdrawals waiting for the signer, oldest first: what to pay (arrival) and where. */
export async function approvedWithdrawals(db: Db, limit: number): Promise<Array<{ id: number; address: string; arrival: string }>> {
  return db.select({ id: withdrawals.id, address: withdrawals.address, arrival: withdrawals.arrival }).from(withdrawals)
    .where(eq(withdrawals.status, 'approved')).orderBy(withdrawals.id).limit(limit);
}

/** Approved withdrawals not paid yet (waiting for the signer, or in flight): how many and what they pay out. */
export async function approvedUnpaid(db: Db): Promise<{ count: number; total: string }> {
  const [row] = await db.select({ n: count(), sum: sql<string | null>`sum(${withdrawals.arrival})` }).from(withdrawals).where(eq(withdrawals.status, 'approved'));
  return { count: row?.n ?? 0, total: formatMoney(row?.sum ?? '0') };
}

/** What these withdrawals pay out (arrival), by id. */
export async function withdrawalArrivals(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: withdrawals.id, arrival: withdrawals.arrival }).from(withdrawals).where(inArray(withdrawals.id, ids));
  return new Map(rows.map((r) => [r.id, formatMoney(r.arrival)]));
}
