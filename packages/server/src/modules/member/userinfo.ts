import type { UserInfo } from '@onego/contract';
import { toSeconds } from '../../lib/time.js';
import type { members } from './tables.js';

export type MemberRow = typeof members.$inferSelect;

/** The member as the app shows it; never includes secrets, only whether the person has set a payment password. */
export function toUserInfo(m: MemberRow, payPasswordSet: boolean): UserInfo {
  return {
    member_id: m.memberId,
    name: m.name,
    nickname: m.nickname,
    avatar: m.avatar,
    email: m.email,
    area_code: m.areaCode,
    mobile: m.mobile,
    nationality: m.nationality,
    birthday: m.birthday ?? '',
    invite_code: m.inviteCode,
    left_node_code: m.leftNodeCode,
    right_node_code: m.rightNodeCode,
    level: m.level,
    status: m.status,
    has_pay_password: payPasswordSet,
    join_time: toSeconds(m.joinTime),
  };
}
