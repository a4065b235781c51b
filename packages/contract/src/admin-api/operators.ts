import { getCall, postCall } from '../call.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { NewPassword } from '../api/fields.js';

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
export const CreateOperatorBody = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_.-]{3,64}$/),
  password: NewPassword,
  role: OperatorRole,
});
/** Enabling or disabling an operator. */
export const OperatorStatusBody = z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), status: z.enum(['active', 'disabled']) });
export const OperatorList = z.object({ list: z.array(Operator) });

/** Every /admin-api/operators/* call. */
export const adminOperatorsCalls = {
  list: getCall({ path: '/admin-api/operators', access: { operator: 'operators.read' }, data: OperatorList }),
  create: postCall({ path: '/admin-api/operators/create', access: { operator: 'operators.write' }, body: CreateOperatorBody, data: Operator }),
  status: postCall({ path: '/admin-api/operators/status', access: { operator: 'operators.write' }, body: OperatorStatusBody, data: Operator }),
};
