import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row from the raw answer of a hand-written statement (columns by their SQL names, driver values), mapped
 * the way drizzle maps its own queries' rows, on either driver. Other names in the raw row are ignored.
 */
export function typedRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, Column>)) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
