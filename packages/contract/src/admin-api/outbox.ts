import { getCall } from '../call.js';
import { PageQuery, pageOf } from '../paging.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';

export const OutboxRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'logged']),
  error: z.string(),
  created_at: UnixSeconds,
});

/** Every /admin-api/outbox/* call. */
export const adminOutboxCalls = {
  list: getCall({ path: '/admin-api/outbox', access: { operator: 'outbox.read' }, query: PageQuery, data: pageOf(OutboxRow) }),
};
