import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { Side } from './placement.js';
import { networkNodes, networkStats, networkTeamCounts, networkVolumeDays } from './tables.js';

// Reads of a member's own team, for the member's screens: a window of the downline a few levels deep, the check that
// a node lies in the caller's downline, and the figures of direct referrals. All bounded: a window is at most
// 2^(levels+1) − 1 rows, a direct list one page.

/** One node of a window of the tree, with its precomputed figures (decimal strings) and team counts. */
export interface WindowNode {
  memberId: number;
  parentId: number | null;
  side: Side | null;
  /** Levels below the window's top. */
  depth: number;
  hasLeft: boolean;
  hasRight: boolean;
  personalBv: string;
  leftBv: string;
  rightBv: string;
  level: number;
  leftCount: number;
  rightCount: number;
  leftNew: number;
  rightNew: number;
}

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/**
 * True when `nodeId` is `viewerId` or lies below it in the placement tree. Walks up from the node by spines, not by
 * parents: a spine (a run of left, or of right, children) is crossed in one step, because every node keeps its spine's
 * top, and the viewer lies on the crossed stretch exactly when it is on the same spine and higher. So a straight leg a
 * hundred thousand deep costs one step; the walk stops as soon as it is above the viewer.
 */
export async function isInDownline(db: Db, viewerId: number, nodeId: number): Promise<boolean> {
  if (viewerId === nodeId) return true;
  const res = await db.execute(sql`
    with recursive v as (select depth, left_spine_top as lst, right_spine_top as rst from network_nodes where member_id = ${viewerId}),
    up(id, depth, side, lst, rst) as (
      select n.member_id, n.depth, n.side, n.left_spine_top, n.right_spine_top from network_nodes n, v
      where n.member_id = ${nodeId} and n.depth > v.depth
      union all
      select n.member_id, n.depth, n.side, n.left_spine_top, n.right_spine_top
      from up join network_nodes n on n.member_id = case when up.side = 'L' then up.lst else up.rst end, v
      where up.side is not null and up.depth > v.depth and n.depth >= v.depth
    )
    select exists (
      select 1 from up, v where up.id = ${viewerId}
        or (up.side = 'L' and up.lst = v.lst and up.depth > v.depth)
        or (up.side = 'R' and up.rst = v.rst and up.depth > v.depth)
    ) as inside`);
  return Boolean(rowsOf<{ inside: boolean }>(res)[0]?.inside);
}

/**
 * The node `topId` and its descendants `levels` deep, top first then level by level, with each one's figures. One
 * query: a walk down the child pointers (primary-key reads), stopped at `levels`.
 */
export async function downlineWindow(db: Db, topId: number, levels: number): Promise<WindowNode[]> {
  const res = await db.execute(sql`
    with recursive down(id, parent, side, d) as (
      select member_id, parent_id, side, 0 from network_nodes where member_id = ${topId}
      union all
      select n.member_id, n.parent_id, n.side, down.d + 1
      from down join network_nodes p on p.member_id = down.id
      join network_nodes n on n.member_id in (p.left_child_id, p.right_child_id)
      where down.d < ${levels}
    )
    select down.id::text as id, down.parent::text as parent, down.side, down.d as depth,
      (n.left_child_id is not null) as has_left, (n.right_child_id is not null) as has_right,
      coalesce(s.personal_bv, 0)::text as p, coalesce(s.left_bv, 0)::text as l, coalesce(s.right_bv, 0)::text as r, coalesce(s.level, 0) as level,
      coalesce(c.left_count, 0) as lc, coalesce(c.right_count, 0) as rc, coalesce(c.left_new, 0) as ln, coalesce(c.right_new, 0) as rn
    from down join ${networkNodes} n on n.member_id = down.id
    left join ${networkStats} s on s.member_id = down.id
    left join ${networkTeamCounts} c on c.member_id = down.id
    order by down.d, down.id`);
  return rowsOf<{ id: string; parent: string | null; side: Side | null; depth: number; has_left: boolean; has_right: boolean; p: string; l: string; r: string; level: number; lc: number; rc: number; ln: number; rn: number }>(res)
    .map((r) => ({
      memberId: Number(r.id), parentId: r.parent === null ? null : Number(r.parent), side: r.side, depth: Number(r.depth),
      hasLeft: Boolean(r.has_left), hasRight: Boolean(r.has_right), personalBv: r.p, leftBv: r.l, rightBv: r.r, level: Number(r.level),
      leftCount: Number(r.lc), rightCount: Number(r.rc), leftNew: Number(r.ln), rightNew: Number(r.rn),
    }));
}

/**
 * Every member's place by sponsor with their precomputed figures, as a read-only subquery other modules join (on
 * `networkPeople.id`) and filter (on `networkPeople.sponsorId`) inside their own query, as `memberCodes` is joined.
 */
export const networkPeople = new QueryBuilder().select({
  id: sql<number>`${networkNodes.memberId}`.mapWith(Number).as('people_member_row_id'),
  sponsorId: sql<number>`${networkNodes.sponsorId}`.mapWith(Number).as('people_sponsor_id'),
  level: sql<number>`coalesce(${networkStats.level}, 0)`.mapWith(Number).as('people_level'),
  personalBv: sql<string>`coalesce(${networkStats.personalBv}, 0)::text`.as('people_personal_bv'),
}).from(networkNodes).leftJoin(networkStats, sql`${networkStats.memberId} = ${networkNodes.memberId}`).as('network_people');

/** For each given member, the eligible BV (P) of their own direct referrals together. One grouped query on the sponsor index. */
export async function directVolumesOf(db: Db, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const res = await db.execute(sql`
    select n.sponsor_id::text as id, coalesce(sum(s.personal_bv), 0)::text as bv
    from ${networkNodes} n left join ${networkStats} s on s.member_id = n.member_id
    where n.sponsor_id = any(${`{${memberIds.join(',')}}`}::int8[]) group by n.sponsor_id`);
  return new Map(rowsOf<{ id: string; bv: string }>(res).map((r) => [Number(r.id), r.bv]));
}

/**
 * A member's direct referrals as the level rules count them: how many are active (own BV over the last `activeDays`
 * days through `today` at least `activeBv`) and how many are at each level V0..V5.
 */
export async function directsProgressOf(db: Db, memberId: number, today: string, activeDays: number, activeBv: string): Promise<{ active: number; byLevel: number[] }> {
  const res = await db.execute(sql`
    select coalesce(s.level, 0) as level, count(*)::int as n,
      count(*) filter (where (select coalesce(sum(d.bv), 0) from ${networkVolumeDays} d
        where d.member_id = n.member_id and d.day > ${today}::date - ${activeDays}::int and d.day <= ${today}::date) >= ${activeBv}::numeric)::int as active
    from ${networkNodes} n left join ${networkStats} s on s.member_id = n.member_id
    where n.sponsor_id = ${memberId} group by 1`);
  const byLevel = [0, 0, 0, 0, 0, 0];
  let active = 0;
  for (const r of rowsOf<{ level: number; n: number; active: number }>(res)) {
    byLevel[Math.min(5, Number(r.level))]! += Number(r.n);
    active += Number(r.active);
  }
  return { active, byLevel };
}
