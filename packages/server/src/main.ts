import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { startOrderJobs } from './modules/order/jobs.js';

/** Starts the server: configuration, database and migrations, first-start data, then HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  const database = await openConfiguredDatabase(config, 'server');
  const app = await buildApp({ config, database });
  await bootstrap(database, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startOrderJobs(database.db, app.log);
  app.log.info(`One Go is running at ${config.publicUrl} (back office at ${config.publicUrl}/admin, API docs at ${config.publicUrl}/docs), database: ${database.kind === 'pg' ? 'PostgreSQL server' : `embedded in ${config.dataDir}`}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
