// The back office's calls about members.
import type { z } from 'zod';
import { adminMembersCalls as members, type AdminMemberRow, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type MemberRow = z.infer<typeof AdminMemberRow>;

export const membersApi = {
  // The pages pass filters as plain strings; the server refuses values the contract does not know.
  members: (q: { q?: string; status?: string; account?: 'main' | 'sub'; page: number; limit: number }) => callApi(members.search, q as CallInput<typeof members.search>),
  member: (member_id: string) => callApi(members.detail, { member_id }),
  memberStatus: (body: CallInput<typeof members.status>) => callApi(members.status, body),
  memberResetPassword: (body: CallInput<typeof members.resetPassword>) => callApi(members.resetPassword, body),
};
