import { getCall, postCall } from '../call.js';
import { JournalData, JournalQuery, LedgerReport } from '../api/admin-finance.js';

/** Every /admin-api/ledger/* call. */
export const adminLedgerCalls = {
  journal: getCall({ path: '/admin-api/ledger/journal', access: { operator: 'ledger.read' }, query: JournalQuery, data: JournalData }),
  verify: postCall({
    path: '/admin-api/ledger/verify', access: { operator: 'ledger.verify' }, data: LedgerReport, message: 'ledger_ok',
    summary: 'Prove the books; audited (message ledger_broken with the count of problems when they do not add up)',
  }),
};
