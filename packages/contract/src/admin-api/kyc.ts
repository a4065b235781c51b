import { getCall, postCall } from '../call.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { Reason } from '../api/fields.js';
import { KycIdType, KycState } from '../api/userVerification.js';
import { text } from '../api/text.js';
import { Id, limit, page } from './fields.js';

export const AdminKycQuery = z.object({
  status: KycState.exclude(['none']).default('pending'),
  member_id: text({ max: 32 }).optional(),
  page,
  limit,
});
export const AdminKycRow = z.object({
  id: z.number().int(),
  member_id: z.string(),
  status: KycState,
  id_type: KycIdType,
  id_number: z.string(),
  real_name: z.string(),
  reason: z.string(),
  /** Short-lived signed links to the two photos. */
  id_photo_url: z.string(),
  selfie_url: z.string(),
  submitted_at: UnixSeconds,
  reviewed_at: UnixSeconds.nullable(),
  reviewed_by: z.string(),
});
export const AdminKycList = pageOf(AdminKycRow);
export const KycApproveBody = z.object({ id: Id });
export const KycRejectBody = z.object({ id: Id, reason: Reason });

/** Every /admin-api/kyc/* call: the identity verification queue. */
export const adminKycCalls = {
  list: getCall({ path: '/admin-api/kyc/list', access: { operator: 'kyc.read' }, query: AdminKycQuery, data: AdminKycList, summary: 'Identity verifications by state, oldest first, with short-lived photo links' }),
  approve: postCall({ path: '/admin-api/kyc/approve', access: { operator: 'kyc.write' }, body: KycApproveBody, data: AdminKycRow, message: 'kyc_approved', summary: 'Approve an identity verification under review; audited' }),
  reject: postCall({ path: '/admin-api/kyc/reject', access: { operator: 'kyc.write' }, body: KycRejectBody, data: AdminKycRow, message: 'kyc_rejected', summary: 'Reject an identity verification under review with a reason the member sees; audited' }),
};
