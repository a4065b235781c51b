import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { AnyPassword, MemberId, NewPassword, Reason } from './fields.js';
import { text } from './text.js';
import { MemberStatus } from './user.js';

/** Operator roles of the back office. */
export const OperatorRole = z.enum(['super_admin', 'finance', 'operations']);
export type OperatorRole = z.infer<typeof OperatorRole>;

export const Operator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRole,
  totp_enabled: z.boolean(),
  status: z.enum(['active', 'disabled']),
  last_login_at: UnixSeconds.nullable(),
  created_at: UnixSeconds,
});
export type Operator = z.infer<typeof Operator>;

export const AdminLoginBody = z.object({
  username: text({ min: 1, max: 64 }),
  password: AnyPassword,
  totp: z.string().trim().regex(/^\d{6}$/).optional(),
});
export const AdminSessionData = z.object({ token: z.string(), operator: Operator });

export const TotpSetupData = z.object({ secret: z.string(), otpauth_url: z.string() });
export const TotpEnableBody = z.object({ totp: z.string().trim().regex(/^\d{6}$/) });

export const CreateOperatorBody = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_.-]{3,64}$/),
  password: NewPassword,
  role: OperatorRole,
});

export const MemberSearchQuery = z.object({
  q: text({ max: 100 }).optional(),
  status: MemberStatus.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const AdminMemberRow = z.object({
  member_id: z.string(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  area_code: z.string(),
  mobile: z.string(),
  level: z.number().int(),
  status: MemberStatus,
  join_time: UnixSeconds,
});

export const AdminMemberDetail = AdminMemberRow.extend({
  birthday: z.string(),
  nationality: z.string(),
  avatar: z.string(),
  invite_code: z.string(),
  left_node_code: z.string(),
  right_node_code: z.string(),
  sponsor_member_id: z.string().nullable(),
  parent_member_id: z.string().nullable(),
  side: z.enum(['L', 'R']).nullable(),
  depth: z.number().int(),
  left_child_member_id: z.string().nullable(),
  right_child_member_id: z.string().nullable(),
  locked_until: UnixSeconds.nullable(),
});

export const MemberRef = z.object({ member_id: MemberId });
export const MemberStatusBody = MemberRef.extend({ status: z.enum(['active', 'disabled']), reason: Reason });
export const MemberResetPasswordBody = MemberRef.extend({ new_password: NewPassword });

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

export const OutboxRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'logged']),
  error: z.string(),
  created_at: UnixSeconds,
});

/** Data of a login answer (code 0) when the operator has TOTP on and sent no code. */
export const TotpRequiredData = z.object({ totp_required: z.literal(true) });
/** An operator changing their own password. */
export const AdminPasswordBody = z.object({ old_password: AnyPassword, new_password: NewPassword });
/** Query of the member detail call. */
export const MemberDetailQuery = MemberRef;
/** Enabling or disabling an operator. */
export const OperatorStatusBody = z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), status: z.enum(['active', 'disabled']) });
export const OperatorList = z.object({ list: z.array(Operator) });
/** Who is signed in to the back office and what they may do (the client shows only what is allowed). */
export const AdminMeData = z.object({ operator: Operator, permissions: z.array(z.string()) });
