import { getCall, postCall } from '../call.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { Reason } from '../api/fields.js';
import { ApplicationPayMethod, ApplicationState } from '../api/application.js';
import { text } from '../api/text.js';
import { Id, limit, page } from './fields.js';

export const AdminApplicationQuery = z.object({
  status: ApplicationState.exclude(['none']).default('pending'),
  member_id: text({ max: 32 }).optional(),
  page,
  limit,
});
export const AdminApplicationRow = z.object({
  id: z.number().int(),
  member_id: z.string(),
  status: ApplicationState,
  product_name: z.string(),
  pay_method: ApplicationPayMethod,
  id_card: z.string(),
  address: z.string(),
  bank_name: z.string(),
  bank_branch: z.string(),
  bank_account: z.string(),
  account_name: z.string(),
  /** Short-lived signed links to the four photos. */
  id_front_url: z.string(),
  id_back_url: z.string(),
  bank_card_url: z.string(),
  personal_photo_url: z.string(),
  reason: z.string(),
  reviewed_by: z.string(),
  submitted_at: UnixSeconds,
  reviewed_at: UnixSeconds.nullable(),
});
export const AdminApplicationList = pageOf(AdminApplicationRow);

/** Every /admin-api/applications/* call: reviewing account applications. */
export const adminApplicationCalls = {
  list: getCall({ path: '/admin-api/applications/list', access: { operator: 'applications.read' }, query: AdminApplicationQuery, data: AdminApplicationList, summary: 'Account applications by state, with short-lived photo links' }),
  approve: postCall({ path: '/admin-api/applications/approve', access: { operator: 'applications.write' }, body: z.object({ id: Id }), data: AdminApplicationRow, message: 'application_approved', summary: 'Approve an application under review; audited' }),
  reject: postCall({ path: '/admin-api/applications/reject', access: { operator: 'applications.write' }, body: z.object({ id: Id, reason: Reason }), data: AdminApplicationRow, message: 'application_rejected', summary: 'Reject an application under review with a reason the member sees; audited' }),
};
