import pg from 'pg';

/** Told about each connection PostgreSQL ended (a restart, a failover, pg_terminate_backend). */
export type ConnectionLostListener = (err: Error) => void;

/**
 * Keeps a pool (and the process) alive when PostgreSQL ends its connections. pg reports a lost connection as an
 * 'error' event, which ends the process when nobody listens: on the pool for an idle connection, on the client
 * itself for one in use. Each lost connection is reported once and leaves the pool, which opens a new one when
 * needed; whoever was using it gets the error from its query.
 */
export function surviveConnectionLoss(pool: pg.Pool, report: ConnectionLostListener): void {
  const inUse = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  // An idle connection: the pool has dropped it already, and the client's own listener below reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err: Error) => {
      if (inUse.has(client)) giveBack(client, err);
      if (reported) return;
      reported = true;
      report(err);
    });
  });
}

/**
 * Returns a lost connection in use to the pool, which drops it. Its holder might never do so: drizzle's transaction
 * checks a client out and sends BEGIN before its try/finally, so a BEGIN meeting a connection that ended unnoticed
 * leaves the client checked out forever and the pool one place smaller, until it has none. The holder's own release
 * later does nothing.
 */
function giveBack(client: pg.PoolClient, err: Error): void {
  const release = client.release.bind(client);
  client.release = () => undefined;
  release(err);
}

/**
 * Connects one client outside any pool (migrations, maintenance, tools). A connection PostgreSQL ends then fails the
 * client's query in flight, or its next one, instead of raising an 'error' event nobody listens to.
 */
export async function connectClient(config: pg.ClientConfig): Promise<pg.Client> {
  const client = new pg.Client(config);
  // The queries carry the reason; the event itself needs no action.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
