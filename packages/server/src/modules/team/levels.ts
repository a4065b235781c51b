import { formatMoney, Money, type MemberLevelsData } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { utcDay } from '../../lib/time.js';
import { directsProgressOf, statsOf } from '../network/index.js';
import { planForScreens } from './plan.js';

const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * The plan's levels V1..V5 (what each needs, what each pays) and the caller's standing: level, own volume, active
 * directs, weak leg and directs per level, from the precomputed figures and one grouped query over the caller's directs.
 */
export async function memberLevelsOf(db: Db, memberId: number, now = new Date()): Promise<MemberLevelsData> {
  const plan = await planForScreens(db, now);
  const [stats, directs] = await Promise.all([
    statsOf(db, memberId),
    directsProgressOf(db, memberId, utcDay(now), plan.activeDays, plan.activeBv),
  ]);
  const weak = Money.min(stats.leftBv, stats.rightBv);
  return {
    level: stats.level,
    active_bv: formatMoney(plan.activeBv),
    active_days: plan.activeDays,
    levels: LEVELS.map((level) => ({
      level,
      personal_bv: formatMoney(plan.levels.v1Personal),
      active_directs: level >= 2 ? plan.levels.v2ActiveDirects : 0,
      weak_leg: formatMoney(level >= 2 ? plan.levels.weakLeg[level - 2]! : '0'),
      directs: level >= 3 ? plan.levels.directsBelow : 0,
      directs_level: level >= 3 ? level - 1 : 0,
      referral_rate: level >= plan.referral.minLevel ? plan.referral.rate : '0',
      sales_rate: level >= plan.sales.minLevel ? plan.sales.rate : '0',
      sales_layers_per_direct: level >= plan.sales.minLevel ? plan.sales.layersPerActiveDirect : 0,
      sales_layers_max: level >= plan.sales.minLevel ? plan.sales.layers : 0,
      leadership_rate: plan.leadership.rates[level] ?? '0',
      equal_level_rates: level >= plan.leadership.equalMinLevel ? plan.leadership.equalLevel : [],
      leader_pool: level >= 3,
      dividend_fund_cap: formatMoney(level >= 3 ? plan.caps.dividendFund[level - 3]! : '0'),
    })),
    progress: {
      personal_bv: formatMoney(stats.personalBv),
      active_directs: directs.active,
      weak_leg: formatMoney(weak),
      directs_by_level: directs.byLevel,
    },
  };
}
