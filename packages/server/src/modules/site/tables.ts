import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** Operator-editable settings, one JSON value per key; defaults live in code. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
