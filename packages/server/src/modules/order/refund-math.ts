import { Money, roundMoney, type Money as Dec } from '@onego/contract';

/** An amount as a decimal string or a Money. */
type Amount = string | Dec;

// The one place a refund's money is rounded (docs/decisions.md, "Refunds"). Everything is cumulative: after each
// refund the order has given back, per asset, round-down(paid × refunded goods value ÷ order total), and the last
// refund (nothing left) gives back exactly what was paid. So refunds never add up to more than was paid, and the
// rounding of one refund is made up by the next instead of piling up.

/** Per asset: what the order's payment took, and what its refunds have given back so far. */
export type PerAsset = Record<string, string>;

/**
 * What this refund gives back per asset (only assets with something to give).
 * `goodsAfter`: the value (price × quantity) of every line refunded once this refund is made; `final`: nothing of
 * the order is left after it.
 */
export function refundShares(paid: PerAsset, before: PerAsset, goodsAfter: Amount, total: Amount, final: boolean): PerAsset {
  const out: PerAsset = {};
  const whole = new Money(total);
  const goods = Money.min(goodsAfter, whole);
  for (const [asset, amount] of Object.entries(paid)) {
    const p = new Money(amount);
    // Multiplied before dividing, so a share that comes out whole (a line's value paid all in one asset) stays whole.
    const target = final ? p : whole.isZero() ? new Money(0) : roundMoney(p.times(goods).div(whole));
    const give = target.minus(before[asset] ?? '0');
    if (give.gt(0)) out[asset] = give.toFixed();
  }
  return out;
}

/** Splits an amount over weights (in proportion, rounded down to 0.01, the last part taking the remainder). */
export function splitByWeights(amount: Amount, weights: Amount[]): Dec[] {
  const total = weights.reduce<Dec>((s, w) => s.plus(w), new Money(0));
  const whole = new Money(amount);
  let left = whole;
  return weights.map((w, i) => {
    if (i === weights.length - 1) return left;
    const part = total.isZero() ? new Money(0) : roundMoney(whole.times(w).div(total));
    left = left.minus(part);
    return part;
  });
}
