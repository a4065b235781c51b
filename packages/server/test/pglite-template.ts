// Vitest global set-up of the server-pglite project: one migrated embedded database, saved once for every test file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a freshly migrated embedded database's data folder, which each test file loads. */
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database and migrating it takes seconds of uninterrupted CPU in the test's process: once per test
 * file, that was minutes of the suite and long stretches in which a worker answered nothing. Loading a saved copy
 * takes a fraction of it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'onego-pglite-template-'));
  const database = await openPglite('memory://');
  await runMigrations(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
