import { JOB_STATES } from './states.js';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';


/**
 * The durable job queue. A worker claims a waiting job with FOR UPDATE SKIP LOCKED and holds it under a lease
 * (locked_until) that it renews while the handler runs; a job whose worker died is taken again after the lease.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  payload: jsonb('payload').notNull().default({}),
  state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  runAt: ts('run_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  lastError: text('last_error').notNull().default(''),
  // At most one live (waiting or running) job per key: scheduled work never runs twice at once.
  singletonKey: text('singleton_key'),
  // At most one job ever per key: an event's handler job is made once, however often the event is fanned out.
  dedupeKey: text('dedupe_key'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
}, (t) => [
  index('jobs_waiting_idx').on(t.runAt, t.id).where(sql`state in ('queued', 'retrying')`),
  index('jobs_running_idx').on(t.lockedUntil).where(sql`state = 'running'`),
  index('jobs_name_state_idx').on(t.name, t.state),
  uniqueIndex('jobs_singleton_uq').on(t.singletonKey).where(sql`state in ('queued', 'retrying', 'running')`),
  uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey),
]);

/** Recurring work: when each scheduled job is next due. Claiming a slot is one conditional update, so one instance wins. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  maxAttempts: integer('max_attempts').notNull().default(3),
  nextRunAt: ts('next_run_at').notNull().defaultNow(),
});

/** The outbox of domain events, written in the transaction of the change that caused each one. */
export const domainEvents = pgTable('domain_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('domain_events_type_idx').on(t.type, t.id)]);
