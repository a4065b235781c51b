import { defineLifecycle } from '../../lib/state-machine/index.js';
import { applications } from './tables.js';

/** An account application: submitted (created pending), then approved or rejected by an operator; rejected ones stay. */
export const APPLICATION_LIFECYCLE = defineLifecycle({
  name: 'application',
  table: applications,
  idColumn: applications.id,
  statusColumn: applications.status,
  transitions: {
    approve: { from: ['pending'], to: 'approved', actors: ['operator'] },
    reject: { from: ['pending'], to: 'rejected', actors: ['operator'] },
  },
  enteredAt: { approved: 'reviewedAt', rejected: 'reviewedAt' },
  touched: 'updatedAt',
  refusal: 'state_not_allowed',
  notFound: 'application_not_found',
});
