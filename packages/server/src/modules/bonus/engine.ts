import type { TreeState } from '../network/index.js';
import { floorCent, max, min, share, times } from './fixed.js';
import type { BonusKind, CompiledPlan } from './plan.js';

/** What each member has received under each cap (units); the engine raises them as it pays. */
export interface CapState {
  dynamic: BigInt64Array;
  consumption: BigInt64Array;
  fund: BigInt64Array;
}

/** An order that became eligible today: its id, buyer (index in the tree state) and BV (units). */
export interface EligibleOrder { orderId: number; buyer: number; bv: bigint }

/** Pool remainders carried from one run to the next (units): the consumption pool and the V3/V4/V5 leader pools. */
export interface Carry { consumption: bigint; leader: [bigint, bigint, bigint] }

/** One credit (or a record of what a cap cut): all amounts in units, `paid` a whole number of cents. */
export interface Payout {
  kind: BonusKind;
  recipient: number;
  orderId: number | null;
  /** The member whose purchase caused it (index), for order kinds. */
  source: number;
  orderBv: bigint;
  ratio: bigint;
  level: number;
  due: bigint;
  paid: bigint;
  forfeited: bigint;
  /** Leader sub-pool 0..2 (V3..V5); -1 otherwise. */
  tier: number;
}

export interface DayInput {
  state: TreeState;
  caps: CapState;
  orders: EligibleOrder[];
  /** The day's eligible BV (G). */
  sales: bigint;
  /** Average daily eligible BV over the active window, today included. */
  averageSales: bigint;
  carry: Carry;
}

export interface DayResult {
  payouts: Payout[];
  carry: Carry;
  /** Total paid before the guard, the guard's limit, and whether it scaled the run down. */
  owed: bigint;
  limit: bigint;
  scaled: boolean;
  paid: bigint;
}

const NETWORK_KINDS = new Set<BonusKind>(['referral', 'sales', 'leadership', 'equal_level', 'leader']);

/** The cap a kind takes from: 0 dynamic, 1 consumption dividend, 2 dividend fund. */
function capOf(kind: BonusKind): 0 | 1 | 2 {
  return kind === 'static' || kind === 'consumption' ? 1 : kind === 'leader' ? 2 : 0;
}

/**
 * One settlement day of the plan, in memory, posting nothing: every order's referral, sales (见点), leadership and
 * equal-level bonuses in order-id order, then static income, the consumption pool and the leader pools, then the
 * solvency guard. Caps are applied as each credit is made (min(due, remaining), rounded down to the cent), so one
 * member's kinds take from a cap in the plan's order. The tree state must already have the day applied (volumes,
 * activity, levels).
 */
export function settleDay(plan: CompiledPlan, input: DayInput): DayResult {
  const { state, caps } = input;
  const payouts: Payout[] = [];
  const capLeft = (kind: BonusKind, i: number): bigint => {
    const c = capOf(kind);
    if (c === 0) return max(0n, times(state.personal[i]!, plan.dynamicMultiple) - caps.dynamic[i]!);
    if (c === 1) return max(0n, times(state.personal[i]!, plan.consumptionMultiple) - caps.consumption[i]!);
    const level = state.level[i]!;
    return level < 3 ? 0n : max(0n, plan.dividendFund[level - 3]! - caps.fund[i]!);
  };
  const receive = (kind: BonusKind, i: number, amount: bigint) => {
    const c = capOf(kind);
    const arr = c === 0 ? caps.dynamic : c === 1 ? caps.consumption : caps.fund;
    arr[i] = arr[i]! + amount;
  };
  const pay = (kind: BonusKind, i: number, due: bigint, extra: Omit<Payout, 'kind' | 'recipient' | 'due' | 'paid' | 'forfeited' | 'level'>, capped = due) => {
    if (due <= 0n) return 0n;
    const paid = floorCent(min(capped, capLeft(kind, i)));
    receive(kind, i, paid);
    payouts.push({ kind, recipient: i, due, paid, forfeited: due - paid, level: state.level[i]!, ...extra });
    return paid;
  };

  const nearest = nearestAtLevel(state);
  for (const order of input.orders) payOrder(plan, state, nearest, order, pay);

  // Static income: min(rate × P, what the consumption cap has left), all scaled down together past the share of sales.
  const staticDue = new BigInt64Array(state.n);
  let staticTotal = 0n;
  for (let i = 0; i < state.n; i++) {
    const p = state.personal[i]!;
    if (p <= 0n) continue;
    const due = times(p, plan.staticRate);
    staticDue[i] = due;
    staticTotal += min(due, capLeft('static', i));
  }
  const staticLimit = times(input.averageSales, plan.staticShare);
  for (let i = 0; i < state.n; i++) {
    const due = staticDue[i]!;
    if (due <= 0n) continue;
    const raw = min(due, capLeft('static', i));
    const scaledRaw = staticTotal > staticLimit ? share(raw, staticLimit, staticTotal) : raw;
    pay('static', i, due, { orderId: null, source: -1, orderBv: 0n, ratio: plan.staticRate, tier: -1 }, scaledRaw);
  }

  // Global consumption bonus: the pool shared by the active members with cap left, by their recent BV.
  const carry: Carry = { consumption: input.carry.consumption, leader: [...input.carry.leader] };
  const pool = times(input.sales, plan.consumptionRate) + carry.consumption;
  let weight = 0n;
  const takers: number[] = [];
  for (let i = 0; i < state.n; i++) {
    if (state.recent[i]! >= plan.activeBv && state.recent[i]! > 0n && capLeft('consumption', i) > 0n) { takers.push(i); weight += state.recent[i]!; }
  }
  let poolPaid = 0n;
  for (const i of takers) {
    poolPaid += pay('consumption', i, share(pool, state.recent[i]!, weight), { orderId: null, source: -1, orderBv: 0n, ratio: plan.consumptionRate, tier: -1 });
  }
  carry.consumption = pool - poolPaid;

  // Global leader bonus: three sub-pools, a member shares equally in each at or below their level.
  for (let tier = 0; tier < 3; tier++) {
    const sub = times(input.sales, plan.leaderPoolRates[tier]!) + carry.leader[tier]!;
    const members: number[] = [];
    for (let i = 0; i < state.n; i++) {
      if (state.level[i]! < 3 + tier || state.recent[i]! < plan.activeBv) continue;
      const monthWeak = min(state.monthLeft[i]!, state.monthRight[i]!);
      if (monthWeak >= plan.leaderMinWeakLegMonth) members.push(i);
    }
    let subPaid = 0n;
    if (members.length > 0) {
      const each = sub / BigInt(members.length);
      for (const i of members) subPaid += pay('leader', i, each, { orderId: null, source: -1, orderBv: 0n, ratio: plan.leaderPoolRates[tier]!, tier });
    }
    carry.leader[tier] = sub - subPaid;
  }

  return guard(plan, input, payouts, carry, caps);
}

type Pay = (kind: BonusKind, i: number, due: bigint, extra: Omit<Payout, 'kind' | 'recipient' | 'due' | 'paid' | 'forfeited' | 'level'>) => bigint;

/** Per order: referral, 见点 up the placement tree, then one walk up the sponsor tree for leadership and equal-level. */
function payOrder(plan: CompiledPlan, state: TreeState, nearest: Int32Array[], order: EligibleOrder, pay: Pay): void {
  const { buyer, bv, orderId } = order;
  if (bv <= 0n) return;
  const base = { orderId, source: buyer, orderBv: bv, tier: -1 };
  const s = state.sponsor[buyer]!;
  if (s >= 0 && state.level[s]! >= plan.referralMinLevel) pay('referral', s, times(bv, plan.referralRate), { ...base, ratio: plan.referralRate });

  let a = state.parent[buyer]!;
  for (let d = 1; a >= 0 && d <= plan.salesLayers; d++, a = state.parent[a]!) {
    if (state.level[a]! >= plan.salesMinLevel && d <= plan.salesLayersPerActiveDirect * state.activeDirects[a]!) {
      pay('sales', a, times(bv, plan.salesRate), { ...base, ratio: plan.salesRate });
    }
  }

  // Leadership: the nearest upline above the current top level takes the rate difference; the first uplines at the
  // top level (V2+) take the equal-level rates. Each step jumps straight to the next upline that can be paid.
  let top = state.level[buyer]!;
  let maxRate = plan.leaderRates[top]!;
  let equalPaid = 0;
  let cur = buyer;
  for (;;) {
    const equalOpen = top >= plan.equalMinLevel && equalPaid < plan.equalLevel.length;
    if (!equalOpen && top >= 5) break;
    const next = nearest[equalOpen ? top : top + 1]![cur]!;
    if (next < 0) break;
    const level = state.level[next]!;
    if (level > top) {
      const rate = plan.leaderRates[level]!;
      if (rate > maxRate) {
        pay('leadership', next, times(bv, rate - maxRate), { ...base, ratio: rate - maxRate });
        maxRate = rate;
      }
      top = level;
      equalPaid = 0;
    } else {
      const rate = plan.equalLevel[equalPaid]!;
      pay('equal_level', next, times(bv, rate), { ...base, ratio: rate });
      equalPaid++;
    }
    cur = next;
  }
}

/**
 * nearest[L][i]: the nearest upline by sponsor of i at level L or above (-1 when none), for L = 0..5. Built top-down
 * (a sponsor's index is lower than its direct's) in one pass per level.
 */
export function nearestAtLevel(state: TreeState): Int32Array[] {
  const out: Int32Array[] = [];
  for (let L = 0; L <= 5; L++) {
    const near = new Int32Array(state.n).fill(-1);
    for (let i = 0; i < state.n; i++) {
      const s = state.sponsor[i]!;
      if (s >= 0) near[i] = state.level[s]! >= L ? s : near[s]!;
    }
    out.push(near);
  }
  return out;
}

/** The solvency guard: past the plan's share of the day's sales every credit is scaled down; pools get their cut back. */
function guard(plan: CompiledPlan, input: DayInput, payouts: Payout[], carry: Carry, caps: CapState): DayResult {
  let owed = 0n;
  for (const p of payouts) owed += p.paid;
  const limit = times(input.sales, plan.solvencyShare);
  let paid = owed;
  const scaled = owed > limit;
  if (scaled) {
    paid = 0n;
    for (const p of payouts) {
      const now = floorCent(share(p.paid, limit, owed));
      const cut = p.paid - now;
      p.paid = now;
      p.forfeited += cut;
      paid += now;
      const c = capOf(p.kind);
      const arr = c === 0 ? caps.dynamic : c === 1 ? caps.consumption : caps.fund;
      arr[p.recipient] = arr[p.recipient]! - cut;
      if (p.kind === 'consumption') carry.consumption += cut;
      if (p.kind === 'leader') carry.leader[p.tier] = carry.leader[p.tier]! + cut;
    }
  }
  return { payouts, carry, owed, limit, scaled, paid };
}

/** A credit split over balance, coupons and points: each rounded down to the cent, balance taking the rest. */
export function splitOf(plan: CompiledPlan, kind: BonusKind, paid: bigint): { balance: bigint; coupons: bigint; points: bigint } {
  const s = plan.split[NETWORK_KINDS.has(kind) ? 'network' : 'consumption'];
  const coupons = floorCent(times(paid, s.coupons));
  const points = floorCent(times(paid, s.points));
  return { balance: paid - coupons - points, coupons, points };
}
