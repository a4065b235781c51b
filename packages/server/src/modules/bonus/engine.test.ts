import { describe, expect, it } from 'vitest';
import { applyDay, emptyTreeState } from '../network/index.js';
import { cents, units } from './fixed.js';
import { settleDay, splitOf, type CapState } from './engine.js';
import { compilePlan, DEFAULT_PLAN } from './plan.js';

const plan = compilePlan(DEFAULT_PLAN);
const rules = { activeBv: plan.activeBv, v1Personal: plan.v1Personal, v2ActiveDirects: plan.v2ActiveDirects, weakLeg: plan.weakLeg, directsBelow: plan.directsBelow };

describe('the plan\'s worked example (docs/bonus-plan.md)', () => {
  it('pays referral 200, 见点 20 + 20, A 30 of 60 leadership, B 176/22/22, the consumption pool 8/8/8/16 and carries the leader pool', () => {
    // A (1) root; B (2) A-left and C (3) A-right, sponsored by A; D (4) sponsored by B at B-left.
    const s = emptyTreeState([1, 2, 3, 4]);
    const [A, B, C, D] = [0, 1, 2, 3];
    s.parent.set([-1, A, A, B]);
    s.side.set([0, 0, 1, 0]);
    s.sponsor.set([-1, A, A, B]);
    for (const m of [A, B, C]) { s.personal[m] = units('1000'); s.recent[m] = units('1000'); }
    s.left[A] = units('1000'); s.right[A] = units('1000');
    s.level.set([2, 1, 1, 0]);
    const caps: CapState = { dynamic: new BigInt64Array(4), consumption: new BigInt64Array(4), fund: new BigInt64Array(4) };
    caps.dynamic[A] = units('2950');

    const own = new BigInt64Array(4);
    own[D] = units('2000');
    applyDay(s, own, rules);
    expect(s.activeDirects[A]).toBe(2);
    expect(s.activeDirects[B]).toBe(1);
    expect(cents(s.left[A]!)).toBe('3000.00');

    const day = settleDay(plan, {
      state: s, caps, orders: [{ orderId: 77, buyer: D, bv: units('2000') }],
      sales: units('2000'), averageSales: units('200'), carry: { consumption: 0n, leader: [0n, 0n, 0n] },
    });
    const got = (kind: string, who: number) => day.payouts.filter((p) => p.kind === kind && p.recipient === who)
      .map((p) => `${cents(p.due)}/${cents(p.paid)}/${cents(p.forfeited)}`);
    expect(got('referral', B)).toEqual(['200.00/200.00/0.00']);
    expect(day.payouts.filter((p) => p.kind === 'equal_level')).toEqual([]);
    expect(got('sales', B)).toEqual(['20.00/20.00/0.00']);
    expect(got('sales', A)).toEqual(['20.00/20.00/0.00']);
    expect(got('leadership', A)).toEqual(['60.00/30.00/30.00']);
    expect(day.payouts.filter((p) => p.kind === 'leadership').length).toBe(1);
    expect(cents(caps.dynamic[A]!)).toBe('3000.00');

    const toB = day.payouts.filter((p) => p.recipient === B && p.orderId === 77).map((p) => splitOf(plan, p.kind, p.paid));
    const sum = (k: 'balance' | 'coupons' | 'points') => cents(toB.reduce((t, x) => t + x[k], 0n));
    expect([sum('balance'), sum('coupons'), sum('points')]).toEqual(['176.00', '22.00', '22.00']);

    expect([A, B, C, D].map((m) => got('consumption', m))).toEqual([['8.00/8.00/0.00'], ['8.00/8.00/0.00'], ['8.00/8.00/0.00'], ['16.00/16.00/0.00']]);
    expect(day.payouts.filter((p) => p.kind === 'leader')).toEqual([]);
    expect(day.carry.leader.map(cents)).toEqual(['20.00', '20.00', '20.00']);
    expect(cents(day.carry.consumption)).toBe('0.00');
    // Static income: 0.1% of P, within 3% of the average day's sales (6.00 here).
    expect([A, B, C, D].map((m) => got('static', m))).toEqual([['1.00/1.00/0.00'], ['1.00/1.00/0.00'], ['1.00/1.00/0.00'], ['2.00/2.00/0.00']]);
    expect(day.scaled).toBe(false);
    expect(cents(day.paid)).toBe('315.00');
  });
});
