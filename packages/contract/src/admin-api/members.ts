import { getCall, postCall } from '../call.js';
import { AdminMemberDetail, AdminMemberRow, MemberDetailQuery, MemberResetPasswordBody, MemberSearchQuery, MemberStatusBody } from '../api/admin.js';
import { pageOf } from '../paging.js';

/** Every /admin-api/members/* call. */
export const adminMembersCalls = {
  search: getCall({ path: '/admin-api/members', access: { operator: 'members.read' }, query: MemberSearchQuery, data: pageOf(AdminMemberRow) }),
  detail: getCall({ path: '/admin-api/members/detail', access: { operator: 'members.read' }, query: MemberDetailQuery, data: AdminMemberDetail }),
  status: postCall({ path: '/admin-api/members/status', access: { operator: 'members.write' }, body: MemberStatusBody }),
  resetPassword: postCall({ path: '/admin-api/members/resetPassword', access: { operator: 'members.write' }, body: MemberResetPasswordBody }),
};
