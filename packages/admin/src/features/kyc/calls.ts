// The back office's calls about identity verifications: the queue, approving and rejecting.
import type { z } from 'zod';
import { adminKycCalls as kyc, type AdminKycRow, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type KycRow = z.infer<typeof AdminKycRow>;
export type KycFilters = Omit<CallInput<typeof kyc.list>, 'page' | 'limit'>;

export const kycApi = {
  list: (q: KycFilters & { page: number; limit: number }) => callApi(kyc.list, q),
  approve: (id: number) => callApi(kyc.approve, { id }),
  reject: (id: number, reason: string) => callApi(kyc.reject, { id, reason }),
};
