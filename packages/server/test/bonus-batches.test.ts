import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { reverseOrderBonuses, settleDate, settleDueDates, trackOrder } from '../src/modules/bonus/index.js';
import { bonusBatches, bonusRecords, bonusRuns } from '../src/modules/bonus/tables.js';
import { memberAccounts, verifyLedger } from '../src/modules/ledger/index.js';
import { completedOrder, join, rootOf } from './bonus-helpers.js';
import { openTestDatabase } from './harness.js';

// A run stages its payouts, then applies them batch by batch (ADR 0016): interrupted, concurrent or raced by a refund,
// every payout lands exactly once and the wallets hold exactly what the records say.
describe('bonus settlement in batches', () => {
  let database: Database;
  let ids: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    ids = [await rootOf(database)];
    // A small tree of 13 (each joins under an earlier one, alternating sides), so a day pays a dozen recipients.
    for (let k = 1; k < 13; k++) { const s = ids[(k - 1) >> 1]!; ids.push(await join(db, s, s, k % 2 ? 'L' : 'R')); }
  }, 60_000);
  afterAll(async () => { await database?.close(); });

  /** Orders of every member but the root, eligible on `day` (receipt confirmed seven days before). */
  async function ordersFor(day: string): Promise<number[]> {
    const confirmed = new Date(new Date(`${day}T00:00:00Z`).getTime() - 7 * 86_400_000 + 3_600_000);
    const out: number[] = [];
    for (const m of ids.slice(1)) {
      const o = await completedOrder(database.db, m, '300', confirmed);
      expect(await trackOrder(database.db, o)).toBe(true);
      out.push(o);
    }
    return out;
  }

  const left = async (day: string) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(bonusBatches).where(eq(bonusBatches.day, day)))[0]!.n;
  const recordsOf = async (day: string) => (await database.db.select({ n: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(paid), 0)::text` })
    .from(bonusRecords).where(eq(bonusRecords.day, day)))[0]!;

  /** Every member's wallet holds exactly the sum of their bonus records (the only money in this database), and the books verify. */
  async function walletsMatchRecords(): Promise<void> {
    const res = await database.db.execute(sql`select recipient_id as m, sum(balance)::text as b, sum(coupons)::text as c, sum(points)::text as p
      from bonus_records group by recipient_id`);
    const sums = new Map((res as unknown as { rows: Array<{ m: number | string; b: string; c: string; p: string }> }).rows
      .map((r) => [Number(r.m), { balance: Number(r.b).toFixed(2), shop_coins: Number(r.c).toFixed(2), integral: Number(r.p).toFixed(2) }]));
    const accounts = await memberAccounts(database.db, ids);
    for (const m of ids) {
      const held = Object.fromEntries(['balance', 'shop_coins', 'integral'].map((a) => [a, Number(accounts.find((x) => x.memberId === m && x.asset === a)?.balance ?? 0).toFixed(2)]));
      expect({ m, ...held }).toEqual({ m, ...(sums.get(m) ?? { balance: '0.00', shop_coins: '0.00', integral: '0.00' }) });
    }
    expect((await verifyLedger(database)).ok).toBe(true);
  }

  it('a run interrupted between batches resumes where it stopped and pays each payout once', async () => {
    const day = '2027-05-01';
    await ordersFor(day);
    const first = await settleDate(database.db, day, undefined, { membersPerBatch: 2, maxBatches: 1, workers: 1 });
    expect(first.replayed).toBe(false);
    expect(Number(first.paid)).toBeGreaterThan(0);
    expect(first.batchesLeft).toBeGreaterThan(1);
    const partial = await recordsOf(day);
    expect(Number(partial.paid)).toBeLessThan(Number(first.paid));
    await walletsMatchRecords();

    const resumed = await settleDate(database.db, day, undefined, { membersPerBatch: 2 });
    expect(resumed.replayed).toBe(true);
    expect(resumed.batchesApplied).toBe(first.batchesLeft);
    expect(resumed.batchesLeft).toBe(0);
    expect(await left(day)).toBe(0);
    const all = await recordsOf(day);
    expect(Number(all.paid).toFixed(2)).toBe(Number(first.paid).toFixed(2));
    await walletsMatchRecords();

    // Once more: nothing changes.
    expect(await settleDate(database.db, day)).toMatchObject({ replayed: true, batchesApplied: 0, batchesLeft: 0 });
    expect(await recordsOf(day)).toEqual(all);
    await walletsMatchRecords();
  });

  it('two settlements of the same date at once pay it once', async () => {
    const day = '2027-05-02';
    await ordersFor(day);
    const runs = await Promise.all([0, 1].map(() => settleDate(database.db, day, undefined, { membersPerBatch: 2 })));
    expect(runs.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(runs.map((r) => r.batchesLeft)).toEqual([0, 0]);
    const all = await recordsOf(day);
    expect(Number(all.paid)).toBeGreaterThan(0);
    expect(Number(all.paid).toFixed(2)).toBe(Number(runs[0]!.paid).toFixed(2));
    await walletsMatchRecords();
  });

  it('an earlier date left staged is finished before the next date is settled', async () => {
    const day = '2027-05-03';
    const next = '2027-05-04';
    await ordersFor(day);
    const run = await settleDate(database.db, day, undefined, { membersPerBatch: 2, maxBatches: 0 });
    expect(run.batchesLeft).toBeGreaterThan(0);
    expect(await recordsOf(day)).toEqual({ n: 0, paid: '0' });
    await ordersFor(next);
    await settleDate(database.db, next);
    expect(await left(day)).toBe(0);
    expect(Number((await recordsOf(day)).paid).toFixed(2)).toBe(Number(run.paid).toFixed(2));
    const [finished] = await database.db.select().from(bonusRuns).where(eq(bonusRuns.day, next));
    expect(finished).toBeDefined();
    await walletsMatchRecords();
  });

  it('a refund of an order whose run is still staged lands the run first, then reverses what it paid on the order', async () => {
    const day = '2027-05-05';
    const orders = await ordersFor(day);
    const run = await settleDate(database.db, day, undefined, { membersPerBatch: 2, maxBatches: 0 });
    expect(run.batchesLeft).toBeGreaterThan(0);
    const order = orders.at(-1)!;
    expect(await database.db.transaction((tx) => reverseOrderBonuses(tx, order, new Date('2027-05-06T10:00:00Z')))).toBe('reversed');
    expect(await left(day)).toBe(0);
    const net = await database.db.execute(sql`select coalesce(sum(paid), 0)::text as paid, count(*)::int as n from bonus_records where order_id = ${order}`);
    const row = (net as unknown as { rows: Array<{ paid: string; n: number }> }).rows[0]!;
    expect(row.n).toBeGreaterThan(0);
    expect(Number(row.paid)).toBe(0);
    await walletsMatchRecords();
  });

  it('the hourly job finishes a run left staged even when no new date is due', async () => {
    const day = '2027-05-07';
    await ordersFor(day);
    const run = await settleDate(database.db, day, undefined, { membersPerBatch: 2, maxBatches: 1 });
    expect(run.batchesLeft).toBeGreaterThan(0);
    const done = await settleDueDates(database.db, new Date('2027-05-08T12:00:00Z'));
    expect(done.map((r) => [r.day, r.batchesLeft])).toEqual([[day, 0]]);
    expect(await left(day)).toBe(0);
    expect(Number((await recordsOf(day)).paid).toFixed(2)).toBe(Number(run.paid).toFixed(2));
    await walletsMatchRecords();
  });
});
