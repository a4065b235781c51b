import { getCall, postCall } from '../call.js';
import { pageOf } from '../paging.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { MemberId, NewPassword, Reason } from '../api/fields.js';
import { text } from '../api/text.js';
import { MemberStatus } from '../api/user.js';

export const MemberSearchQuery = z.object({
  q: text({ max: 100 }).optional(),
  status: MemberStatus.optional(),
  /** Main accounts only, or sub-accounts only. */
  account: z.enum(['main', 'sub']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminMemberRow = z.object({
  member_id: z.string(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  area_code: z.string(),
  mobile: z.string(),
  level: z.number().int(),
  status: MemberStatus,
  join_time: UnixSeconds,
  /** Set on a sub-account: the member ID of the main account it belongs to (null on a main account). */
  main_member_id: z.string().nullable(),
});
export const AdminMemberDetail = AdminMemberRow.extend({
  birthday: z.string(),
  nationality: z.string(),
  avatar: z.string(),
  invite_code: z.string(),
  left_node_code: z.string(),
  right_node_code: z.string(),
  sponsor_member_id: z.string().nullable(),
  parent_member_id: z.string().nullable(),
  side: z.enum(['L', 'R']).nullable(),
  depth: z.number().int(),
  left_child_member_id: z.string().nullable(),
  right_child_member_id: z.string().nullable(),
  locked_until: UnixSeconds.nullable(),
});
export const MemberRef = z.object({ member_id: MemberId });
export const MemberStatusBody = MemberRef.extend({ status: z.enum(['active', 'disabled']), reason: Reason });
export const MemberResetPasswordBody = MemberRef.extend({ new_password: NewPassword });
/** Query of the member detail call. */
export const MemberDetailQuery = MemberRef;

/** Every /admin-api/members/* call. */
export const adminMembersCalls = {
  search: getCall({ path: '/admin-api/members', access: { operator: 'members.read' }, query: MemberSearchQuery, data: pageOf(AdminMemberRow) }),
  detail: getCall({ path: '/admin-api/members/detail', access: { operator: 'members.read' }, query: MemberDetailQuery, data: AdminMemberDetail }),
  status: postCall({ path: '/admin-api/members/status', access: { operator: 'members.write' }, body: MemberStatusBody }),
  resetPassword: postCall({ path: '/admin-api/members/resetPassword', access: { operator: 'members.write' }, body: MemberResetPasswordBody }),
};
