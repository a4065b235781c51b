import { defineLifecycle } from '../../lib/state-machine/index.js';
import { feedback } from './tables.js';

/** Feedback: sent by the member (created under review), then answered once by an operator. */
export const FEEDBACK_LIFECYCLE = defineLifecycle({
  name: 'feedback',
  table: feedback,
  idColumn: feedback.id,
  statusColumn: feedback.status,
  transitions: {
    reply: { from: ['pending'], to: 'replied', actors: ['operator'] },
  },
  enteredAt: { replied: 'repliedAt' },
  touched: 'updatedAt',
  refusal: 'state_not_allowed',
  notFound: 'feedback_not_found',
});
