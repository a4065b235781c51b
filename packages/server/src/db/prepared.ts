import { createHash } from 'node:crypto';
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

/**
 * Runs a raw statement as a prepared statement named after its text, so PostgreSQL parses and plans it once per
 * connection and text: for hot statements whose text takes a few shapes (a transition per action and columns, a sale
 * per number of lines). Only for statements with a bounded number of shapes: each is kept on every connection.
 */
export async function executeByText<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `t_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const res = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (res as { rows: T[] }).rows;
}
