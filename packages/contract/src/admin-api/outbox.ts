import { getCall } from '../call.js';
import { OutboxRow } from '../api/admin.js';
import { PageQuery, pageOf } from '../paging.js';

/** Every /admin-api/outbox/* call. */
export const adminOutboxCalls = {
  list: getCall({ path: '/admin-api/outbox', access: { operator: 'outbox.read' }, query: PageQuery, data: pageOf(OutboxRow) }),
};
