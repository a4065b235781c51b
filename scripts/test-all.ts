// `npm test`: type checks, unit and API tests on both databases, app tests, builds, browser journeys.
// Ends with one line "tests: N passed, M failed" and a non-zero exit code on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { connectClient } from '../packages/server/src/db/connection-loss.js';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego';
let passed = 0;
let failed = 0;
const notes: string[] = [];

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

async function postgresReachable(): Promise<boolean> {
  let client: pg.Client | undefined;
  try {
    client = await connectClient({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
    await client.query('select 1');
    return true;
  } catch (err) {
    notes.push(`PostgreSQL server at ${TEST_DATABASE_URL.replace(/:[^:@/]+@/, ':***@')} not reachable (${(err as Error).message})`);
    return false;
  } finally {
    await client?.end().catch(() => undefined);
  }
}

function countVitest(file: string): void {
  if (!existsSync(file)) {
    failed++;
    notes.push(`vitest wrote no report (${file})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; testResults: Array<{ status: string; message?: string; name: string }> };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load counts as a failure even though none of its tests ran.
  for (const suite of report.testResults) {
    if (suite.status === 'failed' && suite.message) {
      failed++;
      notes.push(`${suite.name}: ${suite.message.split('\n')[0]}`);
    }
  }
}

mkdirSync('artifacts', { recursive: true });

const tsconfigs = ['tsconfig.json', 'packages/web/tsconfig.json', 'packages/admin/tsconfig.json'].filter((f) => existsSync(f));
for (const cfg of tsconfigs) {
  if (step(`type check ${cfg}`, 'npx', ['tsc', '-p', cfg, '--noEmit'])) passed++;
  else {
    failed++;
    notes.push(`type errors in ${cfg}`);
  }
}

const projects = ['unit', 'server-pglite', 'web', 'admin'].filter((p) => p.startsWith('unit') || p.startsWith('server') || existsSync(`packages/${p}/vitest.config.ts`));
if (await postgresReachable()) projects.push('server-pg');
else if (CI) {
  failed++;
  notes.push('CI needs the PostgreSQL server for the server-pg tests');
} else console.warn(`\n!!! ${notes.at(-1)}: the server-pg tests are skipped. See README "Tests on a PostgreSQL server".`);

const vitestOk = step('unit, API and app tests', 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', '--outputFile.json=artifacts/vitest.json'], { TEST_DATABASE_URL });
const failedBefore = failed;
countVitest('artifacts/vitest.json');
// Errors thrown outside any test (an unhandled rejection, an 'error' event nobody listens to) fail vitest's run
// without failing a test: they count too.
if (!vitestOk && failed === failedBefore) {
  failed++;
  notes.push('vitest ended with errors outside the tests (see "Unhandled Errors" above)');
}

if (step('build the member app and the back office', 'npm', ['run', 'build'])) passed++;
else {
  failed++;
  notes.push('build failed');
}

if (existsSync('e2e/run.ts')) {
  step('browser journeys', 'npx', ['tsx', 'e2e/run.ts']);
  if (existsSync('artifacts/e2e.json')) {
    const e2e = JSON.parse(readFileSync('artifacts/e2e.json', 'utf8')) as { passed: number; failed: number; skipped: string | null };
    passed += e2e.passed;
    failed += e2e.failed;
    if (e2e.skipped) {
      if (CI) {
        failed++;
        notes.push(`browser journeys could not run in CI: ${e2e.skipped}`);
      } else console.warn(`\n!!! browser journeys skipped: ${e2e.skipped}`);
    }
  } else {
    failed++;
    notes.push('browser journeys wrote no report');
  }
}

console.log('');
for (const n of notes) console.log(`note: ${n}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
