// The feedback module's door: members' feedback and operators' replies are its own routes; others need nothing yet.
export { unreadReplies } from './member.js';
export { pendingFeedbackCount } from './figures.js';
