import type { Config } from '../config.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { lockDataDir } from './data-lock.js';
import { runMigrations } from './migrate.js';

/** Opens the configured database (PostgreSQL server, or the embedded one under a folder lock) and migrates it. */
export async function openConfiguredDatabase(config: Config, role: string): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await runMigrations(database);
    return database;
  }
  const unlock = lockDataDir(config.dataDir, role);
  try {
    const database = await openPglite(config.dataDir);
    await runMigrations(database);
    const close = database.close;
    return { ...database, close: async () => { await close(); unlock(); } };
  } catch (err) {
    unlock();
    throw err;
  }
}
