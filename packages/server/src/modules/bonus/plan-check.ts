import { AppError } from '../../http/errors.js';
import { units } from './fixed.js';
import type { Plan } from './plan.js';

const ONE = units('1');

/**
 * Checks a proposed plan in full before it is stored or simulated: every rate between 0 and 1, whole numbers in range,
 * values that grow with the level in order, each wallet split within 100%, and the daily pools within the solvency
 * share. Throws the first problem as a translated message naming the field (its path in the plan).
 */
export function checkPlan(plan: Plan): void {
  const rate = (v: string, field: string) => {
    const u = units(v);
    if (u < 0n || u > ONE) throw new AppError('bonus_plan_rate', { field });
    return u;
  };
  const whole = (v: number, field: string, min: number, max: number) => {
    if (!Number.isInteger(v) || v < min || v > max) throw new AppError('bonus_plan_whole', { field, min, max });
  };
  const rising = (values: readonly string[], field: string) => {
    for (let i = 1; i < values.length; i++) if (units(values[i]!) < units(values[i - 1]!)) throw new AppError('bonus_plan_order', { field });
  };
  whole(plan.eligibleAfterDays, 'eligibleAfterDays', 0, 90);
  whole(plan.activeDays, 'activeDays', 1, 365);
  whole(plan.levels.v2ActiveDirects, 'levels.v2ActiveDirects', 0, 100);
  whole(plan.levels.directsBelow, 'levels.directsBelow', 0, 100);
  whole(plan.levels.manualMax, 'levels.manualMax', 0, 5);
  rising(plan.levels.weakLeg, 'levels.weakLeg');
  rising(plan.caps.dividendFund, 'caps.dividendFund');
  rate(plan.referral.rate, 'referral.rate');
  whole(plan.referral.minLevel, 'referral.minLevel', 0, 5);
  rate(plan.sales.rate, 'sales.rate');
  whole(plan.sales.layers, 'sales.layers', 0, 100);
  whole(plan.sales.layersPerActiveDirect, 'sales.layersPerActiveDirect', 0, 100);
  whole(plan.sales.minLevel, 'sales.minLevel', 0, 5);
  plan.leadership.rates.forEach((v, i) => rate(v, `leadership.rates.V${i}`));
  rising(plan.leadership.rates, 'leadership.rates');
  plan.leadership.equalLevel.forEach((v, i) => rate(v, `leadership.equalLevel.${i + 1}`));
  whole(plan.leadership.equalMinLevel, 'leadership.equalMinLevel', 1, 5);
  rate(plan.static.rate, 'static.rate');
  rate(plan.static.shareOfAverageSales, 'static.shareOfAverageSales');
  const consumption = rate(plan.consumption.poolRate, 'consumption.poolRate');
  const leader = plan.leader.poolRates.map((v, i) => rate(v, `leader.poolRates.V${i + 3}`));
  const solvency = rate(plan.solvencyShare, 'solvencyShare');
  for (const kind of ['network', 'consumption'] as const) {
    const s = plan.split[kind];
    if (rate(s.coupons, `split.${kind}.coupons`) + rate(s.points, `split.${kind}.points`) > ONE) throw new AppError('bonus_plan_split', { field: `split.${kind}` });
  }
  const pools = consumption + leader.reduce((a, b) => a + b, 0n);
  if (pools > solvency) throw new AppError('bonus_plan_pools', { total: percent(pools), max: percent(solvency) });
}

/** A rate in units as a percentage for a message ("5%", "4.5%"). */
function percent(u: bigint): string {
  const hundredths = (u * 10_000n) / ONE; // percent × 100
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}
