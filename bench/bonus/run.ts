/**
 * Settlement benchmark: a million members (a balanced tree with a long chain hanging from its leftmost leaf), loaded
 * in bulk straight into the real tables and consistent with the placement structure (spines and their ends as
 * placeMember leaves them), a history day that gives part of the members volumes and levels, then 100,000 orders
 * eligible on one date and one full daily settlement of all six kinds through the ledger. Prints the settlement's time
 * beside a floor measured in the same run (one SQL pass summing the day's BV per member plus a full scan of the tree),
 * and the process's peak memory.
 *
 *   npx tsx bench/bonus/run.ts [--members 1000000] [--chain 100000] [--orders 100000] [--history 0.3] [--db pg|pglite]
 *
 * --db pg reads BENCH_DATABASE_URL (default postgres://onego:onego@127.0.0.1:5432/onego_bench_bonus), dropped and
 * created again. Results go to stdout and bench/bonus/results-<db>.json. Not part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database, type Db } from '../../packages/server/src/db/client.js';
import { runMigrations } from '../../packages/server/src/db/migrate.js';
import { settleDate } from '../../packages/server/src/modules/bonus/index.js';
import { compilePlan, DEFAULT_PLAN } from '../../packages/server/src/modules/bonus/plan.js';
import { levelRules } from '../../packages/server/src/modules/bonus/settle.js';
import { verifyLedger } from '../../packages/server/src/modules/ledger/index.js';
import { createRoot } from '../../packages/server/src/modules/member/root.js';
import { applyDay, loadTreeState, saveDay } from '../../packages/server/src/modules/network/index.js';
import { freshDatabase } from '../lib/database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    chain: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '100000' },
    history: { type: 'string', default: '0.3' },
    db: { type: 'string', default: 'pg' },
  },
});
const N = Number(args.members);
const CHAIN = Math.min(Number(args.chain), N - 1);
const ORDERS = Number(args.orders);
const HISTORY = Number(args.history);
const KIND = args.db === 'pglite' ? 'pglite' : 'pg';
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench_bonus';
const HISTORY_DAY = '2026-05-31';
const DAY = '2026-06-01';

let peakRss = 0;
const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 100);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const lit = (values: Array<string | number>) => `{${values.join(',')}}`;
// A fixed pseudo-random sequence, so two runs load the same data.
let seed = 42;
const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

async function timed<T>(what: string, work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  log(`${what}: ${(ms / 1000).toFixed(2)} s`);
  return { ms, value };
}

/**
 * Members 2..N: members 1..(N − CHAIN) form a balanced tree in heap order (k's parent is k / 2, left when even);
 * the rest is a chain of left children below the leftmost leaf. Everyone is sponsored by their parent.
 */
function buildTree(rootId: number) {
  const parent = new Int32Array(N + 1);
  const left = new Uint8Array(N + 1);
  const balanced = N - CHAIN;
  let leftmost = 1;
  while (leftmost * 2 <= balanced) leftmost *= 2;
  for (let k = 2; k <= N; k++) {
    if (k <= balanced) { parent[k] = k >> 1; left[k] = k % 2 === 0 ? 1 : 0; }
    else { parent[k] = k === balanced + 1 ? leftmost : k - 1; left[k] = 1; }
  }
  const depth = new Int32Array(N + 1);
  const lTop = new Int32Array(N + 1);
  const rTop = new Int32Array(N + 1);
  const lEnd = new Int32Array(N + 1);
  const rEnd = new Int32Array(N + 1);
  const lChild = new Int32Array(N + 1);
  const rChild = new Int32Array(N + 1);
  lTop[1] = 1; rTop[1] = 1; lEnd[1] = 1; rEnd[1] = 1;
  for (let k = 2; k <= N; k++) {
    const p = parent[k]!;
    depth[k] = depth[p]! + 1;
    lTop[k] = left[k] ? lTop[p]! : k;
    rTop[k] = left[k] ? k : rTop[p]!;
    lEnd[k] = k; rEnd[k] = k;
    if (left[k]) { lChild[p] = k; lEnd[lTop[k]!] = k; } else { rChild[p] = k; rEnd[rTop[k]!] = k; }
  }
  // Bench ids are 1..N; the root created by createRoot is id `rootId` (1 in a fresh database).
  if (rootId !== 1) throw new Error(`expected the root to be member 1, got ${rootId}`);
  return { parent, left, depth, lTop, rTop, lEnd, rEnd, lChild, rChild };
}

async function load(database: Database): Promise<void> {
  const db = database.db;
  const root = await createRoot(db, 'bench-root-password');
  const t = buildTree(root.id);
  await timed(`members 2..${N}`, async () => {
    await db.execute(sql.raw(`insert into members (id, member_id, name, nickname, email, area_code, mobile, nationality, invite_code, left_node_code, right_node_code)
      select i, lpad(i::text, 9, '0'), 'Bench ' || i, 'Bench ' || i, 'b' || i || '@bench.local', '65', (100000000 + i)::text, 'SG',
        'I' || i, 'L' || i, 'R' || i from generate_series(2, ${N}) i`));
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('members', 'id'), ${N})`));
  });
  await timed('network_nodes', async () => {
    await db.execute(sql`update network_nodes set left_child_id = ${t.lChild[1] || null}, right_child_id = ${t.rChild[1] || null},
      left_spine_end = ${t.lEnd[1]}, right_spine_end = ${t.rEnd[1]} where member_id = 1`);
    const CH = 50_000;
    for (let from = 2; from <= N; from += CH) {
      const ks = Array.from({ length: Math.min(CH, N - from + 1) }, (_, j) => from + j);
      const col = (f: (k: number) => number | string) => lit(ks.map(f));
      await db.execute(sql`insert into network_nodes (member_id, sponsor_id, parent_id, side, depth, left_child_id, right_child_id,
        left_spine_top, right_spine_top, left_spine_end, right_spine_end)
        select * from unnest(${col((k) => k)}::int8[], ${col((k) => t.parent[k]!)}::int8[], ${col((k) => t.parent[k]!)}::int8[],
          ${col((k) => (t.left[k] ? 'L' : 'R'))}::text[], ${col((k) => t.depth[k]!)}::int4[], ${col((k) => t.lChild[k] || 'NULL')}::int8[],
          ${col((k) => t.rChild[k] || 'NULL')}::int8[], ${col((k) => t.lTop[k]!)}::int8[], ${col((k) => t.rTop[k]!)}::int8[],
          ${col((k) => t.lEnd[k]!)}::int8[], ${col((k) => t.rEnd[k]!)}::int8[])`);
    }
  });
  log(`tree: ${N} members, deepest ${t.depth.reduce((a, b) => (a > b ? a : b), 0)}`);

  // History: a share of the members bought 1,000 BV the day before, through the real daily pass (volumes, levels).
  await timed('history day (volumes and levels)', () => db.transaction(async (tx) => {
    const plan = compilePlan(DEFAULT_PLAN);
    const state = await loadTreeState(tx, HISTORY_DAY, DEFAULT_PLAN.activeDays);
    const own = new BigInt64Array(state.n);
    for (let i = 0; i < state.n; i++) if (rand() < HISTORY) own[i] = 1000n * 100_000_000n;
    const changed = applyDay(state, own, levelRules(plan));
    await saveDay(tx, state, changed, own, HISTORY_DAY);
    const levels = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < state.n; i++) levels[state.level[i]!]! += 1;
    log(`levels after history: ${levels.map((c, l) => `V${l} ${c}`).join(', ')}`);
  }));

  // The day's orders: ORDERS completed orders of random members, 50..500 BV, eligible on DAY.
  await timed(`${ORDERS} eligible orders`, async () => {
    const buyers = Array.from({ length: ORDERS }, () => 1 + Math.floor(rand() * N));
    const bvs = Array.from({ length: ORDERS }, () => 50 + Math.floor(rand() * 451));
    await db.execute(sql`insert into orders (member_id, order_no, status, address, goods_total, shipping_fee, total, pay_method, paid_balance, pay_deadline, completed_at)
      select m, 'BENCH' || n, 'completed', '{"recipient":"R","area_code":"65","phone":"1","country":"SG","detail":"X"}'::jsonb, bv, 0, bv, 'balance', bv, now(), now()
      from unnest(${lit(buyers)}::int8[], ${lit(bvs)}::numeric[]) with ordinality as t(m, bv, n)`);
    await db.execute(sql`insert into bonus_orders (order_id, member_id, bv, eligible_on) select id, member_id, goods_total, ${DAY}::date from orders where order_no like 'BENCH%'`);
  });
  await db.execute(sql.raw('analyze'));
}

async function floor(db: Db): Promise<number> {
  const t0 = performance.now();
  await db.execute(sql`select member_id, sum(bv) from bonus_orders where eligible_on = ${DAY}::date group by member_id`);
  await db.execute(sql`select count(*), sum(depth), sum(coalesce(parent_id, 0)), sum(coalesce(sponsor_id, 0)) from network_nodes`);
  return performance.now() - t0;
}

async function main(): Promise<void> {
  let database: Database;
  if (KIND === 'pg') {
    await freshDatabase(URL_);
    database = await openPostgres(URL_, 2);
  } else database = await openPglite('memory://');
  await runMigrations(database);
  await load(database);
  const floorMs = await floor(database.db);
  log(`floor (day's BV per member + full tree scan): ${(floorMs / 1000).toFixed(2)} s`);
  peakRss = 0;
  const steps: Record<string, number> = {};
  const run = await timed('settlement of all six kinds', () => settleDate(database.db, DAY, DEFAULT_PLAN, (name, ms) => { steps[name] = Math.round(ms); log(`  ${name}: ${(ms / 1000).toFixed(2)} s`); }));
  const figures = await database.db.execute(sql`select count(*)::int as records, count(distinct recipient_id)::int as recipients from bonus_records where day = ${DAY}::date`);
  const { records, recipients } = (figures as unknown as { rows: Array<{ records: number; recipients: number }> }).rows[0]!;
  const again = await timed('rerun of the same date', () => settleDate(database.db, DAY));
  const verify = await timed('ledger:verify', () => verifyLedger(database));
  const result = {
    db: KIND, members: N, chain: CHAIN, orders: ORDERS, historyShare: HISTORY,
    settlementMs: Math.round(run.ms), floorMs: Math.round(floorMs), ratio: Number((run.ms / floorMs).toFixed(1)),
    peakRssMb: Math.round(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1048576), records, recipients, paid: run.value.paid, sales: run.value.sales, scaled: run.value.scaled,
    totals: run.value.totals, steps, rerunReplayed: again.value.replayed, ledgerOk: verify.value.ok,
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(path.join(here, `results-${KIND}.json`), `${JSON.stringify(result, null, 2)}\n`);
  clearInterval(sampler);
  await database.close();
}

main().catch((err) => { console.error(err); process.exit(1); });
