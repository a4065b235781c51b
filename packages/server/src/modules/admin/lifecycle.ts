import { defineLifecycle } from '../../lib/state-machine/index.js';
import { operators } from './tables.js';

/** An operator account's status: a super admin disables it (its sessions end) and enables it again. */
export const OPERATOR_LIFECYCLE = defineLifecycle({
  name: 'operator',
  table: operators,
  idColumn: operators.id,
  statusColumn: operators.status,
  transitions: {
    disable: { from: ['active'], to: 'disabled', actors: ['operator'] },
    enable: { from: ['disabled'], to: 'active', actors: ['operator'] },
  },
  refusal: 'state_not_allowed',
  notFound: 'operator_not_found',
});
