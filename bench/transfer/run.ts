/**
 * Transfer benchmark on the PostgreSQL server: member-to-member transfers per second with p50/p99 latency,
 * beside pgbench's built-in TPC-B-like transaction on the same server in the same run, and the ratio.
 *
 *   npx tsx bench/transfer/run.ts [--clients 8] [--seconds 15] [--members 1000]
 *
 * Reads BENCH_DATABASE_URL (default postgres://onego:onego@127.0.0.1:5432/onego_bench_transfer; created when
 * missing, wiped before the run) and PGBENCH (default /usr/lib/postgresql/15/bin/pgbench). Writes the figures to
 * stdout and bench/transfer/results.json.
 *
 * Three of our figures:
 *  - use case: the transfer use case called directly (checks, lock, daily limit, journal entry, transfer row);
 *  - HTTP: the same through the real Fastify server over loopback (routing, schema validation, session lookup, envelope),
 *    driven from a separate load process (bench/lib/http-load.mjs) so the client does not share the server's event loop;
 *  - argon2: what one payment-password check costs with the production parameters.
 * Payment PINs are keyed HMAC hashes (ADR 0006), as in production: one HMAC per check. The argon2 figure is what a
 * payment check cost before that, and what a legacy hash costs once, on its first use.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { openPostgres } from '../../packages/server/src/db/client.js';
import { runMigrations } from '../../packages/server/src/db/migrate.js';
import type { Ctx } from '../../packages/server/src/http/context.js';
import { hashPin } from '../../packages/server/src/lib/pin-hash.js';
import { loadPinKeyRing } from '../../packages/server/src/lib/pin-key-file.js';
import { hashPassword, newToken, verifyPassword } from '../../packages/server/src/lib/secrets.js';
import { post, verifyLedger } from '../../packages/server/src/modules/ledger/index.js';
import { newIdentifiers } from '../../packages/server/src/modules/member/codes.js';
import { createRoot } from '../../packages/server/src/modules/member/root.js';
import { createSubAccount } from '../../packages/server/src/modules/member/subaccounts.js';
import { credentials, members } from '../../packages/server/src/modules/member/tables.js';
import type { MemberRow } from '../../packages/server/src/modules/member/userinfo.js';
import { placeMember } from '../../packages/server/src/modules/network/placement.js';
import { sessions } from '../../packages/server/src/modules/member/tables.js';
import { transfer } from '../../packages/server/src/modules/wallet/transfer.js';
import { CHEAP_PAY_HASH } from '../../packages/server/test/wallet-helpers.js';
import { cpuOf, onlyCluster } from '../lib/cpu.js';
import { runPgbench } from '../lib/pgbench.js';
import { httpLoad } from '../lib/http-load.js';
import { freshDatabase } from '../lib/database.js';
import { closedLoop, mean, percentile } from '../lib/stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: { 'no-request-log': { type: 'boolean', default: false }, clients: { type: 'string', default: '8' }, seconds: { type: 'string', default: '15' }, members: { type: 'string', default: '1000' } },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const MEMBERS = Number(args.members);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench_transfer';

/** With BENCH_PROFILE=<dir>, writes a V8 CPU profile of this process (the server) while `work` runs, for looking at where time goes. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await work();
  const { profile } = await session.post('Profiler.stop');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  session.disconnect();
  return result;
}

async function main(): Promise<void> {
  console.log(`transfer benchmark: ${CLIENTS} clients, ${SECONDS} s per run, ${MEMBERS} members, PostgreSQL at ${URL_.replace(/:[^:@/]+@/, ':***@')}`);
  await freshDatabase(URL_);

  const config = loadConfig({ DATA_DIR: '/tmp/onego-bench' });
  const pinKeys = loadPinKeyRing(config).ring;
  const database = await openPostgres(URL_, CLIENTS + 4);
  // Only this PostgreSQL server's processes count as its CPU: other servers on the machine are not ours to measure.
  const [backend] = await database.query<{ pid: number }>('select pg_backend_pid() as pid');
  onlyCluster(backend!.pid);
  await runMigrations(database);
  const db = database.db;
  const root = await createRoot(db, 'BenchRoot123');
  const people: MemberRow[] = [];
  // Each person's PIN hash, as the session lookup hands it to the transfer.
  const pinHashes = new Map<number, string>();
  for (let i = 0; i < MEMBERS; i++) {
    const m = await db.transaction(async (tx) => {
      const [row] = await tx.insert(members).values({
        ...newIdentifiers(), name: `Bench ${i}`, nickname: `Bench ${i}`, email: `bench${i}@bench.local`, areaCode: '65',
        mobile: `9${String(i).padStart(7, '0')}`, nationality: 'SG', birthday: '1990-01-01',
      }).returning();
      // Bench members never log in (their sessions are made directly): the cheap hash serves as the login password.
      const payPasswordHash = hashPin(pinKeys, '246810');
      pinHashes.set(row!.id, payPasswordHash);
      await tx.insert(credentials).values({ personId: row!.id, passwordHash: CHEAP_PAY_HASH, payPasswordHash });
      await placeMember(tx, { memberId: row!.id, sponsorId: root.id, ownerId: root.id, side: i % 2 === 0 ? 'L' : 'R' });
      await post(tx, { kind: 'adjustment', lines: [
        { owner: { member: row!.id }, asset: 'balance', amount: '100000000' },
        { owner: { system: 'adjustments' }, asset: 'balance', amount: '-100000000' },
      ] });
      return row!;
    });
    people.push(m);
  }
  // No daily limit in the way of a load test.
  await database.query(`insert into settings (key, value) values ('transfer_daily_limit', '"1000000000"')`);
  const pick = (client: number, i: number) => {
    const from = people[(client * 7919 + i * 104729) % people.length]!;
    let to = people[(client * 31 + i * 7) % people.length]!;
    if (to.id === from.id) to = people[(people.indexOf(from) + 1) % people.length]!;
    return { from, to };
  };

  console.log('pgbench (TPC-B-like, scale 4) …');
  const base = await cpuOf(() => runPgbench(URL_, CLIENTS, SECONDS));

  console.log('transfer use case …');
  const ctx: Ctx = { db, lang: 'en', ip: '127.0.0.1', userAgent: 'bench', requestId: 'bench', pinKeys };
  const useCase = await cpuOf(() => closedLoop(CLIENTS, SECONDS, async (client, i) => {
    const { from, to } = pick(client, i);
    try {
      await transfer(ctx, from, { to_member_id: to.memberId, amount: '10.00', pay_password: '246810' }, `uc-${client}-${i}`, { payPasswordHash: pinHashes.get(from.id) });
      return true;
    } catch {
      return false;
    }
  }));

  console.log('transfer over HTTP …');
  // The server logs as in production (LOG_LEVEL info: a line per request and per answer), into a file.
  const logFile = path.join(tmpdir(), 'onego-bench-transfer.log');
  const app = await buildApp({ config, database, pinKeys, logger: args['no-request-log'] ? false : { file: logFile } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base_url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens = new Map<number, string>();
  for (const p of people) {
    const { token, hash } = newToken();
    await db.insert(sessions).values({ tokenHash: hash, memberId: p.id, expiresAt: new Date(Date.now() + 86_400_000) });
    tokens.set(p.id, token);
  }
  // Each client in the load process sends transfers between pairs picked the same way as for the use case.
  const requests = Array.from({ length: 4096 }, (_, i) => {
    const { from, to } = pick(i % CLIENTS, Math.floor(i / CLIENTS) + 1_000_000);
    return {
      method: 'POST' as const, path: '/api/transfer/transfer', idempotencyKey: true,
      headers: { 'content-type': 'application/json', token: tokens.get(from.id)! },
      body: { to_member_id: to.memberId, amount: '10.00', pay_password: '246810' },
    };
  });
  const http = await profiled('transfer-http', () => cpuOf(() => httpLoad({ url: base_url, clients: CLIENTS, seconds: SECONDS, requests })));

  // Consolidation beside transfers: each client is one person (one of the members above) with two sub-accounts, and
  // repeats: a transfer from the main account to each sub-account, then a consolidation that moves both back (two
  // journal entries). Latencies are kept per call, so a consolidation is compared with the transfers of the same run.
  console.log('consolidation over HTTP …');
  const sub = (main: MemberRow, side: 'left' | 'right') => createSubAccount(ctx, main, { node_code: side === 'left' ? main.leftNodeCode : main.rightNodeCode });
  const persons = await Promise.all(people.slice(0, CLIENTS).map(async (main) => ({ main, subs: [await sub(main, 'left'), await sub(main, 'right')] })));
  const mixed = Array.from({ length: CLIENTS * 3 * 64 }, (_, k) => {
    const { main, subs } = persons[k % CLIENTS]!;
    const step = Math.floor(k / CLIENTS) % 3;
    const headers = { 'content-type': 'application/json', token: tokens.get(main.id)! };
    return step < 2
      ? { method: 'POST' as const, path: '/api/transfer/transfer', idempotencyKey: true, label: 'transfer', headers, body: { to_member_id: subs[step]!.memberId, amount: '10.00', pay_password: '246810' } }
      : { method: 'POST' as const, path: '/api/fundConsolidation/consolidate', idempotencyKey: true, label: 'consolidate', headers, body: { pay_password: '246810' } };
  });
  const consolidation = await httpLoad({ url: base_url, clients: CLIENTS, seconds: SECONDS, requests: mixed });
  await app.close();

  // The floor for any JSON POST on this machine: a bare Fastify route answering a transfer-sized envelope, driven by
  // the same load client. What the real route costs above it is ours (session, checks, the transfer itself).
  console.log('bare Fastify POST route …');
  const bare = Fastify();
  bare.post('/bare/transfer', async (req) => ({ code: 1, msg: 'ok', time: Math.floor(Date.now() / 1000), data: { ...(req.body as object), id: 1, fee: '1.00', arrival: '9.00', balance: '100.00' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  const bareRun = await cpuOf(() => httpLoad({ url: bareUrl, clients: CLIENTS, seconds: SECONDS, requests: requests.map((r) => ({ ...r, path: '/bare/transfer' })) }));
  await bare.close();

  const strong = await hashPassword('246810');
  const argonTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await verifyPassword(strong, '246810');
    argonTimes.push(performance.now() - t0);
  }

  const report = await verifyLedger(database);
  const [counts] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`transfers`);
  await database.close();

  // CPU per transaction, all parties counted (PostgreSQL, our process, the load client or pgbench): on a machine
  // shared with other work the rates move with the neighbours, this much less. Its inverse ratio bounds the rate
  // ratio on an otherwise idle machine.
  const cpuPerTx = (cpuMs: number | undefined, n: number) => (cpuMs === undefined ? null : Number((cpuMs / n).toFixed(3)));
  const baseCpu = cpuPerTx(base.cpuMs, base.transactions);
  const ourCpu = (r: typeof useCase) => cpuPerTx(r.cpuMs, r.latencies.length);
  const fig = (r: typeof useCase) => ({
    cpu_ms_per_transfer: ourCpu(r),
    // Where the CPU went, per transfer: PostgreSQL, our process (use case or server), the load client.
    cpu_ms_split: r.parts && { postgres: cpuPerTx(r.parts.postgres, r.latencies.length), ours: cpuPerTx(r.parts.server, r.latencies.length), client: cpuPerTx(r.parts.client, r.latencies.length) }, cpu_ratio_to_pgbench: baseCpu === null || ourCpu(r) === null ? null : Number((baseCpu / ourCpu(r)!).toFixed(3)),
    transfers_per_s: Number(r.rate.toFixed(1)), p50_ms: Number(percentile(r.latencies, 50).toFixed(2)), p99_ms: Number(percentile(r.latencies, 99).toFixed(2)),
    mean_ms: Number(mean(r.latencies).toFixed(2)), failures: r.failures, calls: r.latencies.length,
  });
  const results = {
    date: new Date().toISOString(), clients: CLIENTS, seconds: SECONDS, members: MEMBERS,
    pgbench: { tps: base.tps, latency_avg_ms: base.latencyMs, cpu_ms_per_transaction: baseCpu,
      cpu_ms_split: base.parts && { postgres: cpuPerTx(base.parts.postgres, base.transactions), client: cpuPerTx(base.parts.client, base.transactions) } },
    use_case: { ...fig(useCase), ratio_to_pgbench: Number((useCase.rate / base.tps).toFixed(3)) },
    http: { ...fig(http), ratio_to_pgbench: Number((http.rate / base.tps).toFixed(3)) },
    consolidation: {
      consolidations: consolidation.byLabel.consolidate?.length ?? 0, failures: consolidation.failures,
      consolidate_mean_ms: Number(mean(consolidation.byLabel.consolidate ?? []).toFixed(2)),
      consolidate_p99_ms: Number(percentile(consolidation.byLabel.consolidate ?? [], 99).toFixed(2)),
      transfer_mean_ms: Number(mean(consolidation.byLabel.transfer ?? []).toFixed(2)),
      transfer_p99_ms: Number(percentile(consolidation.byLabel.transfer ?? [], 99).toFixed(2)),
      // What one consolidation (two entries) costs in transfers of the same run, by mean latency.
      ratio_to_transfer: Number((mean(consolidation.byLabel.consolidate ?? []) / mean(consolidation.byLabel.transfer ?? [])).toFixed(2)),
    },
    bare_fastify_post: { ...fig(bareRun), ratio_to_pgbench: Number((bareRun.rate / base.tps).toFixed(3)) },
    argon2_pay_password_check_ms: { p50: Number(percentile(argonTimes, 50).toFixed(1)), p99: Number(percentile(argonTimes, 99).toFixed(1)) },
    ledger_verified: report.ok,
    transfers_recorded: counts?.n ?? 0,
  };
  console.table({
    'pgbench TPC-B': { 'per s': base.tps, 'p50 ms': '', 'p99 ms': '', ratio: 1, 'CPU ms/tx': baseCpu, 'CPU ratio': 1 },
    'transfer use case': { 'per s': results.use_case.transfers_per_s, 'p50 ms': results.use_case.p50_ms, 'p99 ms': results.use_case.p99_ms, ratio: results.use_case.ratio_to_pgbench, 'CPU ms/tx': results.use_case.cpu_ms_per_transfer, 'CPU ratio': results.use_case.cpu_ratio_to_pgbench },
    'bare Fastify POST': { 'per s': results.bare_fastify_post.transfers_per_s, 'p50 ms': results.bare_fastify_post.p50_ms, 'p99 ms': results.bare_fastify_post.p99_ms, ratio: results.bare_fastify_post.ratio_to_pgbench, 'CPU ms/tx': results.bare_fastify_post.cpu_ms_per_transfer, 'CPU ratio': results.bare_fastify_post.cpu_ratio_to_pgbench },
    'transfer HTTP': { 'per s': results.http.transfers_per_s, 'p50 ms': results.http.p50_ms, 'p99 ms': results.http.p99_ms, ratio: results.http.ratio_to_pgbench, 'CPU ms/tx': results.http.cpu_ms_per_transfer, 'CPU ratio': results.http.cpu_ratio_to_pgbench },
  });
  const split = (p: { postgres: number | null; ours?: number | null; client: number | null } | undefined) =>
    p ? `PostgreSQL ${p.postgres} ms, ours ${p.ours ?? '-'} ms, client ${p.client} ms` : 'not visible';
  console.log(`CPU per transaction: pgbench ${split(results.pgbench.cpu_ms_split)}; use case ${split(results.use_case.cpu_ms_split)}; HTTP ${split(results.http.cpu_ms_split)}`);
  const c = results.consolidation;
  console.log(`consolidation (two sub-accounts) beside transfers: ${c.consolidations} done, mean ${c.consolidate_mean_ms} ms, p99 ${c.consolidate_p99_ms} ms; transfer mean ${c.transfer_mean_ms} ms, p99 ${c.transfer_p99_ms} ms; one consolidation = ${c.ratio_to_transfer} transfers; failures ${c.failures}`);
  console.log(`argon2id payment-password check (production parameters): p50 ${results.argon2_pay_password_check_ms.p50} ms`);
  console.log(`ledger verification after the run: ${report.ok ? 'OK' : 'BROKEN'}; ${results.transfers_recorded} transfers recorded; failures: use case ${useCase.failures}, HTTP ${http.failures}`);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
