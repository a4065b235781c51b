import { PERMISSIONS, type AuditAction, type OperatorRole, type Permission } from '@onego/contract';
import { forbidden } from '../../http/errors.js';

// The table is declared in the contract, beside the calls that name its permissions.
export { PERMISSIONS, type Permission };

/**
 * The permission each audited action needs, so operatorAction checks it with the write; 'self' marks what every
 * signed-in operator may do to their own account. A setting's permission depends on its key (passed in by the caller).
 */
export const ACTION_PERMISSION = {
  'member.disable': 'members.write',
  'job.retry': 'jobs.write',
  'job.discard': 'jobs.write',
  'chain.rescan': 'chain.rescan',
  'member.enable': 'members.write',
  'member.reset_password': 'members.write',
  'operator.create': 'operators.write',
  'operator.enable': 'operators.write',
  'operator.disable': 'operators.write',
  'operator.password': 'self',
  'operator.totp_setup': 'self',
  'operator.totp_enable': 'self',
  'operator.totp_disable': 'self',
  'settings.write': 'settings.write',
  'ledger.verify': 'ledger.verify',
  'wallet.adjust': 'wallet.adjust',
  'order.ship': 'orders.write',
  'order.cancel': 'orders.write',
  'order.export': 'orders.read',
  'order.refund': 'orders.refund',
  'catalogue.category.create': 'catalogue.write',
  'catalogue.category.update': 'catalogue.write',
  'catalogue.category.delete': 'catalogue.write',
  'catalogue.product.create': 'catalogue.write',
  'catalogue.product.update': 'catalogue.write',
  'catalogue.product.shelf': 'catalogue.write',
  'catalogue.banner.create': 'catalogue.write',
  'catalogue.banner.update': 'catalogue.write',
  'catalogue.banner.delete': 'catalogue.write',
  'catalogue.upload': 'catalogue.write',
  'content.announcement.create': 'content.write',
  'content.announcement.update': 'content.write',
  'content.announcement.publish': 'content.write',
  'content.announcement.unpublish': 'content.write',
  'content.company.update': 'content.write',
  'content.upload': 'content.write',
  // Member services.
  'kyc.approve': 'kyc.write',
  'kyc.reject': 'kyc.write',
  'feedback.reply': 'feedback.write',
  'application.approve': 'applications.write',
  'application.reject': 'applications.write',
  'withdrawal.approve': 'withdrawals.review',
  'withdrawal.reject': 'withdrawals.review',
  'bonus.plan.create': 'bonus.plan.write',
  'bonus.simulate': 'bonus.plan.write',
  'bonus.rerun': 'bonus.rerun',
  'bonus.level.set': 'bonus.level.write',
} as const satisfies Record<AuditAction, Permission | 'self'>;

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
