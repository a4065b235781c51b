import { getCall, postCall } from '../call.js';
import { AdminAdjustBody, AdminAdjustData, AdminRecordsData, AdminRecordsQuery, AdminWalletData, AdminWalletQuery } from '../api/admin-finance.js';

/** Every /admin-api/wallet/* call: a member's wallets and adjustments. */
export const adminWalletCalls = {
  member: getCall({ path: '/admin-api/wallet/member', access: { operator: 'wallet.read' }, query: AdminWalletQuery, data: AdminWalletData }),
  records: getCall({ path: '/admin-api/wallet/records', access: { operator: 'wallet.read' }, query: AdminRecordsQuery, data: AdminRecordsData }),
  adjust: postCall({
    path: '/admin-api/wallet/adjust', access: { operator: 'wallet.adjust' }, body: AdminAdjustBody, data: AdminAdjustData, message: 'adjust_ok',
    summary: 'Credit (positive) or debit (negative) a member; audited',
  }),
};
