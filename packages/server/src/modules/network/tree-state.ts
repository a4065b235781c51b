/**
 * The whole tree in memory, column by column, for the daily batch: members in id order (a sponsor and a parent always
 * registered before the member, so a lower index), BV figures as bigint units of 1e-8 in typed arrays. A million
 * members take about 100 MB and every pass over them is a plain loop: no recursion, no limit on depth.
 */
export interface TreeState {
  n: number;
  /** Member ids, ascending; `indexOf` maps back. */
  ids: Float64Array;
  indexOf: Map<number, number>;
  /** Index of the placement parent / the sponsor, or -1. */
  parent: Int32Array;
  sponsor: Int32Array;
  /** 0 = the member lies in its parent's left leg, 1 = right. */
  side: Uint8Array;
  /** Cumulative eligible own BV (P) and leg volumes. */
  personal: BigInt64Array;
  left: BigInt64Array;
  right: BigInt64Array;
  /** Leg volumes of the current calendar month. */
  monthLeft: BigInt64Array;
  monthRight: BigInt64Array;
  /** Own eligible BV over the active window (the last N days, today included once the day is applied). */
  recent: BigInt64Array;
  /** Level 0..5 (V0..V5), promotion only. */
  level: Uint8Array;
  /** Directs (by sponsor) who are active; filled by the daily pass. */
  activeDirects: Int32Array;
}

/** An empty state for `n` members, ids ascending. */
export function emptyTreeState(ids: ArrayLike<number>): TreeState {
  const n = ids.length;
  const state: TreeState = {
    n, ids: Float64Array.from(ids), indexOf: new Map(),
    parent: new Int32Array(n).fill(-1), sponsor: new Int32Array(n).fill(-1), side: new Uint8Array(n),
    personal: new BigInt64Array(n), left: new BigInt64Array(n), right: new BigInt64Array(n),
    monthLeft: new BigInt64Array(n), monthRight: new BigInt64Array(n), recent: new BigInt64Array(n),
    level: new Uint8Array(n), activeDirects: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) {
    if (i > 0 && state.ids[i]! <= state.ids[i - 1]!) throw new Error('tree state: member ids must ascend');
    state.indexOf.set(state.ids[i]!, i);
  }
  return state;
}

/** The weak leg (the smaller of the two cumulative leg volumes). */
export function weakLeg(state: TreeState, i: number): bigint {
  const l = state.left[i]!;
  const r = state.right[i]!;
  return l < r ? l : r;
}
