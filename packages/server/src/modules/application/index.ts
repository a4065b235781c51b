// The application module's door: account applications are served by its own routes; others need nothing of it yet.
export { applicationInfo } from './member.js';
export { pendingApplicationCount } from './figures.js';
