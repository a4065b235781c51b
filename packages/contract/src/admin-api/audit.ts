import { getCall } from '../call.js';
import { pageOf } from '../paging.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { text } from '../api/text.js';

export const AuditQuery = z.object({
  operator: text({ max: 64 }).optional(),
  action: text({ max: 64 }).optional(),
  target: text({ max: 64 }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const AuditRow = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: UnixSeconds,
});

/** Every /admin-api/audit/* call. */
export const adminAuditCalls = {
  list: getCall({ path: '/admin-api/audit', access: { operator: 'audit.read' }, query: AuditQuery, data: pageOf(AuditRow) }),
};
