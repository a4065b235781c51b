import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { BONUS_KINDS, type BonusKind, type BonusLimitData, type BonusLog, type BonusTotals, type Page } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { memberCodes } from '../member/index.js';
import { statsOf } from '../network/index.js';
import { dateOf } from './eligibility.js';
import { cents, max, times, units } from './fixed.js';
import { compilePlan, DEFAULT_PLAN, type Plan } from './plan.js';
import { bonusCaps, bonusRecords } from './tables.js';

const two = (v: string) => cents(units(v));

/** A member's records of some kinds, newest first, optionally between two dates; with the buyer's public member ID. */
export async function bonusLogs(db: Db, memberId: number, kinds: readonly BonusKind[], q: { from?: string; to?: string; page: number; limit: number }): Promise<Page<BonusLog>> {
  const conds: SQL[] = [eq(bonusRecords.recipientId, memberId), inArray(bonusRecords.kind, [...kinds])];
  if (q.from) conds.push(gte(bonusRecords.day, q.from));
  if (q.to) conds.push(lte(bonusRecords.day, q.to));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(bonusRecords).where(where);
  const rows = await db.select({ r: bonusRecords, buyer: memberCodes.memberId }).from(bonusRecords)
    .leftJoin(memberCodes, eq(memberCodes.id, bonusRecords.sourceMemberId)).where(where)
    .orderBy(desc(bonusRecords.day), desc(bonusRecords.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  return {
    total: total?.n ?? 0, page: q.page, limit: q.limit,
    list: rows.map(({ r, buyer }) => ({
      id: r.id, kind: r.kind, date: r.day, amount: two(r.paid), due: two(r.due), forfeited: two(r.forfeited), balance: two(r.balance),
      shop_coins: two(r.coupons), integral: two(r.points), ratio: r.ratio.includes('.') ? r.ratio.replace(/\.?0+$/, '') : r.ratio, level: r.level,
      order_amount: two(r.orderBv), subordinate_id: buyer ?? '', reversal: r.reversalOf !== null, time: Math.floor(r.createdAt.getTime() / 1000),
    })),
  };
}

function totalsOf(rows: Array<{ kind: string; paid: string }>): BonusTotals {
  const out = Object.fromEntries(BONUS_KINDS.map((k) => [k, 0n])) as Record<BonusKind, bigint>;
  let total = 0n;
  for (const r of rows) { out[r.kind as BonusKind] += units(r.paid); total += units(r.paid); }
  return { total: cents(total), ...Object.fromEntries(BONUS_KINDS.map((k) => [k, cents(out[k])])) } as BonusTotals;
}

/** Paid per kind (reversals included, so a refunded order nets out), over all time or between two dates. */
export async function bonusTotals(db: Db, memberId: number, from?: string, to?: string): Promise<BonusTotals> {
  const conds: SQL[] = [eq(bonusRecords.recipientId, memberId)];
  if (from) conds.push(gte(bonusRecords.day, from));
  if (to) conds.push(lte(bonusRecords.day, to));
  const rows = await db.select({ kind: bonusRecords.kind, paid: sql<string>`sum(${bonusRecords.paid})::text` }).from(bonusRecords).where(and(...conds)).groupBy(bonusRecords.kind);
  return totalsOf(rows);
}

/** Paid per kind for each day of [from, to] (default the last 30 days, today included), every day listed. */
export async function bonusReport(db: Db, memberId: number, q: { from?: string; to?: string }, now = new Date()): Promise<{ list: Array<BonusTotals & { date: string }> }> {
  const to = q.to ?? dateOf(now);
  const from = q.from ?? dateOf(new Date(`${to}T00:00:00Z`), -29);
  const rows = await db.select({ day: bonusRecords.day, kind: bonusRecords.kind, paid: sql<string>`sum(${bonusRecords.paid})::text` }).from(bonusRecords)
    .where(and(eq(bonusRecords.recipientId, memberId), gte(bonusRecords.day, from), lte(bonusRecords.day, to))).groupBy(bonusRecords.day, bonusRecords.kind);
  const list: Array<BonusTotals & { date: string }> = [];
  // At most a year of days: a longer period would be a list nobody reads.
  for (let day = from; day <= to && list.length < 366; day = dateOf(new Date(`${day}T00:00:00Z`), 1)) {
    list.push({ date: day, ...totalsOf(rows.filter((r) => r.day === day)) });
  }
  return { list };
}

/** The member's three caps: amount (from P and level), received and remaining. */
export async function bonusLimits(db: Db, memberId: number, plan: Plan = DEFAULT_PLAN): Promise<BonusLimitData> {
  const p = compilePlan(plan);
  const stats = await statsOf(db, memberId);
  const [caps] = await db.select().from(bonusCaps).where(eq(bonusCaps.memberId, memberId));
  const personal = units(stats.personalBv);
  const fundCap = stats.level >= 3 ? p.dividendFund[stats.level - 3]! : 0n;
  const figures = (cap: bigint, received: string | undefined) => {
    const got = units(received ?? '0');
    return [cents(cap - (cap % 1_000_000n)), cents(got), cents(max(0n, cap - got) - (max(0n, cap - got) % 1_000_000n))] as const;
  };
  const [dc, dr, dl] = figures(times(personal, p.dynamicMultiple), caps?.dynamicReceived);
  const [cc, cr, cl] = figures(times(personal, p.consumptionMultiple), caps?.consumptionReceived);
  const [fc, fr, fl] = figures(fundCap, caps?.fundReceived);
  return {
    level: stats.level,
    dynamic_cap: dc, dynamic_received: dr, dynamic_remaining: dl,
    consumption_cap: cc, consumption_received: cr, consumption_remaining: cl,
    fund_cap: fc, fund_received: fr, fund_remaining: fl,
  };
}
