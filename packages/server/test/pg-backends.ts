import { execFileSync } from 'node:child_process';
import type pg from 'pg';
import { connectClient } from '../src/db/connection-loss.js';
import { TEST_DATABASE_URL } from './harness.js';

/** The name of the database a PostgreSQL URL points at. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

// Client connections only: PostgreSQL's own workers (autovacuum) visit databases too and are not ours to end.
const CLIENTS_OF_DATABASE = "where datname = $1 and usename = current_user and backend_type = 'client backend' and pid <> pg_backend_pid()";

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectClient({ connectionString: TEST_DATABASE_URL });
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Which connections: all of a database's, or only those waiting for an advisory lock. */
interface Which { waitingForAdvisoryLock?: boolean }

function clientsOf(which: Which): string {
  return which.waitingForAdvisoryLock ? `${CLIENTS_OF_DATABASE} and wait_event_type = 'Lock' and wait_event = 'advisory'` : CLIENTS_OF_DATABASE;
}

/** Process ids of the server's connections to a database. */
export async function backendsOf(database: string, which: Which = {}): Promise<number[]> {
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity ${clientsOf(which)}`, [database]);
    return rows.map((r) => r.pid);
  });
}

/**
 * Ends the connections to a database (all of them, as a restart or a failover of PostgreSQL does) from a connection
 * to another database; returns the ended process ids. The shared PostgreSQL server itself is never stopped by a test.
 */
export async function terminateBackends(database: string, which: Which = {}): Promise<number[]> {
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      // Materialised first: PostgreSQL may otherwise call the function on rows the filter has not yet removed.
      `with ours as materialized (select pid from pg_stat_activity ${clientsOf(which)}) select pid from ours where pg_terminate_backend(pid)`, [database]);
    return rows.map((r) => r.pid);
  });
}

/**
 * Ends one connection while this process is blocked, so the ending is waiting unread on its socket and the pool
 * still counts the connection as idle and healthy: the moment between a restart and the pool noticing it.
 */
export function terminateBackendWhileBlocked(pid: number): void {
  // Returns once the backend has gone, so its farewell is on the socket before this process runs again.
  const script = `const pg = require('pg');
    const c = new pg.Client({ connectionString: process.env.URL });
    const gone = async () => (await c.query('select 1 from pg_stat_activity where pid = $1', [${Number(pid)}])).rowCount === 0;
    const wait = async () => { while (!(await gone())) await new Promise((r) => setTimeout(r, 10)); };
    c.connect().then(() => c.query('select pg_terminate_backend($1)', [${Number(pid)}])).then(wait).finally(() => c.end());`;
  execFileSync(process.execPath, ['-e', script], { env: { ...process.env, URL: TEST_DATABASE_URL }, stdio: 'inherit' });
}
