import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement, so PostgreSQL parses and plans it once per connection instead
 * of on every call: for the hottest calls only. The statement's text must be the same on every call with one name
 * (values go in as parameters).
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const res = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (res as { rows: T[] }).rows;
}

/**
 * A query built by drizzle's `.prepare(name)`, made once per database handle and reused: the SQL is rendered once, and
 * PostgreSQL plans it once per connection.
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) made.set(db, (query = build(db)));
    return query;
  };
}
