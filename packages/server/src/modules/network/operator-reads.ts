import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Side } from './placement.js';
import { networkNodes, networkStats } from './tables.js';

/** One node of a subtree as operators see it: place, level and volumes (decimal strings). */
export interface SubtreeNode {
  memberId: number;
  parentId: number | null;
  side: Side | null;
  /** Levels below the member the subtree starts from. */
  depth: number;
  hasLeft: boolean;
  hasRight: boolean;
  level: number;
  personalBv: string;
  leftBv: string;
  rightBv: string;
}

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/**
 * Any member's placement subtree, `depth` levels below it (the back office's tree view; no restriction to a downline).
 * A walk down the two child columns, one primary-key step per node: at most 2^(depth+1) − 1 rows, whatever the size or
 * depth of the tree, with the precomputed figures of each node.
 */
export async function subtreeOf(db: Db, memberId: number, depth: number): Promise<SubtreeNode[]> {
  const rows = await db.execute(sql`
    with recursive down(member_id, d) as (
      select member_id, 0 from ${networkNodes} where member_id = ${memberId}
      union all
      select c.member_id, down.d + 1 from down
        join ${networkNodes} n on n.member_id = down.member_id
        join ${networkNodes} c on c.member_id = n.left_child_id or c.member_id = n.right_child_id
      where down.d < ${depth}
    )
    select n.member_id, n.parent_id, n.side, down.d as depth, n.left_child_id is not null as has_left, n.right_child_id is not null as has_right,
      coalesce(s.level, 0) as level, coalesce(s.personal_bv, 0)::text as personal_bv, coalesce(s.left_bv, 0)::text as left_bv,
      coalesce(s.right_bv, 0)::text as right_bv
    from down join ${networkNodes} n on n.member_id = down.member_id left join ${networkStats} s on s.member_id = n.member_id
    order by down.d, n.member_id`);
  return rowsOf<{ member_id: string | number; parent_id: string | number | null; side: Side | null; depth: number; has_left: boolean; has_right: boolean; level: number; personal_bv: string; left_bv: string; right_bv: string }>(rows)
    .map((r) => ({
      memberId: Number(r.member_id), parentId: r.parent_id === null ? null : Number(r.parent_id), side: r.side, depth: Number(r.depth),
      hasLeft: r.has_left, hasRight: r.has_right, level: Number(r.level), personalBv: r.personal_bv, leftBv: r.left_bv, rightBv: r.right_bv,
    }));
}

/**
 * Raises a member's level by hand (an operator's decision, audited by the caller): never lowers it, and the daily
 * batch keeps it (it writes the greater of the two). Returns the level before.
 */
export async function raiseLevel(tx: Db, memberId: number, level: number): Promise<number> {
  const [before] = rowsOf<{ level: number }>(await tx.execute(sql`
    select level from ${networkStats} where member_id = ${memberId} for update`));
  await tx.execute(sql`
    insert into ${networkStats} (member_id, level) values (${memberId}, ${level})
    on conflict (member_id) do update set level = greatest(${networkStats.level}, excluded.level)`);
  return Number(before?.level ?? 0);
}
