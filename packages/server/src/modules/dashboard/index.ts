// The dashboard module's door: it owns no table; it composes the other modules' figures (read through their doors).
export { dashboardOf, DASHBOARD_DAYS } from './overview.js';
