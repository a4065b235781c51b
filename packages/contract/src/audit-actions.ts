import { z } from 'zod';

/**
 * Every action the audit log records, declared once: the server writes only these (operatorAction takes one), the
 * back office shows and filters by them. Adding an operator write means adding its action here.
 */
export const AUDIT_ACTIONS = [
  'member.disable', 'member.enable', 'member.reset_password',
  'operator.create', 'operator.enable', 'operator.disable', 'operator.password',
  'operator.totp_setup', 'operator.totp_enable', 'operator.totp_disable',
  'settings.write', 'ledger.verify', 'wallet.adjust',
  'order.ship', 'order.cancel', 'order.export', 'order.refund',
  'catalogue.category.create', 'catalogue.category.update', 'catalogue.category.delete',
  'catalogue.product.create', 'catalogue.product.update', 'catalogue.product.shelf',
  'catalogue.banner.create', 'catalogue.banner.update', 'catalogue.banner.delete', 'catalogue.upload',
  'content.announcement.create', 'content.announcement.update', 'content.announcement.publish', 'content.announcement.unpublish',
  'content.company.update', 'content.upload',
  'job.retry', 'job.discard',
  // Member services.
  'kyc.approve', 'kyc.reject', 'feedback.reply', 'application.approve', 'application.reject',
  'chain.rescan',
  'withdrawal.approve', 'withdrawal.reject',
  'bonus.plan.create', 'bonus.rerun', 'bonus.level.set', 'bonus.simulate',
] as const;

export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;
