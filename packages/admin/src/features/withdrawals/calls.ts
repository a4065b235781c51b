// The back office's calls about withdrawals: the review queue, approving (with the authenticator code) and rejecting.
import type { z } from 'zod';
import { adminWithdrawalsCalls as calls, type AdminWithdrawal, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type WithdrawalRow = z.infer<typeof AdminWithdrawal>;
export type WithdrawalFilters = Omit<CallInput<typeof calls.list>, 'page' | 'limit'>;

export const withdrawalsApi = {
  hotWallet: () => callApi(calls.hotWallet),
  list: (q: WithdrawalFilters & { page: number; limit: number }) => callApi(calls.list, q),
  approve: (ids: number[], totp: string) => callApi(calls.approve, { ids, totp }),
  reject: (ids: number[], reason: string) => callApi(calls.reject, { ids, reason }),
};
