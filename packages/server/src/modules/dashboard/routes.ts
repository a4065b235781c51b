import { adminDashboardCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { dashboardOf } from './overview.js';

/** The back office's dashboard: figures and queues by the caller's permissions. */
export function dashboardRoutes(): CallRoute[] {
  return [handle(adminDashboardCalls.overview, ({ ctx }) => dashboardOf(ctx))];
}
