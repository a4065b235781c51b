import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Side } from './placement.js';
import { networkNodes } from './tables.js';

/** A member's place in both trees: sponsor, parent and side, depth, and the two positions directly below. */
export interface Place {
  memberId: number;
  sponsorId: number | null;
  parentId: number | null;
  side: Side | null;
  depth: number;
  leftChildId: number | null;
  rightChildId: number | null;
}

/** An ancestor in the placement tree: `level` hops above the member, who lies in the ancestor's `side` leg. */
export interface Ancestor {
  memberId: number;
  level: number;
  side: Side;
}

/** A sponsor on the upline by sponsor: `level` 1 is the member's own sponsor. */
export interface Sponsor {
  memberId: number;
  level: number;
}

/** A member's two legs: the left and right child (null when the position is free). */
export interface Legs {
  left: number | null;
  right: number | null;
}

/** The member's place in the trees, or undefined when the member has none. */
export async function placeOf(db: Db, memberId: number): Promise<Place | undefined> {
  const [row] = await db.select({
    memberId: networkNodes.memberId, sponsorId: networkNodes.sponsorId, parentId: networkNodes.parentId, side: networkNodes.side,
    depth: networkNodes.depth, leftChildId: networkNodes.leftChildId, rightChildId: networkNodes.rightChildId,
  }).from(networkNodes).where(eq(networkNodes.memberId, memberId)).limit(1);
  return row;
}

/** The member at the top of the placement tree (the company's own account), or undefined on an empty tree. */
export async function rootMemberId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: networkNodes.memberId }).from(networkNodes).where(eq(networkNodes.depth, 0)).limit(1);
  return row?.id;
}

/** The member's two legs, from the member's own row. */
export async function legsOf(db: Db, memberId: number): Promise<Legs> {
  const place = await placeOf(db, memberId);
  return { left: place?.leftChildId ?? null, right: place?.rightChildId ?? null };
}

/**
 * The member's ancestors along the placement tree, nearest first, at most `levels` of them, each with the leg (side)
 * of that ancestor the member lies in: what a reward that climbs N hops and credits a left or right volume needs.
 * One query (a recursive walk up `parent_id`, one primary-key step per level).
 */
export async function ancestorsOf(db: Db, memberId: number, levels: number): Promise<Ancestor[]> {
  if (levels < 1) return [];
  // Row k of the walk is the node k hops above the member; its parent is the ancestor at level k + 1, and its own
  // side is the ancestor's leg the member lies in.
  const rows = await db.execute(sql`
    with recursive up(member_id, parent_id, side, hops) as (
      select member_id, parent_id, side, 0 from network_nodes where member_id = ${memberId}
      union all
      select n.member_id, n.parent_id, n.side, up.hops + 1
      from network_nodes n join up on n.member_id = up.parent_id
      where up.hops + 1 < ${levels}
    )
    select parent_id as member_id, hops + 1 as level, side from up where parent_id is not null order by hops`);
  return rowsOf<{ member_id: number; level: number; side: Side }>(rows).map((r) => ({ memberId: Number(r.member_id), level: Number(r.level), side: r.side }));
}

/** The member's upline by sponsor (who invited whom), nearest first, at most `levels` of them. One query. */
export async function sponsorPathOf(db: Db, memberId: number, levels: number): Promise<Sponsor[]> {
  if (levels < 1) return [];
  const rows = await db.execute(sql`
    with recursive up(member_id, sponsor_id, hops) as (
      select member_id, sponsor_id, 0 from network_nodes where member_id = ${memberId}
      union all
      select n.member_id, n.sponsor_id, up.hops + 1
      from network_nodes n join up on n.member_id = up.sponsor_id
      where up.hops + 1 < ${levels}
    )
    select sponsor_id as member_id, hops + 1 as level from up where sponsor_id is not null order by hops`);
  return rowsOf<{ member_id: number; level: number }>(rows).map((r) => ({ memberId: Number(r.member_id), level: Number(r.level) }));
}

// The two drivers answer `execute` differently: node-postgres with a result object, PGlite with `{ rows }` too, but
// typed apart; both carry `rows`.
function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}
