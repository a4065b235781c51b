import { and, count, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatMoney, Money } from '@onego/contract';
import type { Db } from '../db/client.js';
import { utcDay } from './time.js';

/** One UTC day of a count and a sum (the sum a decimal string). */
export interface DayTotal { day: string; count: number; amount: string }

/** A figure over a run of days: the last day's part, the whole run's total and every day, oldest first, zeros filled in. */
export interface DayFigure { today: DayTotal; count: number; amount: string; days: DayTotal[] }

/**
 * Rows of `table` whose `at` falls on or after the first of `days`, counted and summed per UTC day: one grouped read of an
 * indexed range (the caller's index on `at`), never the whole table. `at` is a timestamptz, or a date (`dateColumn`).
 * The owner of `table` calls this from its own module, so its SQL names only its own table.
 */
export async function totalsByDay(
  db: Db,
  q: { table: PgTable; at: PgColumn; amount?: PgColumn; where?: SQL; dateColumn?: boolean },
  days: readonly string[],
): Promise<DayTotal[]> {
  const first = days[0]!;
  const day = q.dateColumn ? sql<string>`to_char(${q.at}, 'YYYY-MM-DD')` : sql<string>`to_char(${q.at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const since = q.dateColumn ? gte(q.at, first) : gte(q.at, new Date(`${first}T00:00:00Z`));
  const sum = q.amount ? sql<string>`coalesce(sum(${q.amount}), 0)::text` : sql<string>`'0'`;
  return db.select({ day, count: count(), amount: sum }).from(q.table).where(and(since, q.where)).groupBy(day);
}

/** The `n` UTC days ending today, oldest first (YYYY-MM-DD). */
export function lastDays(n: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => utcDay(new Date(today - (n - 1 - i) * 86_400_000)));
}

/** The grouped rows laid out on every one of `days` (a day without rows counts zero), with the last day and the totals. */
export function figureOf(rows: readonly DayTotal[], days: readonly string[]): DayFigure {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const laid = days.map((day) => {
    const r = byDay.get(day);
    return { day, count: r ? Number(r.count) : 0, amount: formatMoney(r?.amount ?? '0') };
  });
  const total = laid.reduce((s, d) => s.plus(d.amount), new Money(0));
  return { today: laid[laid.length - 1]!, count: laid.reduce((s, d) => s + d.count, 0), amount: formatMoney(total), days: laid };
}
