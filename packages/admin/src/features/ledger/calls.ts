// The back office's calls about the ledger: its journal and its verification.
import type { z } from 'zod';
import { adminLedgerCalls, type CallInput, type JournalEntry, type LedgerReport } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type JournalRow = z.infer<typeof JournalEntry>;
export type { LedgerReport };

export const ledgerApi = {
  journal: (q: CallInput<typeof adminLedgerCalls.journal>) => callApi(adminLedgerCalls.journal, q),
  verifyLedger: () => callApi(adminLedgerCalls.verify),
};
