import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { networkNodes } from './tables.js';

export type Side = 'L' | 'R';
type NodeRow = typeof networkNodes.$inferSelect;

async function lockNode(db: Db, memberId: number): Promise<NodeRow> {
  const [row] = await db.select().from(networkNodes).where(eq(networkNodes.memberId, memberId)).for('update').limit(1);
  if (!row) throw new Error(`network node ${memberId} is missing`);
  return row;
}

/** Makes a member the root of the tree (first start only). */
export async function placeRoot(db: Db, memberId: number): Promise<void> {
  await db.insert(networkNodes).values({
    memberId, sponsorId: null, parentId: null, side: null, depth: 0,
    leftSpineTop: memberId, rightSpineTop: memberId, leftSpineEnd: memberId, rightSpineEnd: memberId,
  });
}

/**
 * Places a new member below `ownerId` on `side`: directly under the owner when that position is free,
 * otherwise at the outermost free position down that side (the end of the owner's spine on that side).
 * Constant work whatever the depth: the spine's top row holds its end and serialises concurrent placements.
 * Call inside a transaction.
 */
export async function placeMember(db: Db, input: { memberId: number; sponsorId: number; ownerId: number; side: Side }): Promise<{ parentId: number; side: Side; depth: number }> {
  const { memberId, sponsorId, ownerId, side } = input;
  const [owner] = await db.select().from(networkNodes).where(eq(networkNodes.memberId, ownerId)).limit(1);
  if (!owner) throw new Error(`network node ${ownerId} is missing`);
  const topId = side === 'L' ? owner.leftSpineTop : owner.rightSpineTop;
  const top = await lockNode(db, topId);
  const parentId = side === 'L' ? top.leftSpineEnd : top.rightSpineEnd;
  const parent = parentId === top.memberId ? top : await lockNode(db, parentId);
  if ((side === 'L' ? parent.leftChildId : parent.rightChildId) !== null) {
    throw new Error(`spine ${topId}/${side} end ${parentId} is not free: the tree is inconsistent`);
  }
  const depth = parent.depth + 1;
  await db.insert(networkNodes).values({
    memberId, sponsorId, parentId, side, depth,
    // The newcomer continues its parent's spine on its own side and starts a new spine on the other.
    leftSpineTop: side === 'L' ? parent.leftSpineTop : memberId,
    rightSpineTop: side === 'R' ? parent.rightSpineTop : memberId,
    leftSpineEnd: memberId,
    rightSpineEnd: memberId,
  });
  await db.update(networkNodes)
    .set(side === 'L' ? { leftChildId: memberId } : { rightChildId: memberId })
    .where(eq(networkNodes.memberId, parentId));
  await db.update(networkNodes)
    .set(side === 'L' ? { leftSpineEnd: memberId } : { rightSpineEnd: memberId })
    .where(eq(networkNodes.memberId, topId));
  return { parentId, side, depth };
}

/** The node of a member, or undefined. */
export async function nodeOf(db: Db, memberId: number): Promise<NodeRow | undefined> {
  const [row] = await db.select().from(networkNodes).where(eq(networkNodes.memberId, memberId)).limit(1);
  return row;
}

/** Number of nodes in the tree. */
export async function countNodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(networkNodes);
  return row?.n ?? 0;
}
