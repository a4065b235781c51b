// The bonus module's door: the plan, the daily settlement and its job, order tracking, reversals and the simulator.
// It reads the tree through network's door and pays through the ledger's; it writes only its own tables.
export { compilePlan, DEFAULT_PLAN, BONUS_KINDS, type BonusKind, type Plan } from './plan.js';
export { settleDate, type RunSummary } from './settle.js';
export { settleDueDates, registerBonusJobs } from './jobs.js';
export { trackOrder } from './eligibility.js';
export { reverseOrderBonuses, type ReversalOutcome } from './reverse.js';
export { simulatePlan, type Simulation } from './simulate.js';
export { paidTotalsOf } from './member-income.js';
export { planInForce } from './versions.js';
export { checkPlan } from './plan-check.js';
export { bonusesPaidByDay } from './figures.js';
