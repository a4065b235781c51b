import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall, postCall } from '../call.js';
import { PageQuery, pageOf } from '../paging.js';
import { text } from '../api/text.js';

/** States of a background job, as the back office shows them. */
export const JobStateName = z.enum(['queued', 'retrying', 'running', 'done', 'dead', 'discarded']);
export type JobStateName = z.infer<typeof JobStateName>;

/** GET /admin-api/jobs/summary: per job name, how many jobs are in each state. */
export const JobSummary = z.object({
  queues: z.array(z.object({
    name: z.string(),
    counts: z.record(JobStateName, z.number().int()),
  })),
});

/** GET /admin-api/jobs query: paged, by state and job name. */
export const JobListQuery = PageQuery.extend({
  state: JobStateName.optional(),
  name: text({ max: 100 }).optional(),
});

/** One job as the back office lists it, with the error of its last failed attempt. */
export const JobRow = z.object({
  id: z.number().int(),
  name: z.string(),
  state: JobStateName,
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string(),
  payload: z.unknown(),
  run_at: UnixSeconds,
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
});

/** POST /admin-api/jobs/retry and /admin-api/jobs/discard. */
export const JobActionBody = z.object({ id: z.number().int().positive() });

/** Every /admin-api/jobs/* call: the back office's Jobs page. */
export const adminJobsCalls = {
  summary: getCall({ path: '/admin-api/jobs/summary', access: { operator: 'jobs.read' }, data: JobSummary }),
  list: getCall({ path: '/admin-api/jobs', access: { operator: 'jobs.read' }, query: JobListQuery, data: pageOf(JobRow) }),
  retry: postCall({ path: '/admin-api/jobs/retry', access: { operator: 'jobs.write' }, body: JobActionBody }),
  discard: postCall({ path: '/admin-api/jobs/discard', access: { operator: 'jobs.write' }, body: JobActionBody }),
};
