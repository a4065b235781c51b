import { getCall } from '../call.js';
import { AuditQuery, AuditRow } from '../api/admin.js';
import { pageOf } from '../paging.js';

/** Every /admin-api/audit/* call. */
export const adminAuditCalls = {
  list: getCall({ path: '/admin-api/audit', access: { operator: 'audit.read' }, query: AuditQuery, data: pageOf(AuditRow) }),
};
