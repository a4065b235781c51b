import { defineLifecycle } from '../../lib/state-machine/index.js';
import { payouts } from './tables.js';

/**
 * A payout's lifecycle: recorded with its nonce (signing), sent (again at the same nonce when replaced), then confirmed
 * once its receipt is final with the Transfer log, or failed (simulation or the chain reverted it). Only the signer
 * (the system) moves it.
 */
export const PAYOUT_LIFECYCLE = defineLifecycle({
  name: 'payout',
  table: payouts,
  idColumn: payouts.id,
  statusColumn: payouts.status,
  transitions: {
    send: { from: ['signing', 'sent'], to: 'sent', actors: ['system'] },
    confirm: { from: ['sent'], to: 'confirmed', actors: ['system'] },
    fail: { from: ['signing', 'sent'], to: 'failed', actors: ['system'] },
  },
  enteredAt: { confirmed: 'settledAt', failed: 'settledAt' },
  refusal: 'withdrawal_wrong_state',
  notFound: 'withdrawal_not_found',
});
