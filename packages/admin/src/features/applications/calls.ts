// The back office's calls about account applications: the list, approving and rejecting.
import type { z } from 'zod';
import { adminApplicationCalls as apps, type AdminApplicationRow, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type ApplicationRow = z.infer<typeof AdminApplicationRow>;
export type ApplicationFilters = Omit<CallInput<typeof apps.list>, 'page' | 'limit'>;

export const applicationsApi = {
  list: (q: ApplicationFilters & { page: number; limit: number }) => callApi(apps.list, q),
  approve: (id: number) => callApi(apps.approve, { id }),
  reject: (id: number, reason: string) => callApi(apps.reject, { id, reason }),
};
