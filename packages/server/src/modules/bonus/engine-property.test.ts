import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDay, emptyTreeState } from '../network/index.js';
import { CENT, times, units } from './fixed.js';
import { settleDay, splitOf, type CapState } from './engine.js';
import { compilePlan, DEFAULT_PLAN } from './plan.js';

const plan = compilePlan(DEFAULT_PLAN);
const rules = { activeBv: plan.activeBv, v1Personal: plan.v1Personal, v2ActiveDirects: plan.v2ActiveDirects, weakLeg: plan.weakLeg, directsBelow: plan.directsBelow };

const bv = fc.integer({ min: 0, max: 5_000_000 }).map((c) => BigInt(c) * CENT); // up to 50,000.00
const world = fc.record({
  links: fc.array(fc.record({ parent: fc.nat(), sponsor: fc.nat(), side: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 40 }),
  personal: fc.array(bv, { maxLength: 41 }),
  levels: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 41 }),
  used: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 41 }),
  orders: fc.array(fc.record({ buyer: fc.nat(), bv }), { maxLength: 30 }),
  averageSales: bv,
  carry: bv,
});

describe('bonus engine properties', () => {
  it('never pays past the guard\'s share or a cap, pays whole cents, splits exactly and keeps the pools whole', () => {
    fc.assert(fc.property(world, (w) => {
      const n = w.links.length + 1;
      const s = emptyTreeState(Array.from({ length: n }, (_, i) => i + 1));
      w.links.forEach((l, k) => { const i = k + 1; s.parent[i] = l.parent % i; s.sponsor[i] = l.sponsor % i; s.side[i] = l.side; });
      for (let i = 0; i < n; i++) { s.personal[i] = w.personal[i] ?? 0n; s.recent[i] = w.personal[i] ?? 0n; s.level[i] = w.levels[i] ?? 0; }
      const caps: CapState = { dynamic: new BigInt64Array(n), consumption: new BigInt64Array(n), fund: new BigInt64Array(n) };
      // Some of each cap already used (a percentage of it).
      for (let i = 0; i < n; i++) {
        const pct = BigInt(w.used[i] ?? 0);
        caps.dynamic[i] = (times(s.personal[i]!, plan.dynamicMultiple) * pct) / 100n;
        caps.consumption[i] = (times(s.personal[i]!, plan.consumptionMultiple) * pct) / 100n;
      }
      const orders = w.orders.map((o, k) => ({ orderId: k + 1, buyer: o.buyer % n, bv: o.bv }));
      const own = new BigInt64Array(n);
      let sales = 0n;
      for (const o of orders) { own[o.buyer] = own[o.buyer]! + o.bv; sales += o.bv; }
      applyDay(s, own, rules);
      const carryIn = { consumption: w.carry, leader: [w.carry, 0n, w.carry] as [bigint, bigint, bigint] };
      const day = settleDay(plan, { state: s, caps, orders, sales, averageSales: w.averageSales, carry: carryIn });

      let total = 0n;
      for (const p of day.payouts) {
        expect(p.paid >= 0n && p.paid % CENT === 0n && p.paid + p.forfeited === p.due).toBe(true);
        const parts = splitOf(plan, p.kind, p.paid);
        expect(parts.balance + parts.coupons + parts.points).toBe(p.paid);
        expect(parts.balance >= 0n && parts.coupons % CENT === 0n && parts.points % CENT === 0n).toBe(true);
        total += p.paid;
      }
      expect(total).toBe(day.paid);
      expect(total <= times(sales, plan.solvencyShare)).toBe(true);
      for (let i = 0; i < n; i++) {
        expect(caps.dynamic[i]! <= times(s.personal[i]!, plan.dynamicMultiple)).toBe(true);
        expect(caps.consumption[i]! <= times(s.personal[i]!, plan.consumptionMultiple)).toBe(true);
        const fundCap = s.level[i]! >= 3 ? plan.dividendFund[s.level[i]! - 3]! : 0n;
        expect(caps.fund[i]! <= fundCap).toBe(true);
      }
      // Pools: what came in is what was paid plus what carries over.
      const paidOf = (pred: (k: string, t: number) => boolean) => day.payouts.filter((p) => pred(p.kind, p.tier)).reduce((t, p) => t + p.paid, 0n);
      expect(paidOf((k) => k === 'consumption') + day.carry.consumption).toBe(times(sales, plan.consumptionRate) + carryIn.consumption);
      for (let t = 0; t < 3; t++) {
        expect(paidOf((k, tier) => k === 'leader' && tier === t) + day.carry.leader[t]!).toBe(times(sales, plan.leaderPoolRates[t]!) + carryIn.leader[t]!);
      }
    }), { numRuns: 300 });
  });

  it('pays a deep chain in one pass per day, whatever the depth', () => {
    const n = 100_000;
    const s = emptyTreeState(Array.from({ length: n }, (_, i) => i + 1));
    for (let i = 1; i < n; i++) { s.parent[i] = i - 1; s.sponsor[i] = i - 1; }
    const own = new BigInt64Array(n);
    own[n - 1] = units('100');
    applyDay(s, own, rules);
    expect(s.left[0]).toBe(units('100'));
    const caps: CapState = { dynamic: new BigInt64Array(n), consumption: new BigInt64Array(n), fund: new BigInt64Array(n) };
    const day = settleDay(plan, { state: s, caps, orders: [{ orderId: 1, buyer: n - 1, bv: units('100') }], sales: units('100'), averageSales: units('100'), carry: { consumption: 0n, leader: [0n, 0n, 0n] } });
    // Nobody upline qualifies for any order kind (all V0): only the buyer's own daily kinds.
    expect(day.payouts.every((p) => p.recipient === n - 1)).toBe(true);
  });
});
