import type { AnyCall } from './call.js';
import { accountCalls } from './api/account.js';
import { addressCalls } from './api/address.js';
import { ajaxCalls } from './api/ajax.js';
import { bannerCalls } from './api/banner.js';
import { commonCalls } from './api/common.js';
import { companyCalls } from './api/company.js';
import { emsCalls } from './api/ems.js';
import { fundConsolidationCalls } from './api/fundConsolidation.js';
import { announcementCalls } from './api/announcement.js';
import { cartCalls } from './api/cart.js';
import { orderCalls } from './api/order.js';
import { productCalls } from './api/product.js';
import { transferCalls } from './api/transfer.js';
import { userCalls } from './api/user.js';
import { userTeamCalls } from './api/team.js';
import { rechargeCalls } from './api/recharge.js';
import { bonusStatementCalls, userBonusCalls, userBonusReportCalls } from './api/bonus.js';
import { adminAuditCalls } from './admin-api/audit.js';
import { adminAuthCalls } from './admin-api/auth.js';
import { adminCatalogueCalls } from './admin-api/catalogue.js';
import { adminContentCalls } from './admin-api/content.js';
import { adminLedgerCalls } from './admin-api/ledger.js';
import { adminMembersCalls } from './admin-api/members.js';
import { adminOperatorsCalls } from './admin-api/operators.js';
import { adminOrdersCalls } from './admin-api/orders.js';
import { adminJobsCalls } from './admin-api/jobs.js';
import { adminOutboxCalls } from './admin-api/outbox.js';
import { adminSettingsCalls } from './admin-api/settings.js';
import { adminWalletCalls } from './admin-api/wallet.js';
// Member services (identity verification, feedback, account applications).
import { userVerificationCalls } from './api/userVerification.js';
import { adminKycCalls } from './admin-api/kyc.js';
import { feedbackCalls } from './api/feedback.js';
import { adminFeedbackCalls } from './admin-api/feedback.js';
import { applicationCalls } from './api/application.js';
import { adminApplicationCalls } from './admin-api/applications.js';
import { adminChainCalls } from './admin-api/chain.js';
import { withdrawCalls } from './api/withdraw.js';
import { adminWithdrawalsCalls } from './admin-api/withdrawals.js';
import { adminBonusCalls } from './admin-api/bonus.js';
import { adminDashboardCalls } from './admin-api/dashboard.js';

/** Every declared call, grouped by URL prefix. */
export const CALL_GROUPS: Record<string, Record<string, AnyCall>> = {
  user: userCalls, account: accountCalls, fundConsolidation: fundConsolidationCalls, ems: emsCalls, ajax: ajaxCalls, common: commonCalls,
  address: addressCalls, cart: cartCalls, order: orderCalls, transfer: transferCalls, product: productCalls, banner: bannerCalls,
  announcement: announcementCalls, company: companyCalls,
  recharge: rechargeCalls,
  'admin-api/auth': adminAuthCalls, 'admin-api/members': adminMembersCalls, 'admin-api/audit': adminAuditCalls, 'admin-api/outbox': adminOutboxCalls, 'admin-api/jobs': adminJobsCalls,
  'admin-api/operators': adminOperatorsCalls, 'admin-api/wallet': adminWalletCalls, 'admin-api/ledger': adminLedgerCalls,
  'admin-api/settings': adminSettingsCalls, 'admin-api/catalogue': adminCatalogueCalls, 'admin-api/orders': adminOrdersCalls,
  'admin-api/content': adminContentCalls,
  // Member services.
  UserVerification: userVerificationCalls, 'admin-api/kyc': adminKycCalls, feedback: feedbackCalls, 'admin-api/feedback': adminFeedbackCalls,
  application: applicationCalls, 'admin-api/applications': adminApplicationCalls,
  'admin-api/chain': adminChainCalls,
  withdraw: withdrawCalls, 'admin-api/withdrawals': adminWithdrawalsCalls,
  'admin-api/dashboard': adminDashboardCalls,
  bonus_statement: bonusStatementCalls, userBonusReport: userBonusReportCalls, 'user/bonus': userBonusCalls,
  'user/team': userTeamCalls,
  'admin-api/bonus': adminBonusCalls,
};

/** Every declared call, once. */
export const ALL_CALLS: readonly AnyCall[] = Object.values(CALL_GROUPS).flatMap((group) => Object.values(group));

/** The declared call answering `method path` (path without query string), if any. */
export function findCall(method: string, path: string): AnyCall | undefined {
  const m = method.toUpperCase();
  return ALL_CALLS.find((c) => c.method === m && c.path === path);
}

/**
 * Checks a success answer's `data` against the declared call at `method url` (query string ignored): a description of
 * the first mismatch, or undefined when it fits or no call is declared there. App tests run their fixtures through it.
 */
export function answerProblem(method: string, url: string, data: unknown): string | undefined {
  const path = url.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '').replace(/^\/index\.php\//, '/');
  const call = findCall(method, path);
  if (!call || call.download) return undefined;
  const parsed = call.data.safeParse(data);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return `${call.method} ${call.path}: data.${issue.path.join('.')}: ${issue.message}`;
}
