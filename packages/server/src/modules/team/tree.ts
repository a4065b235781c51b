import { type BinaryTreeData } from '@onego/contract';
import { formatMoney } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import { AppError } from '../../http/errors.js';
import { findByMemberId, membersByRowIds } from '../member/index.js';
import { downlineWindow, isInDownline, placeOf } from '../network/index.js';

/**
 * A window of the caller's own downline: the node `memberId` (default the caller) and `levels` levels below it. A node
 * that is not the caller nor below the caller (an ancestor, another branch, an unknown ID) is refused with the same
 * answer, so the call tells nothing about the rest of the tree.
 */
export async function binaryTreeOf(db: Db, viewerId: number, q: { member_id?: string; depth: number }): Promise<BinaryTreeData> {
  let topId = viewerId;
  if (q.member_id) {
    const target = await findByMemberId(db, q.member_id);
    if (!target || !(await isInDownline(db, viewerId, target.id))) throw new AppError('team_not_in_downline');
    topId = target.id;
  }
  const window = await downlineWindow(db, topId, q.depth);
  if (window.length === 0) throw new AppError('team_not_in_downline');
  const people = await membersByRowIds(db, window.map((n) => n.memberId));
  const byId = new Map(people.map((m) => [m.id, m]));
  const publicId = (id: number | null) => (id === null ? '' : byId.get(id)?.memberId ?? '');
  let upId = '';
  if (topId !== viewerId) {
    const place = await placeOf(db, topId);
    const [parent] = place?.parentId ? await membersByRowIds(db, [place.parentId]) : [];
    upId = parent?.memberId ?? '';
  }
  return {
    is_top: topId === viewerId,
    up_id: upId,
    nodes: window.map((n) => {
      const m = byId.get(n.memberId);
      return {
        member_id: m?.memberId ?? '',
        nickname: m?.nickname || m?.name || '',
        level: n.level,
        side: n.depth === 0 ? '' : n.side ?? '',
        parent_id: n.depth === 0 ? '' : publicId(n.parentId),
        depth: n.depth,
        personal_bv: formatMoney(n.personalBv), left_bv: formatMoney(n.leftBv), right_bv: formatMoney(n.rightBv),
        left_count: n.leftCount, right_count: n.rightCount, left_new: n.leftNew, right_new: n.rightNew,
        has_left: n.hasLeft, has_right: n.hasRight,
        join_time: m ? toSeconds(m.joinTime) : 0,
      };
    }),
  };
}
