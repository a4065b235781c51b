import type { TreeState } from './tree-state.js';

/** What promotes a member (all in BV units of 1e-8); level k needs what level k − 1 needs, and more. */
export interface LevelRules {
  activeBv: bigint;
  v1Personal: bigint;
  v2ActiveDirects: number;
  /** Weak-leg BV for V2..V5. */
  weakLeg: bigint[];
  /** Directs at level k − 1 or above that level k (V3..V5) needs. */
  directsBelow: number;
}

/**
 * The day's batch over the whole tree: adds each member's eligible BV of the day (negative for a reversal) to P, to
 * the active window and to every placement ancestor's left or right volume, then recounts active directs and
 * promotes levels. Deepest first by index (a parent's index is always lower), so each node's subtotal is complete
 * before it is handed to its parent: one pass, O(n), no recursion whatever the depth. Returns the indexes whose
 * figures changed.
 */
export function applyDay(state: TreeState, ownBv: BigInt64Array, rules: LevelRules): Uint8Array {
  const { n, parent, side } = state;
  const changed = new Uint8Array(n);
  const subtotal = ownBv.slice();
  for (let i = 0; i < n; i++) {
    const own = ownBv[i]!;
    if (own !== 0n) {
      state.personal[i] = state.personal[i]! + own;
      state.recent[i] = state.recent[i]! + own;
      changed[i] = 1;
    }
  }
  for (let i = n - 1; i > 0; i--) {
    const sub = subtotal[i]!;
    const p = parent[i]!;
    if (sub === 0n || p < 0) continue;
    if (side[i] === 0) { state.left[p] = state.left[p]! + sub; state.monthLeft[p] = state.monthLeft[p]! + sub; }
    else { state.right[p] = state.right[p]! + sub; state.monthRight[p] = state.monthRight[p]! + sub; }
    subtotal[p] = subtotal[p]! + sub;
    changed[p] = 1;
  }
  promote(state, rules, changed);
  return changed;
}

/** Recounts active directs and raises levels (never lowers), directs before their sponsor. */
export function promote(state: TreeState, rules: LevelRules, changed?: Uint8Array): void {
  const { n, sponsor } = state;
  state.activeDirects.fill(0);
  for (let i = 0; i < n; i++) {
    if (state.recent[i]! >= rules.activeBv && sponsor[i]! >= 0) state.activeDirects[sponsor[i]!]! += 1;
  }
  // directsAt[k][s]: directs of s at level k + 2 or above (k = 0..2 for V2..V4), counted as each direct is settled.
  const directsAt = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
  for (let i = n - 1; i >= 0; i--) {
    const weak = state.left[i]! < state.right[i]! ? state.left[i]! : state.right[i]!;
    let q = 0;
    if (state.personal[i]! >= rules.v1Personal) q = 1;
    if (q === 1 && state.activeDirects[i]! >= rules.v2ActiveDirects && weak >= rules.weakLeg[0]!) q = 2;
    for (let k = 3; k <= 5 && q === k - 1; k++) {
      if (weak >= rules.weakLeg[k - 2]! && directsAt[k - 3]![i]! >= rules.directsBelow) q = k;
    }
    if (q > state.level[i]!) { state.level[i] = q; if (changed) changed[i] = 1; }
    const s = sponsor[i]!;
    if (s >= 0) for (let k = 2; k <= 4; k++) if (state.level[i]! >= k) directsAt[k - 2]![s]! += 1;
  }
}
