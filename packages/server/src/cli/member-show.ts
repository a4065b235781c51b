import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { toSeconds } from '../lib/time.js';
import { members } from '../modules/member/tables.js';
import type { MemberRow } from '../modules/member/userinfo.js';
import { nodeOf } from '../modules/network/placement.js';

async function memberIdOf(db: Db, id: number | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ memberId: members.memberId }).from(members).where(eq(members.id, id)).limit(1);
  return row?.memberId ?? null;
}

/** A member's identity, codes and place in both trees, for operators. */
export async function describeMember(db: Db, m: MemberRow) {
  const node = await nodeOf(db, m.id);
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
    sponsor: await memberIdOf(db, node?.sponsorId),
    parent: await memberIdOf(db, node?.parentId),
    side: node?.side ?? null,
    depth: node?.depth ?? null,
    left_child: await memberIdOf(db, node?.leftChildId),
    right_child: await memberIdOf(db, node?.rightChildId),
    join_time: toSeconds(m.joinTime),
  };
}
