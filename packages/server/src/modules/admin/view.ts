import type { Operator } from '@onego/contract';
import { toSeconds } from '../../lib/time.js';
import type { OperatorRow } from './operators.js';

/** An operator as the API shows it: never the password hash or the TOTP secret. */
export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    totp_enabled: row.totpEnabled,
    status: row.status,
    last_login_at: toSeconds(row.lastLoginAt),
    created_at: toSeconds(row.createdAt),
  };
}
