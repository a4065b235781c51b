/**
 * Settlement benchmark on a PostgreSQL server: N members (a balanced tree with a long chain hanging from its leftmost
 * leaf) loaded with COPY straight into the real tables and consistent with the placement structure (spines and their
 * ends as placeMember leaves them), a history day that gives part of the members volumes and levels through the real
 * daily pass, then orders eligible on one date and one full daily settlement of all six kinds through the ledger.
 * Prints each phase's time and CPU (this process and the database backends), the settlement's time beside a floor
 * measured in the same run (one SQL pass summing the day's BV per member plus a full scan of the tree), and peak memory.
 *
 *   npm run bench:settlement -- [--members 1000000] [--chain N] [--orders N] [--history 0.3] [--next-day]
 *
 * --next-day then settles the following date too, with as many new orders: the recurring case, where the members paid
 * the day before already have their ledger accounts and cap rows.
 * --chain defaults to a tenth of the members (100,000 at a million) and --orders to a tenth too. Reads
 * BENCH_DATABASE_URL (default postgres://onego:onego@127.0.0.1:5432/onego_bench_settlement), dropped and created
 * again. Results go to stdout and bench/settlement/results.json. Not part of `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openPostgres, type Database, type Db } from '../../packages/server/src/db/client.js';
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
    chain: { type: 'string' },
    orders: { type: 'string' },
    history: { type: 'string', default: '0.3' },
    'next-day': { type: 'boolean', default: false },
  },
});
const N = Number(args.members);
const CHAIN = Math.min(Number(args.chain ?? Math.round(N / 10)), N - 1);
const ORDERS = Number(args.orders ?? Math.round(N / 10));
const HISTORY = Number(args.history);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench_settlement';
const HISTORY_DAY = '2026-05-31';
const DAY = '2026-06-01';
const NEXT_DAY = '2026-06-02';

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
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

/** CPU milliseconds a process has used (user + system), from /proc; undefined when it is not visible here. */
function cpuOfPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return undefined;
  }
}
/**
 * CPU milliseconds used since the call by every backend serving `dbName` (the settlement works on several
 * connections, and the pool may replace one): the postmaster's children are scanned every 200 ms, a backend first
 * seen after the start counts from zero, one that ended keeps what it had at its last scan.
 */
function backendsCpu(anyBackend: number, dbName: string) {
  const stat = readFileSync(`/proc/${anyBackend}/stat`, 'utf8');
  const postmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const base = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  const scan = () => {
    let children: string[] = [];
    try { children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(' '); } catch { return; }
    for (const c of children) {
      const pid = Number(c);
      let cmd = '';
      try { cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
      if (!cmd.includes(` ${dbName} `) || cmd.includes('autovacuum')) continue;
      const cpu = cpuOfPid(pid);
      if (cpu === undefined) continue;
      if (!last.has(pid)) base.set(pid, started ? 0 : cpu);
      last.set(pid, cpu);
    }
  };
  scan();
  started = true;
  const timer = setInterval(scan, 200);
  return {
    total: () => { scan(); let t = 0; for (const [pid, cpu] of last) t += cpu - base.get(pid)!; return t; },
    backends: () => last.size,
    stop: () => clearInterval(timer),
  };
}
const ownCpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

/**
 * Members 2..N: members 1..(N − CHAIN) form a balanced tree in heap order (k's parent is k / 2, left when even);
 * the rest is a chain of left children below the leftmost leaf. Everyone is sponsored by their parent.
 */
function buildTree() {
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
  return { parent, left, depth, lTop, rTop, lEnd, rEnd, lChild, rChild };
}

/** Streams rows into a table with COPY (text format), 2,000 rows a chunk. */
async function copyRows(client: pg.Client, table: string, columns: string[], count: number, row: (k: number) => Array<string | number | null>): Promise<void> {
  function* chunks() {
    let out: string[] = [];
    for (let k = 0; k < count; k++) {
      out.push(row(k).map((v) => (v === null ? '\\N' : String(v))).join('\t'));
      if (out.length === 2000) { yield `${out.join('\n')}\n`; out = []; }
    }
    if (out.length) yield `${out.join('\n')}\n`;
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
}

/** ORDERS completed orders of random members, 50..500 BV, ids after `first`, eligible on `day`. */
async function copyOrders(client: pg.Client, first: number, day: string): Promise<void> {
  const buyers = Array.from({ length: ORDERS }, () => 1 + Math.floor(rand() * N));
  const bvs = Array.from({ length: ORDERS }, () => 50 + Math.floor(rand() * 451));
  const address = '{"recipient":"R","area_code":"65","phone":"1","country":"SG","detail":"X"}';
  await copyRows(client, 'orders', ['id', 'member_id', 'order_no', 'status', 'address', 'goods_total', 'shipping_fee', 'total', 'pay_method', 'paid_balance', 'pay_deadline', 'completed_at'],
    ORDERS, (k) => [first + k + 1, buyers[k]!, `BENCH${first + k + 1}`, 'completed', address, bvs[k]!, 0, bvs[k]!, 'balance', bvs[k]!, '2026-05-20 00:00:00+00', '2026-05-24 00:00:00+00']);
  await client.query(`select setval(pg_get_serial_sequence('orders', 'id'), ${first + ORDERS})`);
  await copyRows(client, 'bonus_orders', ['order_id', 'member_id', 'bv', 'eligible_on'], ORDERS, (k) => [first + k + 1, buyers[k]!, bvs[k]!, day]);
}

async function load(database: Database): Promise<void> {
  const db = database.db;
  const root = await createRoot(db, 'bench-root-password');
  if (root.id !== 1) throw new Error(`expected the root to be member 1, got ${root.id}`);
  const t = buildTree();
  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  try {
    await timed(`COPY members 2..${N}`, async () => {
      await copyRows(client, 'members', ['id', 'member_id', 'name', 'nickname', 'email', 'area_code', 'mobile', 'nationality', 'invite_code', 'left_node_code', 'right_node_code'],
        N - 1, (j) => { const i = j + 2; return [i, String(i).padStart(9, '0'), `Bench ${i}`, `Bench ${i}`, `b${i}@bench.local`, '65', String(100000000 + i), 'SG', `I${i}`, `L${i}`, `R${i}`]; });
      await client.query(`select setval(pg_get_serial_sequence('members', 'id'), ${N})`);
    });
    await timed('COPY network_nodes', async () => {
      await client.query('update network_nodes set left_child_id = $1, right_child_id = $2, left_spine_end = $3, right_spine_end = $4 where member_id = 1',
        [t.lChild[1] || null, t.rChild[1] || null, t.lEnd[1], t.rEnd[1]]);
      await copyRows(client, 'network_nodes', ['member_id', 'sponsor_id', 'parent_id', 'side', 'depth', 'left_child_id', 'right_child_id', 'left_spine_top', 'right_spine_top', 'left_spine_end', 'right_spine_end'],
        N - 1, (j) => {
          const k = j + 2;
          return [k, t.parent[k]!, t.parent[k]!, t.left[k] ? 'L' : 'R', t.depth[k]!, t.lChild[k] || null, t.rChild[k] || null, t.lTop[k]!, t.rTop[k]!, t.lEnd[k]!, t.rEnd[k]!];
        });
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

    await timed(`COPY ${ORDERS} eligible orders`, () => copyOrders(client, 0, DAY));
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The floor: what any settlement must at least do, one pass summing the day's BV per member and a full scan of the tree. */
async function floor(database: Database): Promise<number> {
  const t0 = performance.now();
  await database.query('select member_id, sum(bv) from bonus_orders where eligible_on = $1::date group by member_id', [DAY]);
  await database.query('select count(*), sum(depth), sum(coalesce(parent_id, 0)), sum(coalesce(sponsor_id, 0)) from network_nodes');
  return performance.now() - t0;
}

type Steps = Record<string, { ms: number; nodeCpuMs: number; dbCpuMs: number | null }>;

/** One settlement with each phase's wall time and CPU (this process, the database's backends) and the peak RSS. */
async function measuredSettlement(database: Database, day: string) {
  // Read right before: the pool closes a connection left idle for 10 s and opens another.
  const pid = (await database.query<{ pid: number }>('select pg_backend_pid() as pid'))[0]!.pid;
  const dbName = new URL(URL_).pathname.slice(1);
  const backends = backendsCpu(pid, dbName);
  let peakRss = 0;
  const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 50);
  const steps: Steps = {};
  let nodeMark = ownCpu();
  let dbMark = backends.total();
  const run = await timed(`settlement of ${day}, all six kinds`, () => settleDate(database.db as Db, day, DEFAULT_PLAN, { trace: (name, ms) => {
    const node = ownCpu();
    const dbCpu = backends.total();
    steps[name] = { ms: Math.round(ms), nodeCpuMs: Math.round(node - nodeMark), dbCpuMs: dbCpu - dbMark };
    nodeMark = node;
    dbMark = dbCpu;
    log(`  ${name}: ${(ms / 1000).toFixed(2)} s (node CPU ${(steps[name]!.nodeCpuMs / 1000).toFixed(2)} s, database CPU ${steps[name]!.dbCpuMs === null ? '?' : (steps[name]!.dbCpuMs! / 1000).toFixed(2)} s)`);
  } }));
  clearInterval(sampler);
  backends.stop();
  log(`  database backends seen during the settlement: ${backends.backends()}`);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return { run, steps, peakRss };
}

const sumOf = (steps: Steps, f: (s: Steps[string]) => number | null) => Object.values(steps).reduce((a, s) => a + (f(s) ?? 0), 0);

async function main(): Promise<void> {
  const started = performance.now();
  await freshDatabase(URL_);
  // Two connections: the settlement applies its batches on two at once (ADR 0016); the CPU of every backend of the
  // bench's database is read from /proc.
  const database = await openPostgres(URL_, 2);
  await runMigrations(database);
  await load(database);
  const loadMs = performance.now() - started;
  // Twice, keeping the faster: the first pass may still be reading pages from disk.
  const floorMs = Math.min(await floor(database), await floor(database));
  log(`floor (day's BV per member + full tree scan): ${(floorMs / 1000).toFixed(2)} s`);

  const load1 = os.loadavg()[0]!;
  const first = await measuredSettlement(database, DAY);
  const { run, steps } = first;
  const peakRss = first.peakRss;
  const load2 = os.loadavg()[0]!;
  const [figures] = await database.query<{ records: number; recipients: number; entries: number }>(
    `select (select count(*)::int from bonus_records where day = $1::date) as records, (select count(distinct recipient_id)::int from bonus_records where day = $1::date) as recipients,
       (select count(distinct entry_id)::int from bonus_records where day = $1::date) as entries`, [DAY]);
  const again = await timed('rerun of the same date', () => settleDate(database.db as Db, DAY));
  let nextDay: Record<string, unknown> | undefined;
  if (args['next-day']) {
    const client = new pg.Client({ connectionString: URL_ });
    await client.connect();
    await timed(`COPY ${ORDERS} orders eligible on ${NEXT_DAY}`, () => copyOrders(client, ORDERS, NEXT_DAY));
    await client.query('analyze');
    await client.end();
    const next = await measuredSettlement(database, NEXT_DAY);
    const [f] = await database.query<{ records: number; recipients: number }>(
      'select count(*)::int as records, count(distinct recipient_id)::int as recipients from bonus_records where day = $1::date', [NEXT_DAY]);
    nextDay = {
      settlementMs: Math.round(next.run.ms), ratio: Number((next.run.ms / floorMs).toFixed(1)),
      nodeCpuMs: Math.round(sumOf(next.steps, (x) => x.nodeCpuMs)), dbCpuMs: Math.round(sumOf(next.steps, (x) => x.dbCpuMs)),
      peakRssMb: Math.round(next.peakRss / 1048576), records: f!.records, recipients: f!.recipients, paid: next.run.value.paid, steps: next.steps,
    };
    log(`next day: settlement ${(next.run.ms / 1000).toFixed(1)} s, ratio ${nextDay.ratio as number}; CPU node ${((nextDay.nodeCpuMs as number) / 1000).toFixed(1)} s + database ${((nextDay.dbCpuMs as number) / 1000).toFixed(1)} s`);
  }
  const verify = await timed('ledger:verify', () => verifyLedger(database));
  await database.close();

  const sum = (f: (s: Steps[string]) => number | null) => sumOf(steps, f);
  const result = {
    date: new Date().toISOString(), members: N, chain: CHAIN, orders: ORDERS, historyShare: HISTORY,
    loadAverage: [Number(load1.toFixed(1)), Number(load2.toFixed(1))], cores: os.cpus().length,
    settlementMs: Math.round(run.ms), floorMs: Math.round(floorMs), ratio: Number((run.ms / floorMs).toFixed(1)),
    nodeCpuMs: Math.round(sum((s) => s.nodeCpuMs)), dbCpuMs: Math.round(sum((s) => s.dbCpuMs)),
    peakRssMb: Math.round(peakRss / 1048576), processMaxRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1048576),
    records: figures!.records, recipients: figures!.recipients, entries: figures!.entries,
    paid: run.value.paid, sales: run.value.sales, scaled: run.value.scaled, totals: run.value.totals, steps,
    rerunReplayed: again.value.replayed, nextDay, ledgerOk: verify.value.ok, wholeBenchS: Math.round((performance.now() - started) / 1000), loadS: Math.round(loadMs / 1000),
  };
  console.log(JSON.stringify(result, null, 2));
  log(`settlement ${(run.ms / 1000).toFixed(1)} s, floor ${(floorMs / 1000).toFixed(2)} s, ratio ${result.ratio}; CPU node ${(result.nodeCpuMs / 1000).toFixed(1)} s + database ${(result.dbCpuMs / 1000).toFixed(1)} s; peak RSS ${result.peakRssMb} MB (process max ${result.processMaxRssMb} MB); load average ${load1.toFixed(1)} → ${load2.toFixed(1)}`);
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!verify.value.ok) process.exit(2);
}

main().catch((err) => { console.error(err); process.exit(1); });
