import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { DEFAULT_PLAN, reverseOrderBonuses, settleDate, simulatePlan, trackOrder } from '../src/modules/bonus/index.js';
import { runCli } from '../src/cli/main.js';
import { bonusCaps, bonusRecords, bonusRuns } from '../src/modules/bonus/tables.js';
import { memberAccounts, verifyLedger } from '../src/modules/ledger/index.js';
import { statsOf } from '../src/modules/network/index.js';
import { networkStats, networkVolumeDays } from '../src/modules/network/tables.js';
import { completedOrder, join, rootOf } from './bonus-helpers.js';
import { openTestDatabase } from './harness.js';

const DAY = '2026-03-10';
const BEFORE = '2026-03-09';

describe('bonus settlement on the database', () => {
  let database: Database;
  let A: number, B: number, C: number, D: number;
  let order: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    A = await rootOf(database);
    B = await join(db, A, A, 'L');
    C = await join(db, A, A, 'R');
    D = await join(db, B, B, 'L');
    // The worked example's starting point: A, B, C each 1,000 BV in the window; A V2 with 2,950 dynamic income received.
    await db.insert(networkStats).values([
      { memberId: A, personalBv: '1000', leftBv: '1000', rightBv: '1000', level: 2 },
      { memberId: B, personalBv: '1000', level: 1 },
      { memberId: C, personalBv: '1000', level: 1 },
    ]);
    await db.insert(networkVolumeDays).values([A, B, C].map((m) => ({ memberId: m, day: BEFORE, bv: '1000' })));
    await db.insert(bonusCaps).values({ memberId: A, dynamicReceived: '2950' });
    // A run the day before with 4,000 of sales, so the average day over 30 is (4,000 + 2,000) / 30 = 200.
    await db.insert(bonusRuns).values({
      day: BEFORE, orders: 0, sales: '4000', averageSales: '0', owed: '0', paid: '0', guardLimit: '0', scaled: false, totals: {},
      carryConsumption: '0', carryLeader: ['0', '0', '0'], plan: {},
    });
    order = await completedOrder(db, D, '2000', new Date('2026-03-03T09:00:00Z'));
  }, 60_000);
  afterAll(async () => { await database?.close(); });

  const balances = async (m: number) => Object.fromEntries((await memberAccounts(database.db, [m])).map((a) => [a.asset, Number(a.balance).toFixed(2)]));

  it('pays the worked example to the cent through the ledger, once', async () => {
    const db = database.db;
    expect(await trackOrder(db, order)).toBe(true);
    expect(await trackOrder(db, order)).toBe(false);
    const run = await settleDate(db, DAY);
    expect(run.replayed).toBe(false);
    expect(run.orders).toBe(1);
    expect(run.totals).toMatchObject({ referral: '200.00', sales: '40.00', leadership: '30.00', equal_level: '0.00', consumption: '40.00', leader: '0.00' });
    expect(run.carryLeader.map((v) => Number(v).toFixed(2))).toEqual(['20.00', '20.00', '20.00']);

    const rec = await db.select().from(bonusRecords).where(and(eq(bonusRecords.orderId, order), eq(bonusRecords.recipientId, A), eq(bonusRecords.kind, 'leadership')));
    expect(rec.map((r) => [Number(r.due), Number(r.paid), Number(r.forfeited), Number(r.ratio), r.level])).toEqual([[60, 30, 30, 0.03, 2]]);
    const toB = await db.select({ b: sql<string>`sum(balance)::text`, c: sql<string>`sum(coupons)::text`, p: sql<string>`sum(points)::text` })
      .from(bonusRecords).where(and(eq(bonusRecords.orderId, order), eq(bonusRecords.recipientId, B)));
    expect(toB.map((r) => [Number(r.b), Number(r.c), Number(r.p)])).toEqual([[176, 22, 22]]);
    // B's wallet: 176 / 22 / 22 of the order, plus static 1.00 (0.70 / 0.30) and the pool's 8.00 (5.60 / 2.40).
    expect(await balances(B)).toEqual({ balance: '182.30', shop_coins: '24.70', integral: '22.00' });
    expect((await statsOf(db, A)).leftBv).toBe('3000.00000000');
    expect((await db.select().from(bonusCaps).where(eq(bonusCaps.memberId, A)))[0]!.dynamicReceived).toBe('3000.00000000');
    expect((await verifyLedger(database)).ok).toBe(true);

    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(bonusRecords))[0]!.n;
    const before = await count();
    const again = await settleDate(db, DAY);
    expect(again.replayed).toBe(true);
    expect(await count()).toBe(before);
    expect(await balances(B)).toEqual({ balance: '182.30', shop_coins: '24.70', integral: '22.00' });
  });

  it('simulates the day without posting: the same plan gives what was paid, another plan what it would pay', async () => {
    const db = database.db;
    const records = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(bonusRecords))[0]!.n;
    const before = await records();
    const same = await simulatePlan(db, DEFAULT_PLAN, DAY, DAY);
    expect(same.simulated.perKind).toEqual(same.actual.perKind);
    expect(same.simulated.total).toBe('315.00');
    expect(same.actual.ratioToSales).toBe('0.1575');
    const richer = await simulatePlan(db, { ...DEFAULT_PLAN, referral: { rate: '0.20', minLevel: 1 } }, DAY, DAY);
    expect(richer.simulated.perKind.referral).toBe('400.00');
    expect(richer.actual.perKind.referral).toBe('200.00');
    expect(await records()).toBe(before);
    expect(await balances(B)).toEqual({ balance: '182.30', shop_coins: '24.70', integral: '22.00' });
  });

  it('refuses a simulation with a bad period before opening the database', async () => {
    const lines: string[] = [];
    expect(await runCli(['bonus:simulate', '--from', '2026-03-10', '--to', '2026-03-01'], (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toContain('the period ends before it starts');
    expect(await runCli(['bonus:simulate', '--from', 'yesterday', '--to', '2026-03-01'], (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toContain('--from: a date written YYYY-MM-DD');
  });

  it('reverses a refunded order: negative records, credits taken back, caps and volumes restored', async () => {
    const db = database.db;
    expect(await db.transaction((tx) => reverseOrderBonuses(tx, order, new Date('2026-03-12T10:00:00Z')))).toBe('reversed');
    expect(await db.transaction((tx) => reverseOrderBonuses(tx, order))).toBe('already');
    const reversals = await db.select().from(bonusRecords).where(isNotNull(bonusRecords.reversalOf));
    expect(reversals.length).toBe(4); // referral B, 见点 B and A, leadership A
    expect(reversals.find((r) => r.kind === 'leadership')).toMatchObject({ paid: '-30.00000000', due: '-60.00000000', level: 2 });
    expect(await balances(B)).toEqual({ balance: '6.30', shop_coins: '2.70', integral: '0.00' });
    expect((await db.select().from(bonusCaps).where(eq(bonusCaps.memberId, A)))[0]!.dynamicReceived).toBe('2950.00000000');
    expect((await verifyLedger(database)).ok).toBe(true);
    // The runs up to the reversal's date take the BV back out of the volumes.
    await settleDate(db, '2026-03-11');
    await settleDate(db, '2026-03-12');
    expect((await statsOf(db, A)).leftBv).toBe('1000.00000000');
    expect((await statsOf(db, D)).personalBv).toBe('0.00000000');
    expect((await verifyLedger(database)).ok).toBe(true);
  });
});
