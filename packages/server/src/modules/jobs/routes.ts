import { JobActionBody, JobListQuery, JobRow, JobSummary, pageOf } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { authOperator } from '../admin/admin-auth.js';
import { discardJob, jobsSummary, listJobs, retryJob } from './admin.js';

/** The back office's Jobs page: counts per job name and state, jobs by state with their last error, retry and discard. */
export function jobsAdminRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin-api/jobs/summary', { schema: answers('admin', JobSummary) }, async (req) =>
    ok(req, await jobsSummary((await authOperator(req, 'jobs.read')).db)));
  r.get('/admin-api/jobs', { schema: { ...answers('admin', pageOf(JobRow)), querystring: JobListQuery } }, async (req) =>
    ok(req, await listJobs((await authOperator(req, 'jobs.read')).db, req.query)));
  r.post('/admin-api/jobs/retry', { schema: { ...answers('admin'), body: JobActionBody } }, async (req) => {
    await retryJob(await authOperator(req, 'jobs.write'), req.body.id);
    return ok(req, null);
  });
  r.post('/admin-api/jobs/discard', { schema: { ...answers('admin'), body: JobActionBody } }, async (req) => {
    await discardJob(await authOperator(req, 'jobs.write'), req.body.id);
    return ok(req, null);
  });
}
