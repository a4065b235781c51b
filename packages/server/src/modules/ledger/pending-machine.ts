import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applyTransition, defineLifecycle, type Actor } from '../../lib/state-machine/index.js';
import { pendingTransfers } from './tables.js';

export type PendingRow = typeof pendingTransfers.$inferSelect;

/**
 * The pending transfer lifecycle on the state-machine kit: each action, the state it starts from, where it leads and
 * who may take it. A pending transfer closes exactly once; a post must come before the expiry (as in TigerBeetle, an
 * expired reservation cannot be posted). Which reservations are due to expire is chosen by the caller under their row
 * locks (the sweep may run with a clock of its own), so `expire` carries no guard here. Events go to `state_events`.
 */
export const PENDING_LIFECYCLE = defineLifecycle({
  name: 'pending_transfer',
  table: pendingTransfers,
  idColumn: pendingTransfers.id,
  statusColumn: pendingTransfers.state,
  transitions: {
    post: { from: ['pending'], to: 'posted', actors: ['member', 'operator', 'system'], guard: sql`(expires_at is null or expires_at > now())` },
    void: { from: ['pending'], to: 'voided', actors: ['member', 'operator', 'system'] },
    expire: { from: ['pending'], to: 'expired', actors: ['system'] },
  },
  enteredAt: { posted: 'closedAt', voided: 'closedAt', expired: 'closedAt' },
  refusal: 'pending_transfer_closed',
  notFound: 'pending_transfer_not_found',
});

export type PendingAction = keyof typeof PENDING_LIFECYCLE.transitions;

/**
 * Moves a pending transfer, read earlier in this transaction, through a transition of PENDING_LIFECYCLE (one
 * conditional statement under the row's lock, so of racing transitions exactly one happens; refused with
 * TransitionRefused otherwise) and answers the row as it now is. Only the state, its time and `set` change, so the
 * row already read needs no second read. Call in the transaction that releases what it held.
 */
export async function movePending(
  tx: Db,
  row: PendingRow,
  action: PendingAction,
  actor: Actor,
  set: Partial<Pick<PendingRow, 'postedAmount'>> = {},
): Promise<PendingRow> {
  const closedAt = new Date();
  const moved = await applyTransition(tx, PENDING_LIFECYCLE, action, { id: row.id, actor, set: { ...set, closedAt } });
  return { ...row, ...set, state: moved.to, closedAt };
}

/** The condition matching open pending transfers. */
export const openPending = (): SQL => sql`${pendingTransfers.state} = 'pending'`;
