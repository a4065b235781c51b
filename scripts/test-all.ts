// `npm test`: type checks, unit and API tests on both databases, app tests, builds, browser journeys.
// Ends with one line "tests: N passed, M failed" and a non-zero exit code on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { connectClient } from '../packages/server/src/db/connection-loss.js';
import { readVitestReport, unhandledErrorsOf } from './vitest-report.js';

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

/** Like step, but also keeps what the command printed, so the end of the run can repeat the part that explains a failure. */
async function stepKeepingOutput(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ ok: boolean; output: string }> {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const chunks: string[] = [];
  child.stdout.on('data', (d: Buffer) => {
    process.stdout.write(d);
    chunks.push(d.toString());
  });
  child.stderr.on('data', (d: Buffer) => {
    process.stderr.write(d);
    chunks.push(d.toString());
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { ok: code === 0, output: chunks.join('') };
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

const vitest = await stepKeepingOutput('unit, API and app tests', 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', '--outputFile.json=artifacts/vitest.json'], { TEST_DATABASE_URL });
const report = readVitestReport('artifacts/vitest.json');
passed += report.passed;
failed += report.failed;
notes.push(...report.notes);
// Errors thrown outside any test (an unhandled rejection, an 'error' event nobody listens to) fail vitest's run
// without failing a test: they count too.
const unhandled = unhandledErrorsOf(vitest.output);
if (!vitest.ok && report.failed === 0) {
  failed++;
  notes.push('vitest ended with errors outside the tests (repeated at the end)');
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
if (unhandled) console.log(`=== vitest's unhandled errors, repeated from above:\n${unhandled}\n`);
for (const n of notes) console.log(`note: ${n}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
