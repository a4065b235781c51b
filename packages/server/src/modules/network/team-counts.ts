import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { networkNodes, networkTeamCounts } from './tables.js';

const CHUNK = 20_000;
/** "New" members: those placed within this many days before the count. */
export const NEW_MEMBER_DAYS = 7;

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

const arrayLiteral = (values: number[]) => `{${values.join(',')}}`;

/**
 * Counts every member's team per area (members below on the left and on the right, and how many of them were placed
 * in the last 7 days) in one pass, and writes the rows that changed. A parent always has a lower id than its child
 * (it registered first), so a descending loop over ids visits every child before its parent: no recursion, no depth
 * limit, O(members). Returns how many rows it wrote.
 */
export async function countTeams(db: Db, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - NEW_MEMBER_DAYS * 86_400_000);
  const rows = rowsOf<{ id: string; parent: string | null; side: string | null; fresh: boolean; lc: number | null; rc: number | null; ln: number | null; rn: number | null }>(await db.execute(sql`
    select n.member_id::text as id, n.parent_id::text as parent, n.side, (n.placed_at >= ${since.toISOString()}::timestamptz) as fresh,
      c.left_count as lc, c.right_count as rc, c.left_new as ln, c.right_new as rn
    from ${networkNodes} n left join ${networkTeamCounts} c on c.member_id = n.member_id order by n.member_id`));
  const n = rows.length;
  const index = new Map<number, number>();
  rows.forEach((r, i) => index.set(Number(r.id), i));
  // Per member: the team below it (itself excluded) and the fresh members of it; per area.
  const size = new Int32Array(n);
  const fresh = new Int32Array(n);
  const left = new Int32Array(n), right = new Int32Array(n), leftNew = new Int32Array(n), rightNew = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const r = rows[i]!;
    size[i] = left[i]! + right[i]! + 1;
    fresh[i] = leftNew[i]! + rightNew[i]! + (r.fresh ? 1 : 0);
    if (r.parent === null) continue;
    const p = index.get(Number(r.parent));
    if (p === undefined) continue;
    if (r.side === 'L') { left[p]! += size[i]!; leftNew[p]! += fresh[i]!; } else { right[p]! += size[i]!; rightNew[p]! += fresh[i]!; }
  }
  const changed: number[] = [];
  rows.forEach((r, i) => {
    if (r.lc !== left[i] || r.rc !== right[i] || r.ln !== leftNew[i] || r.rn !== rightNew[i]) changed.push(i);
  });
  for (let k = 0; k < changed.length; k += CHUNK) {
    const part = changed.slice(k, k + CHUNK);
    const col = (arr: Int32Array) => arrayLiteral(part.map((i) => arr[i]!));
    await db.execute(sql`
      insert into ${networkTeamCounts} (member_id, left_count, right_count, left_new, right_new)
      select id, lc, rc, ln, rn from unnest(${arrayLiteral(part.map((i) => Number(rows[i]!.id)))}::int8[], ${col(left)}::int4[], ${col(right)}::int4[],
        ${col(leftNew)}::int4[], ${col(rightNew)}::int4[]) as t(id, lc, rc, ln, rn)
      on conflict (member_id) do update set left_count = excluded.left_count, right_count = excluded.right_count,
        left_new = excluded.left_new, right_new = excluded.right_new`);
  }
  return changed.length;
}
