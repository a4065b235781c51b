import { and, eq, inArray, lte, or, isNull, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PendingState } from './pending-states.js';
import { pendingTransfers } from './tables.js';

export type PendingRow = typeof pendingTransfers.$inferSelect;

/**
 * The pending transfer lifecycle, as one table: each action, the states it may start from, where it leads, and the
 * guard on the row at the moment of the move. A pending transfer closes exactly once; a post must come before the
 * expiry (as in TigerBeetle, an expired reservation cannot be posted), and only an expired one may expire.
 */
export const PENDING_MACHINE = {
  post: { from: ['pending'], to: 'posted', guard: (now: Date) => or(isNull(pendingTransfers.expiresAt), gt(pendingTransfers.expiresAt, now))! },
  void: { from: ['pending'], to: 'voided', guard: null },
  expire: { from: ['pending'], to: 'expired', guard: (now: Date) => lte(pendingTransfers.expiresAt, now) },
} as const satisfies Record<string, { from: readonly PendingState[]; to: PendingState; guard: ((now: Date) => SQL) | null }>;

export type PendingAction = keyof typeof PENDING_MACHINE;

/**
 * Moves the pending transfers matched by `which` through one transition, by a single conditional update: only rows in
 * an allowed state that pass the guard move, so of two racing transitions on one row exactly one happens. Returns the
 * rows as they were moved (none when nothing could move). Call in a transaction with the release of their `held`.
 */
export async function movePending(
  tx: Db,
  which: SQL,
  action: PendingAction,
  now: Date,
  set: Partial<Pick<PendingRow, 'postedAmount'>> = {},
): Promise<PendingRow[]> {
  const rule = PENDING_MACHINE[action];
  const guard = rule.guard ? rule.guard(now) : undefined;
  return tx.update(pendingTransfers)
    .set({ ...set, state: rule.to, closedAt: now })
    .where(and(which, inArray(pendingTransfers.state, [...rule.from]), guard))
    .returning();
}

/** The condition matching one pending transfer by id. */
export const pendingById = (id: number): SQL => eq(pendingTransfers.id, id);
/** The condition matching open pending transfers (any expiry): the expiry guard narrows it. */
export const openPending = (): SQL => sql`${pendingTransfers.state} = 'pending'`;
