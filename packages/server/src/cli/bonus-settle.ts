import type { Db } from '../db/client.js';
import { utcDay } from '../lib/time.js';
import { settleDate, settleDueDates, type RunSummary } from '../modules/bonus/index.js';

/** Checks the options of `bonus:settle`: an error message, or the date to settle (undefined: every date due). */
export function settleInput(values: { date?: string; early?: boolean }, now = new Date()): { date?: string } | string {
  if (values.date === undefined) return values.early ? '--early needs --date' : {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(`${values.date}T00:00:00Z`))) return '--date: a date written YYYY-MM-DD';
  // A date that has not ended yet would pay orders before their eligibility date has passed in real time, and the
  // hourly settlement goes on from the day after the last run: only on purpose (rehearsals, tests).
  if (values.date >= utcDay(now) && !values.early) return `--date: ${values.date} has not ended yet (UTC); add --early to settle it now anyway`;
  return { date: values.date };
}

const state = (r: RunSummary) =>
  (!r.replayed ? 'settled'
    : r.batchesApplied > 0 ? `already settled; ${r.batchesApplied} batches of payouts an interrupted run left have now landed`
    : 'already settled, nothing paid again') + (r.batchesLeft > 0 ? ` (${r.batchesLeft} batches still to land)` : '');

const line = (r: RunSummary) =>
  `${r.day}: ${state(r)}; ${r.orders} orders, sales ${r.sales}, paid ${r.paid}${r.scaled ? ' (scaled down by the solvency guard)' : ''}.`;

/** Settles one date, or every date due (as the hourly job does), and describes each run. */
export async function runSettlement(db: Db, date: string | undefined): Promise<string> {
  const runs = date ? [await settleDate(db, date)] : await settleDueDates(db);
  return runs.length === 0 ? 'Nothing to settle: every date through yesterday is settled.' : runs.map(line).join('\n');
}
