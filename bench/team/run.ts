// The member's team reads on a big tree: a balanced tree and a straight chain, loaded in bulk into the real tables,
// then the downline check (by spines), a tree window and the hourly team count, timed.
// Usage: TEST_DATABASE_URL=postgres://… ONEGO_TEST_DB=pg npx tsx bench/team/run.ts [members]
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../packages/server/test/harness.js';
import { countTeams, downlineWindow, isInDownline } from '../../packages/server/src/modules/network/index.js';

const n = Number(process.argv[2] ?? 200_000);
const half = Math.floor(n / 2);

/** Rows of network_nodes for a balanced tree on ids 1..half (heap order) and a left chain on half+1..n under node 1's right end. */
function shape() {
  const parent = new Array<number | null>(n + 1).fill(null);
  const side = new Array<'L' | 'R' | null>(n + 1).fill(null);
  for (let i = 2; i <= half; i++) { parent[i] = Math.floor(i / 2); side[i] = i % 2 === 0 ? 'L' : 'R'; }
  // The chain hangs on the left of the balanced tree's last node, each one the left child of the one before.
  for (let i = half + 1; i <= n; i++) { parent[i] = i - 1; side[i] = 'L'; }
  const left = new Array<number | null>(n + 1).fill(null);
  const right = new Array<number | null>(n + 1).fill(null);
  for (let i = 2; i <= n; i++) if (side[i] === 'L') left[parent[i]!] = i; else right[parent[i]!] = i;
  const lTop = new Array<number>(n + 1), rTop = new Array<number>(n + 1), depth = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    const p = parent[i] ?? 0;
    depth[i] = p === 0 ? 0 : depth[p]! + 1;
    lTop[i] = p !== 0 && side[i] === 'L' ? lTop[p]! : i;
    rTop[i] = p !== 0 && side[i] === 'R' ? rTop[p]! : i;
  }
  const lEnd = new Array<number>(n + 1), rEnd = new Array<number>(n + 1);
  for (let i = n; i >= 1; i--) { lEnd[i] = left[i] ? lEnd[left[i]!]! : i; rEnd[i] = right[i] ? rEnd[right[i]!]! : i; }
  return { parent, side, left, right, lTop, rTop, lEnd, rEnd, depth };
}

const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  const out = await fn();
  console.log(`${label.padEnd(58)} ${(performance.now() - t0).toFixed(1).padStart(9)} ms`);
  return out;
};

const database = await openTestDatabase();
const db = database.db;
try {
  const s = shape();
  await time(`load ${n} members`, async () => {
    await db.execute(sql.raw(`insert into members (id, member_id, name, nickname, email, area_code, mobile, nationality, invite_code, left_node_code, right_node_code, join_time)
      select g, (10000000 + g)::text, 'M' || g, 'M' || g, 'm' || g || '@b.test', '65', (80000000 + g)::text, 'SG', 'I' || g, 'L' || g, 'R' || g, now() - (g % 14) * interval '1 day'
      from generate_series(1, ${n}) g`));
    const chunk = 50_000;
    for (let k = 1; k <= n; k += chunk) {
      const ids = Array.from({ length: Math.min(chunk, n - k + 1) }, (_, j) => k + j);
      const arr = (f: (i: number) => number | string | null) => `{${ids.map((i) => f(i) ?? 'NULL').join(',')}}`;
      await db.execute(sql`insert into network_nodes (member_id, sponsor_id, parent_id, side, depth, left_child_id, right_child_id, left_spine_top, right_spine_top, left_spine_end, right_spine_end, placed_at)
        select id, p, p, sd, d, lc, rc, lt, rt, le, re, now() - (id % 14) * interval '1 day'
        from unnest(${arr((i) => i)}::int8[], ${arr((i) => s.parent[i]!)}::int8[], ${arr((i) => s.side[i]!)}::text[], ${arr((i) => s.depth[i]!)}::int4[],
          ${arr((i) => s.left[i]!)}::int8[], ${arr((i) => s.right[i]!)}::int8[], ${arr((i) => s.lTop[i]!)}::int8[], ${arr((i) => s.rTop[i]!)}::int8[],
          ${arr((i) => s.lEnd[i]!)}::int8[], ${arr((i) => s.rEnd[i]!)}::int8[]) as t(id, p, sd, d, lc, rc, lt, rt, le, re)`);
    }
    await db.execute(sql`analyze network_nodes`);
    await db.execute(sql`analyze members`);
  });
  const bottom = n;
  console.log(`balanced part: ${half} members, depth ${s.depth[half]}; chain: ${n - half} members, deepest at depth ${s.depth[bottom]}`);
  await time('isInDownline(root, the chain\'s bottom) [yes]', () => isInDownline(db, 1, bottom));
  await time('isInDownline(chain top, the chain\'s bottom) [yes]', () => isInDownline(db, half + 1, bottom));
  await time('isInDownline(node 3, the chain\'s bottom) [no: other branch]', () => isInDownline(db, 3, bottom));
  await time('isInDownline(node 2, a leaf of the balanced part) [zigzag]', () => isInDownline(db, 2, half - 1));
  await time('downlineWindow(root, 4 levels)', () => downlineWindow(db, 1, 4));
  await time('downlineWindow(the chain\'s middle, 4 levels)', () => downlineWindow(db, Math.floor((half + n) / 2), 4));
  const written = await time('countTeams (first count: every row written)', () => countTeams(db));
  const again = await time('countTeams (nothing changed)', () => countTeams(db));
  console.log(`rows written: ${written}, then ${again}; peak RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
} finally {
  await database.close();
}
