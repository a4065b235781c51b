import type { Db } from '../db/client.js';
import { toSeconds } from '../lib/time.js';
import { publicIdsOf, type MemberRow } from '../modules/member/index.js';
import { placeOf } from '../modules/network/index.js';

/** A member's identity, codes and place in both trees, for operators. */
export async function describeMember(db: Db, m: MemberRow) {
  const node = await placeOf(db, m.id);
  const linked = await publicIdsOf(db, [node?.sponsorId, node?.parentId, node?.leftChildId, node?.rightChildId]);
  const memberIdOf = (id: number | null | undefined) => (id ? linked.get(id) ?? null : null);
  return {
    member_id: m.memberId,
    name: m.name,
    nickname: m.nickname,
    email: m.email,
    mobile: `+${m.areaCode} ${m.mobile}`,
    nationality: m.nationality,
    status: m.status,
    level: m.level,
    invite_code: m.inviteCode,
    left_node_code: m.leftNodeCode,
    right_node_code: m.rightNodeCode,
    sponsor: memberIdOf(node?.sponsorId),
    parent: memberIdOf(node?.parentId),
    side: node?.side ?? null,
    depth: node?.depth ?? null,
    left_child: memberIdOf(node?.leftChildId),
    right_child: memberIdOf(node?.rightChildId),
    join_time: toSeconds(m.joinTime),
  };
}
