/**
 * The servers bench/shop measures, each in a process of its own (as in production, and so the load client does not
 * share their event loop): started by run.ts with fork(), they answer the port on the IPC channel once listening.
 *
 *   app  — the real One Go application (buildApp) on the bench database, pool of 10 like the server's default;
 *   bare — a bare Fastify of the same version with one GET route answering a fixed product page (sent by run.ts
 *          over IPC) in the same { code, msg, time, data } envelope: the ceiling for a JSON read on this machine.
 *
 * Both run without request logging, so neither pays for it.
 */
import type { AddressInfo } from 'node:net';
import { nowSeconds } from '@onego/contract';
import Fastify from 'fastify';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { openPostgres } from '../../packages/server/src/db/client.js';

const mode = process.argv[2];
const send = (msg: unknown) => process.send!(msg);

async function startApp(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL!;
  const database = await openPostgres(url, 10);
  const app = await buildApp({ config: loadConfig({
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/onego-bench-shop', LOG_LEVEL: 'silent', DATABASE_URL: url, CATALOGUE_CACHE_SECONDS: process.env.BENCH_CACHE_SECONDS,
  }), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  send({ port: (app.server.address() as AddressInfo).port });
}

/** Messages from run.ts: the bare route's page, and requests for this process's CPU time (µs) so far. */
type Msg = { type: 'data'; data: unknown } | { type: 'cpu' };
let bareData: ((data: unknown) => void) | undefined;
process.on('message', (msg: Msg) => {
  if (msg.type === 'cpu') send({ cpu: process.cpuUsage() });
  else bareData?.(msg.data);
});

async function startBare(): Promise<void> {
  const data = await new Promise<unknown>((resolve) => { bareData = resolve; });
  const app = Fastify({ logger: false });
  app.get('/bare/product/index', async () => ({ code: 1, msg: 'ok', time: nowSeconds(), data }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  send({ port: (app.server.address() as AddressInfo).port });
}

(mode === 'app' ? startApp() : startBare()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
process.on('disconnect', () => process.exit(0));
// A clean exit, so that a CPU profile asked for with BENCH_PROFILE is written.
process.on('SIGTERM', () => process.exit(0));
