import type { WithdrawalStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { applyTransition, defineLifecycle, type Actor, type Moved } from '../../lib/state-machine/index.js';
import { withdrawals } from './tables.js';

/**
 * A withdrawal's lifecycle (spec §4): an operator approves or rejects a request pending review; the payout of an
 * approved one ends as paid (the reservation posted) or failed (the reservation voided, the money returned).
 */
export const WITHDRAWAL_LIFECYCLE = defineLifecycle({
  name: 'withdrawal',
  table: withdrawals,
  idColumn: withdrawals.id,
  statusColumn: withdrawals.status,
  transitions: {
    approve: { from: ['pending_review'], to: 'approved', actors: ['operator'] },
    reject: { from: ['pending_review'], to: 'rejected', actors: ['operator'] },
    pay: { from: ['approved'], to: 'paid', actors: ['system'] },
    fail: { from: ['approved'], to: 'failed', actors: ['system'] },
  },
  enteredAt: { approved: 'approvedAt', rejected: 'rejectedAt', paid: 'paidAt', failed: 'failedAt' },
  refusal: 'withdrawal_wrong_state',
  notFound: 'withdrawal_not_found',
});

export type WithdrawalAction = keyof typeof WITHDRAWAL_LIFECYCLE.transitions;

/** Moves a withdrawal through one transition in the caller's transaction (one conditional statement and its event). */
export function moveWithdrawal(
  tx: Db, id: number, action: WithdrawalAction, actor: Actor, set: Partial<typeof withdrawals.$inferInsert> = {}, note = '',
): Promise<Moved<WithdrawalStatus>> {
  return applyTransition(tx, WITHDRAWAL_LIFECYCLE, action, { id, actor, set, note });
}
