import { BONUS_KINDS, type BonusKind } from '@onego/contract';
import { units } from './fixed.js';

// The kinds are declared once, in the contract, in the order one order's kinds take from the same cap (then the daily kinds).
export { BONUS_KINDS, type BonusKind };
/** Kinds paid per eligible order (one row per order, kind, recipient); the rest per date. */
export const ORDER_KINDS: readonly BonusKind[] = ['referral', 'sales', 'leadership', 'equal_level'];

/** A split of one credit over the three wallet assets (fractions; balance takes the remainder). */
export interface Split { coupons: string; points: string }

/**
 * The bonus plan: every number an operator may change. Decimals are strings (rates as fractions: "0.10" is 10%).
 * docs/bonus-plan.md explains each one; keep the two in step.
 */
export interface Plan {
  /** Days after receipt is confirmed before an order's BV counts and pays. */
  eligibleAfterDays: number;
  /** "Active": at least this much own BV in the last `activeDays` days. */
  activeBv: string;
  activeDays: number;
  levels: {
    v1Personal: string;
    v2ActiveDirects: number;
    /** Weak-leg BV needed for V2..V5. */
    weakLeg: [string, string, string, string];
    /** Directs at (level − 1) or above needed for V3..V5. */
    directsBelow: number;
    /** The highest level an operator may set by hand (0: none); levels are never lowered (docs/bonus-plan.md). */
    manualMax: number;
  };
  caps: { dynamicMultiple: string; consumptionMultiple: string; dividendFund: [string, string, string] };
  referral: { rate: string; minLevel: number };
  sales: { rate: string; layers: number; layersPerActiveDirect: number; minLevel: number };
  /** Level-difference rates V0..V5 and the equal-level rates of the first uplines at the top level (V2+). */
  leadership: { rates: [string, string, string, string, string, string]; equalLevel: string[]; equalMinLevel: number };
  static: { rate: string; shareOfAverageSales: string };
  consumption: { poolRate: string };
  leader: { poolRates: [string, string, string]; minWeakLegMonth: string };
  /** The most a run pays, as a share of its eligible BV. */
  solvencyShare: string;
  split: { network: Split; consumption: Split };
}

/** The default plan (docs/bonus-plan.md). */
export const DEFAULT_PLAN: Plan = {
  eligibleAfterDays: 7,
  activeBv: '100',
  activeDays: 30,
  levels: { v1Personal: '1000', v2ActiveDirects: 2, weakLeg: ['10000', '50000', '200000', '1000000'], directsBelow: 2, manualMax: 3 },
  caps: { dynamicMultiple: '3', consumptionMultiple: '1', dividendFund: ['3000', '10000', '50000'] },
  referral: { rate: '0.10', minLevel: 1 },
  sales: { rate: '0.01', layers: 10, layersPerActiveDirect: 2, minLevel: 1 },
  leadership: { rates: ['0', '0', '0.03', '0.06', '0.09', '0.12'], equalLevel: ['0.02', '0.01'], equalMinLevel: 2 },
  static: { rate: '0.001', shareOfAverageSales: '0.03' },
  consumption: { poolRate: '0.02' },
  leader: { poolRates: ['0.01', '0.01', '0.01'], minWeakLegMonth: '5000' },
  solvencyShare: '0.45',
  split: { network: { coupons: '0.10', points: '0.10' }, consumption: { coupons: '0.30', points: '0' } },
};

/** The plan in units (bigint, 1e-8), as the engine uses it. */
export interface CompiledPlan {
  activeBv: bigint;
  v1Personal: bigint;
  v2ActiveDirects: number;
  weakLeg: bigint[];
  directsBelow: number;
  dynamicMultiple: bigint;
  consumptionMultiple: bigint;
  dividendFund: bigint[];
  referralRate: bigint;
  referralMinLevel: number;
  salesRate: bigint;
  salesLayers: number;
  salesLayersPerActiveDirect: number;
  salesMinLevel: number;
  leaderRates: bigint[];
  equalLevel: bigint[];
  equalMinLevel: number;
  staticRate: bigint;
  staticShare: bigint;
  consumptionRate: bigint;
  leaderPoolRates: bigint[];
  leaderMinWeakLegMonth: bigint;
  solvencyShare: bigint;
  split: Record<'network' | 'consumption', { coupons: bigint; points: bigint }>;
}

/** Checks a plan and turns it into units; throws on a value out of range. */
export function compilePlan(plan: Plan): CompiledPlan {
  const rate = (v: string, what: string) => {
    const u = units(v);
    if (u < 0n || u > units('1')) throw new Error(`bonus plan: ${what} must be between 0 and 1`);
    return u;
  };
  const amount = (v: string, what: string) => {
    const u = units(v);
    if (u < 0n) throw new Error(`bonus plan: ${what} must not be negative`);
    return u;
  };
  const splitOf = (s: Split, what: string) => {
    const coupons = rate(s.coupons, `${what} coupons`);
    const points = rate(s.points, `${what} points`);
    if (coupons + points > units('1')) throw new Error(`bonus plan: ${what} split passes 100%`);
    return { coupons, points };
  };
  return {
    activeBv: amount(plan.activeBv, 'activeBv'),
    v1Personal: amount(plan.levels.v1Personal, 'v1Personal'),
    v2ActiveDirects: plan.levels.v2ActiveDirects,
    weakLeg: plan.levels.weakLeg.map((v) => amount(v, 'weakLeg')),
    directsBelow: plan.levels.directsBelow,
    dynamicMultiple: amount(plan.caps.dynamicMultiple, 'dynamicMultiple'),
    consumptionMultiple: amount(plan.caps.consumptionMultiple, 'consumptionMultiple'),
    dividendFund: plan.caps.dividendFund.map((v) => amount(v, 'dividendFund')),
    referralRate: rate(plan.referral.rate, 'referral rate'),
    referralMinLevel: plan.referral.minLevel,
    salesRate: rate(plan.sales.rate, 'sales rate'),
    salesLayers: plan.sales.layers,
    salesLayersPerActiveDirect: plan.sales.layersPerActiveDirect,
    salesMinLevel: plan.sales.minLevel,
    leaderRates: plan.leadership.rates.map((v) => rate(v, 'leadership rate')),
    equalLevel: plan.leadership.equalLevel.map((v) => rate(v, 'equal-level rate')),
    equalMinLevel: plan.leadership.equalMinLevel,
    staticRate: rate(plan.static.rate, 'static rate'),
    staticShare: rate(plan.static.shareOfAverageSales, 'static share'),
    consumptionRate: rate(plan.consumption.poolRate, 'consumption pool rate'),
    leaderPoolRates: plan.leader.poolRates.map((v) => rate(v, 'leader pool rate')),
    leaderMinWeakLegMonth: amount(plan.leader.minWeakLegMonth, 'minWeakLegMonth'),
    solvencyShare: rate(plan.solvencyShare, 'solvency share'),
    split: { network: splitOf(plan.split.network, 'network'), consumption: splitOf(plan.split.consumption, 'consumption') },
  };
}
