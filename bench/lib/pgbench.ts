import { execFileSync } from 'node:child_process';
import { freshDatabase } from './database.js';

const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

/**
 * Runs pgbench's built-in TPC-B-like transaction (scale 4, `clients` clients, 2 threads) for `seconds` on a fresh
 * database (`database`, default `onego_pgbench`) of the server `url` names: the baseline every money benchmark divides
 * by, measured in the same run. PGBENCH chooses the binary.
 */
export async function runPgbench(url: string, clients: number, seconds: number, database = 'onego_pgbench'): Promise<{ tps: number; latencyMs: number; transactions: number }> {
  const target = new URL(url);
  target.pathname = `/${database}`;
  await freshDatabase(target.toString());
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(target.password) };
  const conn = ['-h', target.hostname, '-p', target.port || '5432', '-U', decodeURIComponent(target.username)];
  execFileSync(PGBENCH, [...conn, '-i', '-q', '-s', '4', database], { env, stdio: 'pipe' });
  const out = execFileSync(PGBENCH, [...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), database], { env, encoding: 'utf8' });
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
    transactions: Number(/actually processed: (\d+)/.exec(out)?.[1]),
    latencyMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
  };
}
