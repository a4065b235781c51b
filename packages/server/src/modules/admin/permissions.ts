import { PERMISSIONS, type OperatorRole, type Permission } from '@onego/contract';
import { forbidden } from '../../http/errors.js';

// The table is declared in the contract, beside the calls that name its permissions.
export { PERMISSIONS, type Permission };

/** True when the role may perform the action. */
export function can(role: OperatorRole, action: Permission): boolean {
  return (PERMISSIONS[action] as readonly OperatorRole[]).includes(role);
}

/** Throws HTTP 403 unless the role may perform the action. */
export function ensure(role: OperatorRole, action: Permission): void {
  if (!can(role, action)) throw forbidden();
}

/** Every action a role may perform, for the client to show only what is allowed. */
export function permissionsOf(role: OperatorRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((a) => can(role, a));
}
