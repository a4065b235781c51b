import { z } from 'zod';
import { getCall, postCall } from '../call.js';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { MemberId, Reason } from '../api/fields.js';
import { text } from '../api/text.js';
import { BONUS_KINDS, BonusLimitData, BonusLog, BonusTotals } from '../api/bonus.js';

// The operators' side of the bonus plan (docs/bonus-plan.md): versions of the plan, the settlement calendar and its
// rerun, a member's bonus history and level, the whole tree, and the simulator.

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A decimal written as text (what the plan's rates and amounts are); its range is checked with the whole plan. */
const Decimal = z.string().trim().regex(/^\d{1,12}(\.\d{1,8})?$/);
const Whole = z.number().int().min(0).max(1000);
const Split = z.object({ coupons: Decimal, points: Decimal });

/**
 * The bonus plan (every number an operator may change; rates as fractions, "0.10" is 10%). The shape is checked here;
 * ranges, sums and the order of levels are checked with the whole plan on the server, with a message naming the field.
 */
export const BonusPlan = z.object({
  eligibleAfterDays: Whole,
  activeBv: Decimal,
  activeDays: Whole,
  levels: z.object({
    v1Personal: Decimal,
    v2ActiveDirects: Whole,
    weakLeg: z.tuple([Decimal, Decimal, Decimal, Decimal]),
    directsBelow: Whole,
    manualMax: Whole,
  }),
  caps: z.object({ dynamicMultiple: Decimal, consumptionMultiple: Decimal, dividendFund: z.tuple([Decimal, Decimal, Decimal]) }),
  referral: z.object({ rate: Decimal, minLevel: Whole }),
  sales: z.object({ rate: Decimal, layers: Whole, layersPerActiveDirect: Whole, minLevel: Whole }),
  leadership: z.object({ rates: z.tuple([Decimal, Decimal, Decimal, Decimal, Decimal, Decimal]), equalLevel: z.array(Decimal).max(5), equalMinLevel: Whole }),
  static: z.object({ rate: Decimal, shareOfAverageSales: Decimal }),
  consumption: z.object({ poolRate: Decimal }),
  leader: z.object({ poolRates: z.tuple([Decimal, Decimal, Decimal]), minWeakLegMonth: Decimal }),
  solvencyShare: Decimal,
  split: z.object({ network: Split, consumption: Split }),
});
export type BonusPlan = z.infer<typeof BonusPlan>;

/** One version of the plan: it applies from `effective_from` (UTC) until the next version's date. */
export const BonusPlanVersion = z.object({
  version: z.number().int(),
  effective_from: Day,
  plan: BonusPlan,
  note: z.string(),
  created_by: z.string(),
  created_time: UnixSeconds,
  /** The version today's settlement would use. */
  in_force: z.boolean(),
});
export const BonusPlansData = z.object({
  list: z.array(BonusPlanVersion),
  /** Today (UTC) and the earliest date a new version may apply from (tomorrow). */
  today: Day,
  earliest_from: Day,
});
export const BonusPlanBody = z.object({ effective_from: Day, plan: BonusPlan, note: text({ max: 200 }).optional() });

/** One settlement run: its sales, totals per kind, the guard, the plan version it used. */
export const BonusRun = z.object({
  date: Day,
  orders: z.number().int(),
  sales: z.string(),
  owed: z.string(),
  paid: z.string(),
  /** Paid ÷ eligible sales, 4 places ("0.1250" is 12.5%); "0.0000" on a day without sales. */
  ratio: z.string(),
  guard_limit: z.string(),
  scaled: z.boolean(),
  totals: z.record(z.string(), z.string()),
  records: z.number().int(),
  plan_version: z.number().int().nullable(),
  finished_time: UnixSeconds,
});
export const BonusRunsQuery = z.object({ from: Day.optional(), to: Day.optional() });
export const BonusRunsData = z.object({ from: Day, to: Day, list: z.array(BonusRun) });
export const BonusRerunBody = z.object({ date: Day });
/** A rerun claims nothing new: `new_records` and `new_paid` say what it added (0 and 0.00 for a settled date). */
export const BonusRerunData = z.object({ date: Day, replayed: z.boolean(), new_records: z.number().int(), new_paid: z.string(), run: BonusRun });

/** A member's bonuses as operators see them: level and caps, totals per kind and the records. */
export const BonusMemberQuery = z.object({
  member_id: MemberId,
  kind: z.enum(BONUS_KINDS).optional(),
  from: Day.optional(),
  to: Day.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const BonusMemberData = z.object({
  member_id: z.string(),
  /** Set on a sub-account: the main account it belongs to. */
  main_member_id: z.string().nullable(),
  limits: BonusLimitData,
  totals: BonusTotals,
  records: pageOf(BonusLog),
});
export const BonusLevelBody = z.object({ member_id: MemberId, level: z.number().int().min(0).max(5), reason: Reason });
export const BonusLevelData = z.object({ member_id: z.string(), before: z.number().int(), level: z.number().int() });

/** A part of the placement tree: from a member (default the top), a few levels down. */
export const BonusTreeQuery = z.object({ member_id: MemberId.optional(), depth: z.coerce.number().int().min(1).max(4).default(3) });
export const BonusTreeNode = z.object({
  member_id: z.string(),
  name: z.string(),
  parent_member_id: z.string().nullable(),
  side: z.enum(['L', 'R']).nullable(),
  /** Levels below the member the view starts from (0 for that member). */
  depth: z.number().int(),
  level: z.number().int(),
  personal_bv: z.string(),
  left_bv: z.string(),
  right_bv: z.string(),
  /** Whether the node has members below it (shown or not). */
  has_left: z.boolean(),
  has_right: z.boolean(),
  sub_account: z.boolean(),
});
export const BonusTreeData = z.object({
  /** The member the view starts from, and its placement parent (to go up one level). */
  member_id: z.string(),
  parent_member_id: z.string().nullable(),
  nodes: z.array(BonusTreeNode),
});

/** What a plan paid or would have paid, per kind and level, against the period's eligible sales. */
export const BonusSimulationResult = z.object({
  from: Day,
  to: Day,
  days: z.number().int(),
  orders: z.number().int(),
  sales: z.string(),
  simulated: z.object({
    perKind: z.record(z.string(), z.string()), perLevel: z.record(z.string(), z.string()), total: z.string(), ratioToSales: z.string(), guardScaledDays: z.number().int(),
  }),
  actual: z.object({ perKind: z.record(z.string(), z.string()), perLevel: z.record(z.string(), z.string()), total: z.string(), ratioToSales: z.string() }),
});
export const BonusSimulateBody = z.object({ from: Day, to: Day, plan: BonusPlan });
export const BonusSimulation = z.object({
  id: z.number().int(),
  from: Day,
  to: Day,
  state: z.enum(['queued', 'running', 'done', 'failed']),
  days_done: z.number().int(),
  days: z.number().int(),
  plan: BonusPlan,
  result: BonusSimulationResult.nullable(),
  error: z.string(),
  created_by: z.string(),
  created_time: UnixSeconds,
});
export const BonusSimulationQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Every /admin-api/bonus/* call. */
export const adminBonusCalls = {
  plans: getCall({ path: '/admin-api/bonus/plans', access: { operator: 'bonus.read' }, data: BonusPlansData, summary: 'The plan\'s versions, newest first, and which one is in force today' }),
  createPlan: postCall({
    path: '/admin-api/bonus/plans', access: { operator: 'bonus.plan.write' }, body: BonusPlanBody, data: BonusPlanVersion, message: 'bonus_plan_saved',
    summary: 'A new version of the plan, applying from a future date (tomorrow or later); checked in full; audited',
  }),
  runs: getCall({ path: '/admin-api/bonus/runs', access: { operator: 'bonus.read' }, query: BonusRunsQuery, data: BonusRunsData, summary: 'Settlement runs by date (default the last 30 days)' }),
  rerun: postCall({
    path: '/admin-api/bonus/runs/rerun', access: { operator: 'bonus.rerun' }, body: BonusRerunBody, data: BonusRerunData, message: 'bonus_rerun_done',
    summary: 'Runs the settlement of a settled date again: it claims nothing twice, so it adds no record and pays nothing; audited',
  }),
  member: getCall({ path: '/admin-api/bonus/member', access: { operator: 'bonus.read' }, query: BonusMemberQuery, data: BonusMemberData, summary: 'A member\'s level, caps, totals and bonus records' }),
  setLevel: postCall({
    path: '/admin-api/bonus/member/level', access: { operator: 'bonus.level.write' }, body: BonusLevelBody, data: BonusLevelData, message: 'bonus_level_saved',
    summary: 'Raises a member\'s level by hand, up to the plan\'s manual limit (levels are never lowered); audited',
  }),
  tree: getCall({ path: '/admin-api/bonus/tree', access: { operator: 'bonus.read' }, query: BonusTreeQuery, data: BonusTreeData, summary: 'Any member\'s placement subtree, a few levels at a time' }),
  simulate: postCall({
    path: '/admin-api/bonus/simulations', access: { operator: 'bonus.plan.write' }, body: BonusSimulateBody, data: BonusSimulation, message: 'bonus_simulation_started',
    summary: 'Replays a proposed plan over the real history of a period, as a job (poll the detail); audited',
  }),
  simulation: getCall({ path: '/admin-api/bonus/simulations/detail', access: { operator: 'bonus.read' }, query: BonusSimulationQuery, data: BonusSimulation, summary: 'A simulation: its progress and, when done, its result' }),
};
