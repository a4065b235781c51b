import type { LocalizedText } from '@onego/contract';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Operator-editable settings, one JSON value per key; defaults live in code. A text that readers see (service hours)
 * may also be given per language in `translations`; `value` is the default language's and the fallback.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  translations: jsonb('translations').$type<LocalizedText>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
