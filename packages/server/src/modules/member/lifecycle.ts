import { defineLifecycle } from '../../lib/state-machine/index.js';
import { members } from './tables.js';

/**
 * A member account's status: operators disable and enable it; the member cancels it (for good: cancelled accounts
 * keep their data but never come back, so no transition leaves 'cancelled').
 */
export const MEMBER_LIFECYCLE = defineLifecycle({
  name: 'member',
  table: members,
  idColumn: members.id,
  statusColumn: members.status,
  transitions: {
    disable: { from: ['active'], to: 'disabled', actors: ['operator'] },
    enable: { from: ['disabled'], to: 'active', actors: ['operator'] },
    cancel: { from: ['active', 'disabled'], to: 'cancelled', actors: ['member'] },
  },
  enteredAt: { cancelled: 'cancelledAt' },
  touched: 'updatedAt',
  refusal: 'state_not_allowed',
  notFound: 'member_not_found',
});
