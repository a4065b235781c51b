// The deposit and top-up lifecycles, declared on the state-machine kit (events in state_events).
import { defineLifecycle } from '../../lib/state-machine/index.js';
import { chainDeposits, chainSweeps, recharges } from './tables.js';

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

/**
 * A sweep: a gas top-up first when the deposit address lacks BNB (gas_signing → gas_sent, final → signing), then the
 * token transfer (signing → sent, again at the same nonce when replaced) until its receipt is final: swept, or failed
 * when it reverted. A sweep whose gas top-up is recorded is never dropped before it is sent (the hot wallet's later
 * nonces would wait on the gap); a deposit address short of gas again when signing (the price rose) is refuelled.
 */
export const SWEEP_LIFECYCLE = defineLifecycle({
  name: 'sweep',
  table: chainSweeps,
  idColumn: chainSweeps.id,
  statusColumn: chainSweeps.status,
  transitions: {
    send_gas: { from: ['gas_signing', 'gas_sent'], to: 'gas_sent', actors: ['system'] },
    fuelled: { from: ['gas_sent'], to: 'signing', actors: ['system'] },
    refuel: { from: ['signing'], to: 'gas_signing', actors: ['system'] },
    send: { from: ['signing', 'sent'], to: 'sent', actors: ['system'] },
    confirm: { from: ['sent'], to: 'swept', actors: ['system'] },
    fail: { from: ['gas_sent', 'sent'], to: 'failed', actors: ['system'] },
  },
  enteredAt: { swept: 'settledAt', failed: 'settledAt' },
  refusal: 'chain_sweep_wrong_state',
  notFound: 'chain_sweep_not_found',
});
