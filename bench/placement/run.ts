/**
 * Placement benchmark: registers members into one long chain and into a balanced tree through the real
 * storage path (members row + node-code lookup + placeMember, one transaction each; no password hashing),
 * and prints the cost per registration over the first and the last 1,000 registrations.
 *
 *   npx tsx bench/placement/run.ts [--n 100000] [--db pglite|pg] [--naive-n 5000] [--pglite-dir DIR|memory://]
 *
 * --db pg reads BENCH_DATABASE_URL (default postgres://onego:onego@127.0.0.1:5432/onego_bench); the database
 * is created when missing and its schema is wiped before each scenario. Results go to stdout and to
 * bench/placement/results-<db>.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { connectClient } from '../../packages/server/src/db/connection-loss.js';
import { openPglite, openPostgres, type Database, type Db } from '../../packages/server/src/db/client.js';
import { runMigrations } from '../../packages/server/src/db/migrate.js';
import { hashPassword } from '../../packages/server/src/lib/secrets.js';
import { uniqueViolation } from '../../packages/server/src/lib/pg-errors.js';
import { findByNodeCode, newIdentifiers } from '../../packages/server/src/modules/member/codes.js';
import { createRoot } from '../../packages/server/src/modules/member/root.js';
import { credentials, members } from '../../packages/server/src/modules/member/tables.js';
import { placeMember, type Side } from '../../packages/server/src/modules/network/placement.js';
import { networkNodes } from '../../packages/server/src/modules/network/tables.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'pglite' },
    'naive-n': { type: 'string', default: '5000' },
    'pglite-dir': { type: 'string' },
    window: { type: 'string', default: '1000' },
    'naive-window': { type: 'string', default: '200' },
    only: { type: 'string' }, // comma list of chain,balanced,naive (default: all)
  },
});
const N = Number(args.n);
const NAIVE_N = Number(args['naive-n']);
const WINDOW = Number(args.window);
const NAIVE_WINDOW = Number(args['naive-window']);
const KIND = args.db === 'pg' ? 'pg' : 'pglite';
const ONLY = new Set((args.only ?? 'chain,balanced,naive').split(','));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench';

type Placer = (tx: Db, input: { memberId: number; sponsorId: number; ownerId: number; side: Side }) => Promise<unknown>;

// ---------------------------------------------------------------------------------------------- database

let pgliteTmp: string | undefined;

async function ensurePgDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = await connectClient({ connectionString: admin.toString() });
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database with the root member. */
async function freshDatabase(): Promise<{ database: Database; rootId: number; rootLeft: string; rootRight: string }> {
  let database: Database;
  if (KIND === 'pg') {
    await ensurePgDatabase(PG_URL);
    database = await openPostgres(PG_URL, 2);
    await database.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  } else {
    const dir = args['pglite-dir'];
    if (dir === 'memory://') database = await openPglite('memory://');
    else {
      if (pgliteTmp) rmSync(pgliteTmp, { recursive: true, force: true });
      pgliteTmp = dir ? path.resolve(dir) : mkdtempSync(path.join(os.tmpdir(), 'onego-bench-'));
      rmSync(pgliteTmp, { recursive: true, force: true });
      database = await openPglite(pgliteTmp);
    }
  }
  await runMigrations(database);
  const root = await createRoot(database.db, 'bench-root-password');
  return { database, rootId: root.id, rootLeft: root.leftNodeCode, rootRight: root.rightNodeCode };
}

// ------------------------------------------------------------------------------------------ registration

let PASSWORD_HASH = '';
let retries = 0;

/** One registration minus validation and hashing: node-code lookup, members row, placement; one transaction. */
async function registerOne(db: Db, i: number, nodeCode: string, place: Placer): Promise<{ id: number; left: string; right: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const node = await findByNodeCode(tx, nodeCode);
        if (!node) throw new Error(`node code ${nodeCode} unknown`);
        const [created] = await tx.insert(members).values({
          ...newIdentifiers(),
          name: `Bench ${i}`,
          nickname: `Bench ${i}`,
          email: `bench${i}@bench.local`,
          areaCode: '65',
          mobile: String(10_000_000 + i),
          nationality: 'SG',
          birthday: null,
        }).returning();
        await tx.insert(credentials).values({ personId: created!.id, passwordHash: PASSWORD_HASH });
        await place(tx, { memberId: created!.id, sponsorId: node.owner.id, ownerId: node.owner.id, side: node.side });
        return { id: created!.id, left: created!.leftNodeCode, right: created!.rightNodeCode };
      });
    } catch (err) {
      // A random 8-digit member ID or code collided (about 50 times in 100,000): draw again, as register() does.
      if (uniqueViolation(err) !== undefined && attempt < 5) { retries++; continue; }
      throw err;
    }
  }
}

/** The baseline: finds the outermost free position by walking down child pointers, one query per level. */
const naivePlace: Placer = async (tx, { memberId, sponsorId, ownerId, side }) => {
  const childCol = side === 'L' ? networkNodes.leftChildId : networkNodes.rightChildId;
  let cur = ownerId;
  for (;;) {
    const [row] = await tx.select({ child: childCol }).from(networkNodes).where(eq(networkNodes.memberId, cur)).limit(1);
    if (!row) throw new Error(`node ${cur} missing`);
    if (row.child === null) break;
    cur = row.child;
  }
  const [parent] = await tx.select().from(networkNodes).where(eq(networkNodes.memberId, cur)).for('update').limit(1);
  const taken = side === 'L' ? parent!.leftChildId : parent!.rightChildId;
  if (taken !== null) throw new Error('naive: position taken');
  await tx.insert(networkNodes).values({
    memberId, sponsorId, parentId: cur, side, depth: parent!.depth + 1,
    // Spine columns are not maintained by the baseline.
    leftSpineTop: memberId, rightSpineTop: memberId, leftSpineEnd: memberId, rightSpineEnd: memberId,
  });
  await tx.update(networkNodes).set(side === 'L' ? { leftChildId: memberId } : { rightChildId: memberId }).where(eq(networkNodes.memberId, cur));
};

// ----------------------------------------------------------------------------------------------- figures

interface WindowStats { count: number; meanUs: number; p50Us: number; p99Us: number }

function stats(samplesNs: Float64Array): WindowStats {
  const us = Array.from(samplesNs, (v) => v / 1000).sort((a, b) => a - b);
  const pick = (q: number) => us[Math.min(us.length - 1, Math.floor(q * us.length))]!;
  const mean = us.reduce((s, v) => s + v, 0) / us.length;
  return { count: us.length, meanUs: round(mean), p50Us: round(pick(0.5)), p99Us: round(pick(0.99)) };
}
const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
const now = () => process.hrtime.bigint();
const nsSince = (t0: bigint) => Number(process.hrtime.bigint() - t0);

interface ScenarioResult {
  scenario: string;
  placement: 'spines' | 'naive walk-down';
  n: number;
  window: number;
  first: WindowStats;
  last: WindowStats;
  ratioMean: number;
  ratioP50: number;
  totalS: number;
  perRegistrationMeanUs: number;
  maxDepth: number;
  retries: number;
  checks: Record<string, boolean | number>;
  walkUp?: WalkUp;
}

interface WalkUp {
  deepestDepth: number;
  tenHops: { reps: number; meanUs: number; perHopUs: number };
  fullPathAppLoop: { reads: number; totalMs: number; perReadUs: number };
  fullPathServerLoop: { hops: number; totalMs: number; perHopUs: number };
}

async function runScenario(name: 'chain' | 'balanced', n: number, place: Placer, label: ScenarioResult['placement'], window = WINDOW): Promise<ScenarioResult> {
  const { database, rootLeft, rootRight } = await freshDatabase();
  const db = database.db;
  const times = new Float64Array(n);
  const leftCodes: string[] = [rootLeft];
  const rightCodes: string[] = [rootRight];
  retries = 0;
  const t0 = now();
  let lap = now();
  for (let i = 1; i <= n; i++) {
    let code = rootLeft;
    if (name === 'balanced') {
      const owner = (i - 1) >> 1;
      code = (i - 1) % 2 === 0 ? leftCodes[owner]! : rightCodes[owner]!;
    }
    const s = now();
    const m = await registerOne(db, i, code, place);
    times[i - 1] = nsSince(s);
    if (name === 'balanced') { leftCodes.push(m.left); rightCodes.push(m.right); }
    if (i % 10_000 === 0) {
      process.stderr.write(`  [${KIND} ${name}/${label}] ${i}/${n}  last 10k: ${(nsSince(lap) / 1e9).toFixed(1)} s\n`);
      lap = now();
    }
  }
  const totalS = nsSince(t0) / 1e9;
  const w = Math.min(window, Math.floor(n / 2));
  const first = stats(times.subarray(0, w));
  const last = stats(times.subarray(n - w));
  const [{ max_depth: maxDepth }] = (await database.query<{ max_depth: number }>('select max(depth)::int as max_depth from network_nodes')) as [{ max_depth: number }];
  const checks = await verify(database, n, name, label === 'spines');
  const result: ScenarioResult = {
    scenario: name, placement: label, n, window: w, first, last,
    ratioMean: round(last.meanUs / first.meanUs, 2), ratioP50: round(last.p50Us / first.p50Us, 2),
    totalS: round(totalS, 1), perRegistrationMeanUs: round((totalS * 1e6) / n), maxDepth, retries, checks,
  };
  if (label === 'spines') result.walkUp = await walkUp(database);
  await database.close();
  return result;
}

// ---------------------------------------------------------------------------------------------- checks

async function verify(database: Database, n: number, scenario: string, spines: boolean): Promise<Record<string, boolean | number>> {
  const one = async (sql: string) => Number(Object.values((await database.query(sql))[0] ?? { v: -1 })[0]);
  const nodes = await one('select count(*)::int from network_nodes');
  const roots = await one('select count(*)::int from network_nodes where parent_id is null and depth = 0');
  const dupPositions = await one(`select count(*)::int from (select parent_id, side from network_nodes where parent_id is not null group by 1, 2 having count(*) > 1) x`);
  const childToParent = await one(`select count(*)::int from network_nodes c join network_nodes p on p.member_id = c.parent_id
    where (c.side = 'L' and p.left_child_id is distinct from c.member_id) or (c.side = 'R' and p.right_child_id is distinct from c.member_id)`);
  const parentToChild = await one(`select count(*)::int from network_nodes p
    left join network_nodes l on l.member_id = p.left_child_id
    left join network_nodes r on r.member_id = p.right_child_id
    where (p.left_child_id is not null and (l.parent_id is distinct from p.member_id or l.side is distinct from 'L'))
       or (p.right_child_id is not null and (r.parent_id is distinct from p.member_id or r.side is distinct from 'R'))`);
  const badDepth = await one('select count(*)::int from network_nodes c join network_nodes p on p.member_id = c.parent_id where c.depth <> p.depth + 1');
  const orphans = await one('select count(*)::int from network_nodes c left join network_nodes p on p.member_id = c.parent_id where c.parent_id is not null and p.member_id is null');
  const maxDepth = await one('select max(depth)::int from network_nodes');
  const expectedDepth = scenario === 'chain' ? n : Math.floor(Math.log2(n + 1));
  const checks: Record<string, boolean | number> = {
    nodeCount: nodes, nodeCountOk: nodes === n + 1, singleRoot: roots === 1,
    oneChildPerSide: dupPositions === 0, childPointersConsistent: childToParent === 0 && parentToChild === 0,
    depthIsParentPlusOne: badDepth === 0 && orphans === 0, maxDepthOk: maxDepth === expectedDepth,
  };
  if (spines) {
    // Every spine top's recorded end is on the spine and has no child on that side.
    const badEnds = await one(`select count(*)::int from network_nodes t
      join network_nodes le on le.member_id = t.left_spine_end
      join network_nodes re on re.member_id = t.right_spine_end
      where (t.left_spine_top = t.member_id and (le.left_child_id is not null or le.left_spine_top <> t.member_id))
         or (t.right_spine_top = t.member_id and (re.right_child_id is not null or re.right_spine_top <> t.member_id))`);
    checks.spineEndsFree = badEnds === 0;
  }
  const failed = Object.entries(checks).filter(([, v]) => v === false).map(([k]) => k);
  if (failed.length) console.error(`  CHECK FAILED (${scenario}): ${failed.join(', ')}`);
  return checks;
}

// --------------------------------------------------------------------------------------------- walk up

async function walkUp(database: Database): Promise<WalkUp> {
  const [deep] = await database.query<{ member_id: number; depth: number }>('select member_id, depth from network_nodes order by depth desc limit 1');
  const start = Number(deep!.member_id);
  const parentOf = async (id: number) => {
    const [row] = await database.query<{ parent_id: number | null }>('select parent_id from network_nodes where member_id = $1', [id]);
    return row?.parent_id == null ? null : Number(row.parent_id);
  };
  // Ten placement hops (the bonus plan's bound): one primary-key read per hop through the parent pointer.
  const reps = 200;
  let t0 = now();
  for (let r = 0; r < reps; r++) {
    let cur: number | null = start;
    for (let h = 0; h < 10 && cur !== null; h++) cur = await parentOf(cur);
  }
  const tenNs = nsSince(t0) / reps;
  // The whole path to the root, one iterative loop in the application (no recursion, no per-ancestor rows).
  t0 = now();
  let hops = 0;
  for (let cur: number | null = await parentOf(start); cur !== null; cur = await parentOf(cur)) hops++;
  const appNs = nsSince(t0);
  // The same loop inside the database: one statement, a plpgsql WHILE over the parent pointer.
  await database.query(`create or replace function bench_path_length(start bigint) returns integer language plpgsql as $$
    declare cur bigint := start; hops integer := 0;
    begin
      select parent_id into cur from network_nodes where member_id = cur;
      while cur is not null loop
        hops := hops + 1;
        select parent_id into cur from network_nodes where member_id = cur;
      end loop;
      return hops;
    end $$`);
  t0 = now();
  const [srv] = await database.query<{ hops: number }>('select bench_path_length($1) as hops', [start]);
  const srvNs = nsSince(t0);
  return {
    deepestDepth: deep!.depth,
    tenHops: { reps, meanUs: round(tenNs / 1000), perHopUs: round(tenNs / 10 / 1000) },
    fullPathAppLoop: { reads: hops + 1, totalMs: round(appNs / 1e6), perReadUs: round(appNs / (hops + 1) / 1000, 2) },
    fullPathServerLoop: { hops: Number(srv!.hops), totalMs: round(srvNs / 1e6), perHopUs: round(srvNs / Math.max(1, Number(srv!.hops)) / 1000, 2) },
  };
}

// ------------------------------------------------------------------------------------------------- main

function fmt(r: ScenarioResult): string {
  const w = (s: WindowStats) => `${s.meanUs.toFixed(0).padStart(6)} ${s.p50Us.toFixed(0).padStart(6)} ${s.p99Us.toFixed(0).padStart(7)}`;
  return `${`${r.scenario} (${r.placement})`.padEnd(26)} ${String(r.n).padStart(7)} ${String(r.window).padStart(5)} | ${w(r.first)} | ${w(r.last)} | ${r.ratioMean.toFixed(2).padStart(5)} ${r.ratioP50.toFixed(2).padStart(5)} | ${r.totalS.toFixed(1).padStart(7)} ${String(r.maxDepth).padStart(7)}`;
}

async function main(): Promise<void> {
  PASSWORD_HASH = await hashPassword('bench-password'); // computed once; argon2 is not what is measured
  const started = new Date();
  const results: ScenarioResult[] = [];
  console.log(`placement bench: db=${KIND}${KIND === 'pg' ? ` (${PG_URL.replace(/:[^:@/]+@/, ':***@')})` : ` (${args['pglite-dir'] ?? 'temporary data dir'})`} n=${N} naive-n=${NAIVE_N} window=${WINDOW}`);
  if (ONLY.has('chain')) results.push(await runScenario('chain', N, placeMember, 'spines'));
  if (ONLY.has('balanced')) results.push(await runScenario('balanced', N, placeMember, 'spines'));
  if (ONLY.has('naive')) {
    results.push(await runScenario('chain', NAIVE_N, naivePlace, 'naive walk-down', NAIVE_WINDOW));
    // Our placement on the same small chain, for a like-for-like comparison with the baseline.
    results.push(await runScenario('chain', NAIVE_N, placeMember, 'spines', NAIVE_WINDOW));
  }
  if (pgliteTmp) rmSync(pgliteTmp, { recursive: true, force: true });

  console.log(`\nµs per registration (one transaction: node-code lookup + members row + placement), first and last <window> registrations`);
  console.log(`${''.padEnd(40)} | ${'first window'.padEnd(21)} | ${'last window'.padEnd(21)} | last/first  |`);
  console.log(`${'scenario'.padEnd(26)} ${'n'.padStart(7)} ${'win'.padStart(5)} | ${'mean'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(7)} | ${'mean'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(7)} | ${'mean'.padStart(5)} ${'p50'.padStart(5)} | ${'total s'.padStart(7)} ${'depth'.padStart(7)}`);
  for (const r of results) console.log(fmt(r));
  for (const r of results) {
    const bad = Object.entries(r.checks).filter(([, v]) => v === false).map(([k]) => k);
    console.log(`checks ${r.scenario}/${r.placement} n=${r.n}: ${bad.length ? `FAILED ${bad.join(', ')}` : 'all passed'} (${r.checks.nodeCount} nodes, ${r.retries} id-collision retries)`);
  }
  for (const r of results) {
    if (!r.walkUp || r.n !== N) continue;
    const u = r.walkUp;
    console.log(`walk up ${r.scenario} (deepest depth ${u.deepestDepth}): 10 hops ${u.tenHops.meanUs} µs (${u.tenHops.perHopUs} µs/hop); `
      + `full path app loop ${u.fullPathAppLoop.reads} reads ${u.fullPathAppLoop.totalMs} ms (${u.fullPathAppLoop.perReadUs} µs/read); `
      + `server plpgsql loop ${u.fullPathServerLoop.hops} hops ${u.fullPathServerLoop.totalMs} ms (${u.fullPathServerLoop.perHopUs} µs/hop)`);
  }
  const out = path.join(here, `results-${KIND}.json`);
  writeFileSync(out, `${JSON.stringify({
    db: KIND, date: started.toISOString(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model,
    note: '2 shared cores; other work (tests) may run at the same time, so figures are noisy',
    n: N, naiveN: NAIVE_N, window: WINDOW, naiveWindow: NAIVE_WINDOW, results,
  }, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
  const anyFailed = results.some((r) => Object.values(r.checks).some((v) => v === false));
  process.exitCode = anyFailed ? 1 : 0;
}

await main();
