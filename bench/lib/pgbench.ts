import { execFileSync } from 'node:child_process';
import { freshDatabase } from './database.js';

const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

/** pgbench's connection arguments and password for the database `url` names. */
function connection(url: string): { conn: string[]; env: NodeJS.ProcessEnv; database: string } {
  const target = new URL(url);
  return {
    conn: ['-h', target.hostname, '-p', target.port || '5432', '-U', decodeURIComponent(target.username)],
    env: { ...process.env, PGPASSWORD: decodeURIComponent(target.password) },
    database: decodeURIComponent(target.pathname.slice(1)),
  };
}

/** What a pgbench run reports: transactions per second and in all, their mean latency, and how many were retried. */
export interface PgbenchFigures { tps: number; latencyMs: number; transactions: number; retried: number }

function figuresOf(out: string): PgbenchFigures {
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
    transactions: Number(/actually processed: (\d+)/.exec(out)?.[1]),
    latencyMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
    retried: Number(/number of transactions retried: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/**
 * Runs pgbench's built-in TPC-B-like transaction (scale 4, `clients` clients, 2 threads) for `seconds` on a fresh
 * database (`database`, default `onego_pgbench`) of the server `url` names: the baseline every money benchmark divides
 * by, measured in the same run. PGBENCH chooses the binary.
 */
export async function runPgbench(url: string, clients: number, seconds: number, database = 'onego_pgbench'): Promise<PgbenchFigures> {
  const target = new URL(url);
  target.pathname = `/${database}`;
  await freshDatabase(target.toString());
  const { conn, env } = connection(target.toString());
  execFileSync(PGBENCH, [...conn, '-i', '-q', '-s', '4', database], { env, stdio: 'pipe' });
  return figuresOf(execFileSync(PGBENCH, [...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), database], { env, encoding: 'utf8' }));
}

/**
 * Runs a pgbench script of our own (`script`, a file; its variables set from `vars`) as prepared statements on the
 * database `url` names, `clients` clients on 2 threads for `seconds`. Transactions that deadlock are tried again, up
 * to ten times, and counted as retried; any that still fail make the run throw.
 */
export function runPgbenchScript(url: string, script: string, clients: number, seconds: number, vars: Record<string, number | string>): PgbenchFigures {
  const { conn, env, database } = connection(url);
  const defines = Object.entries(vars).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
  const out = execFileSync(PGBENCH, [...conn, '-n', '-M', 'prepared', '--max-tries', '10', '-f', script, ...defines,
    '-c', String(clients), '-j', '2', '-T', String(seconds), database], { env, encoding: 'utf8' });
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  if (failed > 0) throw new Error(`pgbench ${script}: ${failed} transactions failed\n${out}`);
  return figuresOf(out);
}
