import type { OperatorRole } from './admin-api/operators.js';

/**
 * The one permission table of the back office: action → roles allowed. It lives in the contract because every
 * back-office call declares the permission it needs; the server enforces it, the back office shows what is allowed.
 * Calls every signed-in operator may make about themselves (me, logout, password, TOTP) need no entry.
 */
export const PERMISSIONS = {
  'members.read': ['super_admin', 'operations', 'finance'],
  'members.write': ['super_admin', 'operations'],
  'audit.read': ['super_admin', 'operations', 'finance'],
  'outbox.read': ['super_admin', 'operations'],
  // Background jobs: operations watch them; retrying or discarding work (payouts later) is the super admin's.
  'jobs.read': ['super_admin', 'operations'],
  'jobs.write': ['super_admin'],
  'operators.read': ['super_admin'],
  'operators.write': ['super_admin'],
  'wallet.read': ['super_admin', 'finance', 'operations'],
  'wallet.adjust': ['super_admin', 'finance'],
  'ledger.read': ['super_admin', 'finance'],
  'ledger.verify': ['super_admin', 'finance'],
  'settings.read': ['super_admin', 'finance', 'operations'],
  // Money settings (fees, limits, points); the site's contact details need settings.write_site.
  'settings.write': ['super_admin', 'finance'],
  'settings.write_site': ['super_admin'],
  'catalogue.read': ['super_admin', 'operations', 'finance'],
  'catalogue.write': ['super_admin', 'operations'],
  'orders.read': ['super_admin', 'operations', 'finance'],
  'orders.write': ['super_admin', 'operations'],
  // Refunds move money back out of sales: finance's, like wallet adjustments (operations ship and cancel unpaid orders).
  'orders.refund': ['super_admin', 'finance'],
  // Announcements and the company profile.
  'content.read': ['super_admin', 'operations'],
  'content.write': ['super_admin', 'operations'],
  // Member services: identity verifications (their private photos too).
  'kyc.read': ['super_admin', 'operations'],
  'kyc.write': ['super_admin', 'operations'],
  // Feedback and its replies.
  'feedback.read': ['super_admin', 'operations'],
  'feedback.write': ['super_admin', 'operations'],
  // Account applications (their private photos too).
  'applications.read': ['super_admin', 'operations'],
  'applications.write': ['super_admin', 'operations'],
  // Deposits, top-ups and the chain's status; a re-scan of final blocks (credits only what was never credited).
  'chain.read': ['super_admin', 'finance'],
  'chain.rescan': ['super_admin', 'finance'],
  // Withdrawals: finance reviews them (approving a payout also needs the operator's second factor).
  'withdrawals.read': ['super_admin', 'finance'],
  'withdrawals.review': ['super_admin', 'finance'],
  // The bonus plan: everyone reads it; its versions, simulations, a rerun and a level set by hand move money, so only
  // the super admin and finance (decisions.md).
  'bonus.read': ['super_admin', 'finance', 'operations'],
  'bonus.plan.write': ['super_admin', 'finance'],
  'bonus.rerun': ['super_admin', 'finance'],
  'bonus.level.write': ['super_admin', 'finance'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;
