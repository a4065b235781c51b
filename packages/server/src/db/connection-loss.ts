import type pg from 'pg';

/** Told about each connection PostgreSQL ended (a restart, a failover, pg_terminate_backend). */
export type ConnectionLostListener = (err: Error) => void;

/**
 * Keeps a pool (and the process) alive when PostgreSQL ends its connections. pg reports a lost connection as an
 * 'error' event, which ends the process when nobody listens: on the pool for an idle connection, on the client
 * itself for one in use. Each lost connection is reported once; the pool drops it and opens a new one when needed,
 * and whoever was using it gets the error from its query.
 */
export function surviveConnectionLoss(pool: pg.Pool, report: ConnectionLostListener): void {
  // An idle connection: the pool has dropped it already, and the client's own listener below reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err: Error) => {
      if (reported) return;
      reported = true;
      report(err);
    });
  });
}
