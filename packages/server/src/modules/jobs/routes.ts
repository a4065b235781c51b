import { adminJobsCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { discardJob, jobsSummary, listJobs, retryJob } from './admin.js';

/** The back office's Jobs page: counts per job name and state, jobs by state with their last error, retry and discard. */
export function jobsAdminRoutes(): CallRoute[] {
  const calls = adminJobsCalls;
  return [
    handle(calls.summary, ({ ctx }) => jobsSummary(ctx.db)),
    handle(calls.list, ({ ctx, query }) => listJobs(ctx.db, query)),
    handle(calls.retry, async ({ ctx, body }) => {
      await retryJob(ctx, body.id);
      return null;
    }),
    handle(calls.discard, async ({ ctx, body }) => {
      await discardJob(ctx, body.id);
      return null;
    }),
  ];
}
