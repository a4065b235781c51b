import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { surviveConnectionLoss, type ConnectionLostListener } from './connection-loss.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** A drizzle handle on either driver, or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The server URL when kind is 'pg'. */
  url?: string;
  /** Runs raw SQL with positional parameters; for migrations, locks and benchmarks. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * Calls the listener for each connection PostgreSQL ends (the pool replaces it); returns a function that stops the
   * calls. Without listeners such losses are written to stderr.
   */
  onConnectionLost(listener: ConnectionLostListener): () => void;
}

// numeric stays a string and bigint (int8) becomes a number on the pg driver, as on PGlite with mode 'number'.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * How many transactions can run at once on this handle: the pool's size on a PostgreSQL server, 1 on the embedded
 * database and inside a transaction (which is one connection).
 */
export function parallelConnections(db: Db): number {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? (client.options.max ?? 10) : 1;
}

/** Opens the embedded database in a folder (or memory:// for tests), optionally starting from a saved data folder. */
export async function openPglite(dataDir: string | 'memory://', from?: { loadDataDir: Blob }): Promise<Database> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory://' ? new PGlite(from) : new PGlite(path.join(dataDir, 'pgdata'), from);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = params.length ? await client.query(sql, params) : (await client.exec(sql)).at(-1) ?? { rows: [] };
      return res.rows as T[];
    },
    close: () => client.close(),
    // The embedded database runs inside this process: it has no connection to lose.
    onConnectionLost: () => () => undefined,
  };
}

/** Connects to a PostgreSQL server. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const listeners = new Set<ConnectionLostListener>();
  surviveConnectionLoss(pool, (err) => {
    if (!listeners.size) console.warn(`PostgreSQL ended a database connection (${err.message}); the pool opens a new one when needed.`);
    for (const listener of listeners) listener(err);
  });
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pg',
    url,
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return (Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows) as T[];
    },
    close: () => pool.end(),
    onConnectionLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
