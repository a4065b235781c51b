import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Tries at a secret (a person's login or payment password, an operator's sign-in), counted per subject. A try is
 * counted before the secret is compared, so a burst of guesses can never evaluate more than the limit.
 */
export const attemptLimits = pgTable('attempt_limits', {
  subject: text('subject').primaryKey(),
  tries: integer('tries').notNull(),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
