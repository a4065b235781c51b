import fc from 'fast-check';
import { Money } from '@onego/contract';
import { describe, expect, it } from 'vitest';
import { refundShares, splitByWeights, type PerAsset } from './refund-math.js';

const cents = (n: number) => new Money(n).div(100).toFixed(2);
const sum = (values: Money[]) => values.reduce((s, v) => s.plus(v), new Money(0));

// An order: lines (price in cents, quantity), shipping, and how its total was split over the assets that paid it.
const order = fc.record({
  lines: fc.array(fc.record({ price: fc.integer({ min: 1, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 5 }),
  shipping: fc.integer({ min: 0, max: 5_000 }),
  split: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 }),
  // The refunds, as (line index, quantity) picks, clamped to what is left when they are made.
  picks: fc.array(fc.record({ line: fc.nat(), quantity: fc.integer({ min: 1, max: 9 }) }), { maxLength: 12 }),
  finishWithRest: fc.boolean(),
});

describe('refund shares (property)', () => {
  it('never give back more than was paid per asset, never a negative amount, and all of it once nothing is left', () => {
    fc.assert(fc.property(order, ({ lines, shipping, split, picks, finishWithRest }) => {
      const goods = lines.reduce((s, l) => s + l.price * l.quantity, 0);
      const total = goods + shipping;
      const weights = split.every((w) => w === 0) ? [1, 0, 0] : split;
      const parts = splitByWeights(cents(total), weights.map(String));
      const paid: PerAsset = {};
      (['balance', 'shop_coins', 'integral'] as const).forEach((a, i) => { if (parts[i]!.gt(0)) paid[a] = parts[i]!.toFixed(); });
      expect(sum(Object.values(paid).map((v) => new Money(v))).toFixed(2)).toBe(cents(total));

      const refunded = lines.map(() => 0);
      const given: PerAsset = {};
      const steps = [...picks.map((p) => ({ line: p.line % lines.length, quantity: p.quantity })), ...(finishWithRest ? [null] : [])];
      for (const step of steps) {
        const left = lines.map((l, i) => l.quantity - refunded[i]!);
        if (left.every((q) => q === 0)) break;
        if (step === null) lines.forEach((_, i) => { refunded[i] = lines[i]!.quantity; });
        else refunded[step.line]! += Math.min(step.quantity, left[step.line]!);
        const final = lines.every((l, i) => refunded[i] === l.quantity);
        const goodsAfter = cents(lines.reduce((s, l, i) => s + l.price * refunded[i]!, 0));
        const out = refundShares(paid, given, goodsAfter, cents(total), final);
        for (const [a, v] of Object.entries(out)) {
          expect(new Money(v).gt(0)).toBe(true);
          expect(new Money(v).decimalPlaces()).toBeLessThanOrEqual(2);
          given[a] = new Money(given[a] ?? '0').plus(v).toFixed();
        }
        for (const a of Object.keys(given)) expect(new Money(given[a]!).lte(paid[a] ?? '0')).toBe(true);
        if (final) for (const a of Object.keys(paid)) expect(new Money(given[a] ?? '0').toFixed(2)).toBe(new Money(paid[a]!).toFixed(2));
        // A partial refund gives back at most the value of what was refunded.
        else expect(sum(Object.values(given).map((v) => new Money(v))).lte(goodsAfter)).toBe(true);
      }
    }), { numRuns: 400 });
  });

  it('splits an amount over weights exactly, the last part taking the remainder', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }), (amount, weights) => {
      const parts = splitByWeights(cents(amount), weights.map(String));
      expect(sum(parts).toFixed(2)).toBe(cents(amount));
      for (const p of parts) expect(p.gte(0)).toBe(true);
    }));
  });
});
