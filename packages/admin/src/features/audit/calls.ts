// The back office's calls about the audit trail.
import type { z } from 'zod';
import { adminAuditCalls, type AuditRow, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type AuditEntry = z.infer<typeof AuditRow>;

export const auditApi = {
  audit: (q: CallInput<typeof adminAuditCalls.list>) => callApi(adminAuditCalls.list, q),
};
