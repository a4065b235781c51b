import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { TEST_DATABASE_URL } from './harness.js';

/** The name of the database a PostgreSQL URL points at. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

// Client connections only: PostgreSQL's own workers (autovacuum) visit databases too and are not ours to end.
const CLIENTS_OF_DATABASE = "where datname = $1 and usename = current_user and backend_type = 'client backend' and pid <> pg_backend_pid()";

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Process ids of the server's connections to a database. */
export async function backendsOf(database: string): Promise<number[]> {
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity ${CLIENTS_OF_DATABASE}`, [database]);
    return rows.map((r) => r.pid);
  });
}

/**
 * Ends every connection to a database, as a restart or a failover of PostgreSQL does, from a connection to another
 * database; returns the ended process ids. The shared PostgreSQL server itself is never stopped by a test.
 */
export async function terminateBackends(database: string): Promise<number[]> {
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      // Materialised first: PostgreSQL may otherwise call the function on rows the filter has not yet removed.
      `with ours as materialized (select pid from pg_stat_activity ${CLIENTS_OF_DATABASE}) select pid from ours where pg_terminate_backend(pid)`, [database]);
    return rows.map((r) => r.pid);
  });
}

/**
 * Ends one connection while this process is blocked, so the ending is waiting unread on its socket and the pool
 * still counts the connection as idle and healthy: the moment between a restart and the pool noticing it.
 */
export function terminateBackendWhileBlocked(pid: number): void {
  const script = `const pg = require('pg');
    const c = new pg.Client({ connectionString: process.env.URL });
    c.connect().then(() => c.query('select pg_terminate_backend($1)', [${Number(pid)}]))
      .then(() => new Promise((r) => setTimeout(r, 200))).finally(() => c.end());`;
  execFileSync(process.execPath, ['-e', script], { env: { ...process.env, URL: TEST_DATABASE_URL }, stdio: 'inherit' });
}
