/**
 * The database's floor under the money benchmarks: how fast PostgreSQL writes the rows one checkout or one transfer
 * writes, as plain prepared SQL driven by pgbench (checkout.sql, transfer.sql), with none of the checks, no
 * functions, no HTTP and no application server, beside pgbench's TPC-B-like transaction in the same round; and the
 * product's own transfer function driven the same way (transfer-function.sql), to tell what its checks add inside the
 * database from what the server and HTTP add around it (bench/transfer).
 *
 *   npx tsx bench/floor/run.ts [--clients 8] [--seconds 8] [--rounds 3]
 *
 * Runs on the databases bench/shop and bench/transfer leave behind (run those first): BENCH_SHOP_DATABASE_URL
 * (default postgres://onego:onego@127.0.0.1:5432/onego_bench_shop) and BENCH_TRANSFER_DATABASE_URL (default
 * …/onego_bench_transfer); the rows it writes are left in them. PGBENCH chooses the binary. Writes the figures to
 * stdout and bench/floor/results.json.
 *
 * The targets are ratios to TPC-B (checkout 0.25, transfer 0.5). The floor's own ratio says what is left
 * for everything a real call adds on top of its rows: checks, answers and two HTTP requests on the same cores.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connectClient } from '../../packages/server/src/db/connection-loss.js';
import { cpuOf, onlyCluster } from '../lib/cpu.js';
import { runPgbench, runPgbenchScript, type PgbenchFigures } from '../lib/pgbench.js';
import { percentile } from '../lib/stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: { clients: { type: 'string', default: '8' }, seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' } },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const SHOP_URL = process.env.BENCH_SHOP_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench_shop';
const TRANSFER_URL = process.env.BENCH_TRANSFER_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench_transfer';
/** The targets, as ratios to TPC-B's rate in the same run. */
const TARGET = { checkout: 0.25, transfer: 0.5 };

/** One query's single row from the database `url` names. */
async function one<T>(url: string, text: string): Promise<T> {
  const client = await connectClient({ connectionString: url });
  try {
    const { rows } = await client.query(text);
    if (!rows[0]) throw new Error(`no row from ${text}`);
    return rows[0] as T;
  } finally {
    await client.end();
  }
}

/** What a member's balance must hold to be drawn: far more than a run's payments or transfers take from it. */
const FUNDED = 100000;

/**
 * The members a script may draw from (ids lo..hi, every one of them with FUNDED in its balance) and the shards of a
 * system account; refuses a database its bench has not seeded, or one where a member in the range lacks the balance
 * (a payment or transfer would break the ledger's non-negative check).
 */
async function drawable(url: string, system: string, seededBy: string): Promise<{ lo: number; hi: number; shard_min: number; shard_max: number }> {
  const v = await one<Record<string, string | null>>(url, `select f.lo, f.hi, s.shard_min, s.shard_max,
      (select bool_and(a.balance - a.held >= ${FUNDED}) from ledger_accounts a where a.asset = 'balance' and a.member_id between f.lo and f.hi) as all_funded
    from (select min(member_id) as lo, max(member_id) as hi from ledger_accounts
          where asset = 'balance' and member_id is not null and balance - held >= ${FUNDED}) f,
         (select min(shard) as shard_min, max(shard) as shard_max from ledger_accounts where system_code = '${system}' and asset = 'balance') s`);
  if (v.lo === null || v.shard_min === null) throw new Error(`${url} has no funded members or no ${system} account: run npm run ${seededBy} first`);
  if (!v.all_funded) throw new Error(`${url}: some members in ${v.lo}..${v.hi} lack the balance; run npm run ${seededBy} again`);
  return { lo: Number(v.lo), hi: Number(v.hi), shard_min: Number(v.shard_min), shard_max: Number(v.shard_max) };
}

/** The ranges checkout.sql draws from: the funded buyers, the SKUs, the sales account's shards. */
async function checkoutRanges(): Promise<Record<string, number>> {
  const d = await drawable(SHOP_URL, 'sales', 'bench:shop');
  const skus = await one<{ sku_min: string | null; sku_max: string | null }>(SHOP_URL, 'select min(id) as sku_min, max(id) as sku_max from product_skus');
  if (skus.sku_min === null) throw new Error(`${SHOP_URL} has no products: run npm run bench:shop first`);
  return { member_min: d.lo, member_max: d.hi, sku_min: Number(skus.sku_min), sku_max: Number(skus.sku_max), shard_min: d.shard_min, shard_max: d.shard_max };
}

/** The ranges transfer.sql draws from: the funded members split in two, senders below receivers; the fee shards. */
async function transferRanges(): Promise<Record<string, number>> {
  const d = await drawable(TRANSFER_URL, 'fees', 'bench:transfer');
  const mid = Math.floor((d.lo + d.hi) / 2);
  return { from_min: d.lo, from_max: mid, to_min: mid + 1, to_max: d.hi, shard_min: d.shard_min, shard_max: d.shard_max };
}

interface Measure { per_s: number; retried: number; cpu_ms: number | null; postgres_cpu_ms: number | null }

/** Runs one pgbench measure and adds the CPU each of its transactions cost (PostgreSQL and pgbench together). */
async function measure(work: () => PgbenchFigures | Promise<PgbenchFigures>): Promise<Measure> {
  const r = await cpuOf(async () => work());
  const per = (ms: number | undefined) => (ms === undefined ? null : Number((ms / r.transactions).toFixed(3)));
  return { per_s: Number(r.tps.toFixed(1)), retried: r.retried, cpu_ms: per(r.cpuMs), postgres_cpu_ms: per(r.parts?.postgres) };
}

async function main(): Promise<void> {
  console.log(`floor: ${CLIENTS} clients, ${SECONDS} s per measure, ${ROUNDS} rounds`);
  const checkoutDraws = await checkoutRanges();
  const transferDraws = await transferRanges();
  const { pid } = await one<{ pid: number }>(SHOP_URL, 'select pg_backend_pid() as pid');
  onlyCluster(pid);
  const rounds: { tpcb: Measure; checkout: Measure; transfer: Measure; transfer_function: Measure; load: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}/${ROUNDS} …`);
    const tpcb = await measure(() => runPgbench(SHOP_URL, CLIENTS, SECONDS));
    const checkout = await measure(() => runPgbenchScript(SHOP_URL, path.join(here, 'checkout.sql'), CLIENTS, SECONDS, checkoutDraws));
    const transfer = await measure(() => runPgbenchScript(TRANSFER_URL, path.join(here, 'transfer.sql'), CLIENTS, SECONDS, transferDraws));
    const transferFunction = await measure(() => runPgbenchScript(TRANSFER_URL, path.join(here, 'transfer-function.sql'), CLIENTS, SECONDS, transferDraws));
    rounds.push({ tpcb, checkout, transfer, transfer_function: transferFunction, load: Number(loadavg()[0]!.toFixed(1)) });
  }
  const ratio = (a: Measure, b: Measure) => Number((a.per_s / b.per_s).toFixed(3));
  const withRatios = rounds.map((r) => ({ ...r, checkout_ratio: ratio(r.checkout, r.tpcb), transfer_ratio: ratio(r.transfer, r.tpcb), transfer_function_ratio: ratio(r.transfer_function, r.tpcb) }));
  const median = (pick: (r: (typeof withRatios)[number]) => number) => Number(percentile(withRatios.map(pick), 50).toFixed(3));
  const m = { checkout_ratio: median((r) => r.checkout_ratio), transfer_ratio: median((r) => r.transfer_ratio), transfer_function_ratio: median((r) => r.transfer_function_ratio) };
  const results = {
    date: new Date().toISOString(), clients: CLIENTS, seconds: SECONDS, rounds: withRatios,
    median: {
      ...m,
      // What the target asks of a real call against its rows alone.
      checkout_target_share_of_floor: Number((TARGET.checkout / m.checkout_ratio).toFixed(2)),
      transfer_target_share_of_floor: Number((TARGET.transfer / m.transfer_ratio).toFixed(2)),
    },
  };
  console.table(Object.fromEntries(withRatios.map((r, i) => [`round ${i + 1} (load ${r.load})`, {
    'TPC-B tx/s': r.tpcb.per_s, 'checkout rows/s': r.checkout.per_s, 'checkout ratio': r.checkout_ratio,
    'transfer rows/s': r.transfer.per_s, 'transfer ratio': r.transfer_ratio,
    'wallet_transfer/s': r.transfer_function.per_s, 'function ratio': r.transfer_function_ratio,
    'CPU ms TPC-B / checkout / transfer / function': `${r.tpcb.cpu_ms} / ${r.checkout.cpu_ms} / ${r.transfer.cpu_ms} / ${r.transfer_function.cpu_ms}`,
    retried: r.checkout.retried + r.transfer.retried + r.transfer_function.retried,
  }])));
  const f = results.median;
  console.log(`the rows alone, median of ${ROUNDS}: a checkout's at ${f.checkout_ratio} of TPC-B (the target ${TARGET.checkout} is ${f.checkout_target_share_of_floor} of that), a transfer's at ${f.transfer_ratio} (the target ${TARGET.transfer} is ${f.transfer_target_share_of_floor} of that); the product's transfer function at ${f.transfer_function_ratio}`);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
