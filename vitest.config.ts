import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Server tests run twice: on the embedded PostgreSQL and on the PostgreSQL server (ONEGO_TEST_DB=pg).
const serverTests = {
  include: ['packages/server/test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};
const appProjects = ['packages/web/vitest.config.ts', 'packages/admin/vitest.config.ts'].filter((p) => existsSync(p));

export default defineConfig({
  test: {
    // Two files at a time (vitest's default is one on a 2-core machine): most server tests wait on PostgreSQL, anvil or a
    // child process rather than on the CPU, so a second worker roughly halves the suite's wall time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['packages/contract/test/**/*.test.ts', 'packages/server/src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      { test: { ...serverTests, name: 'server-pglite', env: { ONEGO_TEST_DB: 'pglite' }, globalSetup: ['packages/server/test/pglite-template.ts'] } },
      { test: { ...serverTests, name: 'server-pg', env: { ONEGO_TEST_DB: 'pg' } } },
      ...appProjects,
    ],
  },
});
