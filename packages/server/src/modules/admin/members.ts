import type { MemberStatus, Page } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../../lib/secrets.js';
import { toSeconds } from '../../lib/time.js';
import { changeMemberStatus, findMembers, memberByPublicId, memberLockedUntil, publicIdsOf, resetPersonPassword, type MemberRow } from '../member/index.js';
import { placeOf } from '../network/index.js';
import type { AdminCtx } from './admin-auth.js';
import { operatorAction } from './operator-action.js';

export interface AdminMemberRowView {
  member_id: string;
  name: string;
  nickname: string;
  email: string;
  area_code: string;
  mobile: string;
  level: number;
  status: MemberStatus;
  join_time: number;
  main_member_id: string | null;
}

function toRow(m: MemberRow, mains: Map<number, string>): AdminMemberRowView {
  return {
    member_id: m.memberId, name: m.name, nickname: m.nickname, email: m.email, area_code: m.areaCode,
    mobile: m.mobile, level: m.level, status: m.status, join_time: toSeconds(m.joinTime),
    main_member_id: m.mainMemberId === null ? null : mains.get(m.mainMemberId) ?? null,
  };
}

/**
 * Members, newest first: `q` matches the start of the member ID, mobile or email, or any part of the name; `account`
 * keeps main accounts or sub-accounts only. A sub-account names its main account.
 */
export async function searchMembers(db: Db, f: { q?: string; status?: MemberStatus; account?: 'main' | 'sub'; page: number; limit: number }): Promise<Page<AdminMemberRowView>> {
  const { rows, total } = await findMembers(db, f);
  const mains = await publicIdsOf(db, rows.map((m) => m.mainMemberId));
  return { list: rows.map((m) => toRow(m, mains)), total, page: f.page, limit: f.limit };
}

async function memberOrFail(db: Db, memberId: string, lock = false): Promise<MemberRow> {
  const row = await memberByPublicId(db, memberId, lock);
  if (!row) throw new AppError('member_not_found');
  return row;
}

/** One member with codes, lock and place in the tree (sponsor, parent and side, depth, children). */
export async function memberDetail(db: Db, memberId: string) {
  const m = await memberOrFail(db, memberId);
  const node = await placeOf(db, m.id);
  const linked = await publicIdsOf(db, [node?.sponsorId, node?.parentId, node?.leftChildId, node?.rightChildId, m.mainMemberId]);
  const publicId = (id: number | null | undefined) => (id == null ? null : linked.get(id) ?? null);
  const locked = await memberLockedUntil(db, m);
  return {
    ...toRow(m, linked),
    birthday: m.birthday ?? '',
    nationality: m.nationality,
    avatar: m.avatar,
    invite_code: m.inviteCode,
    left_node_code: m.leftNodeCode,
    right_node_code: m.rightNodeCode,
    sponsor_member_id: publicId(node?.sponsorId),
    parent_member_id: publicId(node?.parentId),
    side: node?.side ?? null,
    depth: node?.depth ?? 0,
    left_child_member_id: publicId(node?.leftChildId),
    right_child_member_id: publicId(node?.rightChildId),
    locked_until: toSeconds(locked),
  };
}

/** Enables or disables a member (MEMBER_LIFECYCLE), with a reason; disabling ends every session of the member. Audited. */
export async function setMemberStatus(ctx: AdminCtx, input: { member_id: string; status: 'active' | 'disabled'; reason: string }): Promise<void> {
  const disable = input.status === 'disabled';
  await operatorAction(ctx, disable ? 'member.disable' : 'member.enable', async ({ tx, actor }) => {
    const m = await memberOrFail(tx, input.member_id);
    if (m.status === 'cancelled') throw new AppError('account_cancelled');
    await changeMemberStatus(tx, m.id, disable ? 'disable' : 'enable', actor, input.reason);
    return { target: { type: 'member', id: m.memberId }, after: { reason: input.reason }, result: undefined };
  });
}

/**
 * Sets the login password of the person a member account belongs to (main account and sub-accounts share it): every
 * session of the person ends and a login lock is lifted. Audited.
 */
export async function resetMemberPassword(ctx: AdminCtx, input: { member_id: string; new_password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.new_password);
  await operatorAction(ctx, 'member.reset_password', async ({ tx }) => {
    const m = await memberOrFail(tx, input.member_id, true);
    if (m.status === 'cancelled') throw new AppError('account_cancelled');
    const { lockedBefore } = await resetPersonPassword(tx, m, passwordHash);
    return {
      target: { type: 'member', id: m.memberId }, before: { locked_until: toSeconds(lockedBefore) },
      after: { password_reset: true, locked_until: null, sessions_revoked: true }, result: undefined,
    };
  });
}
