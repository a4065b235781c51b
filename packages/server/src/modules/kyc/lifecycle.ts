import { defineLifecycle } from '../../lib/state-machine/index.js';
import { kycRequests } from './tables.js';

/**
 * An identity verification: submitted by the member (the row is created pending), then approved or rejected by an
 * operator. A rejected one stays rejected; the member submits a new one.
 */
export const KYC_LIFECYCLE = defineLifecycle({
  name: 'kyc',
  table: kycRequests,
  idColumn: kycRequests.id,
  statusColumn: kycRequests.status,
  transitions: {
    approve: { from: ['pending'], to: 'approved', actors: ['operator'] },
    reject: { from: ['pending'], to: 'rejected', actors: ['operator'] },
  },
  enteredAt: { approved: 'reviewedAt', rejected: 'reviewedAt' },
  touched: 'updatedAt',
  refusal: 'state_not_allowed',
  notFound: 'kyc_not_found',
});
