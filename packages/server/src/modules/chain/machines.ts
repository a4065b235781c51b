// The deposit and top-up lifecycles, declared on the state-machine kit (events in state_events).
import { defineLifecycle } from '../../lib/state-machine/index.js';
import { chainDeposits, recharges } from './tables.js';

/** A token transfer to a deposit address: seen before finality, then credited once, or orphaned by a reorg. */
export const DEPOSIT_LIFECYCLE = defineLifecycle({
  name: 'deposit',
  table: chainDeposits,
  idColumn: chainDeposits.id,
  statusColumn: chainDeposits.status,
  transitions: {
    credit: { from: ['seen'], to: 'credited', actors: ['system'] },
    orphan: { from: ['seen'], to: 'orphaned', actors: ['system'] },
    // The same (transaction, log index) back in the canonical chain after a reorg.
    reappear: { from: ['orphaned'], to: 'seen', actors: ['system'] },
  },
  enteredAt: { credited: 'creditedAt', orphaned: 'orphanedAt' },
  refusal: 'chain_deposit_wrong_state',
  notFound: 'chain_deposit_not_found',
});

/** A top-up: pending payment until settled by money received (success) or expired with none (failed). */
export const RECHARGE_LIFECYCLE = defineLifecycle({
  name: 'recharge',
  table: recharges,
  idColumn: recharges.id,
  statusColumn: recharges.status,
  transitions: {
    settle: { from: ['pending'], to: 'success', actors: ['system'] },
    expire: { from: ['pending'], to: 'failed', actors: ['system'] },
  },
  enteredAt: { success: 'settledAt', failed: 'failedAt' },
  refusal: 'recharge_wrong_state',
  notFound: 'recharge_not_found',
});
