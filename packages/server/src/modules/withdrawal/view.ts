import { formatMoney } from '@onego/contract';
import { toSeconds } from '../../lib/time.js';
import type { withdrawals } from './tables.js';

type Row = typeof withdrawals.$inferSelect;

/** A withdrawal in the API's shape (spec §3). */
export function withdrawalView(w: Row) {
  return {
    id: w.id, amount: formatMoney(w.amount), fee: formatMoney(w.fee), arrival: formatMoney(w.arrival), address: w.address,
    status: w.status, tx_hash: w.txHash, reason: w.reason, time: toSeconds(w.createdAt),
    reviewed_time: toSeconds(w.approvedAt ?? w.rejectedAt), paid_time: toSeconds(w.paidAt),
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;
