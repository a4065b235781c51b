import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Wrong tries at a secret (a person's login or payment password, an operator's sign-in) in the current window, per
 * subject, and the lock they led to. A try is settled only while holding the subject's lock (lockout_hold), after
 * reading its count, so a burst of guesses can never have more than the limit compared. A subject gets a row at its
 * first wrong try.
 */
export const attemptLimits = pgTable('attempt_limits', {
  subject: text('subject').primaryKey(),
  tries: integer('tries').notNull(),
  /** When the first wrong try of the current window was made; the count starts again once the window has passed. */
  windowStartedAt: ts('window_started_at'),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
