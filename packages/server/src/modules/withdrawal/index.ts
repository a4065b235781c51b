// The withdrawal module's door: the payout side (the signer) settles approved withdrawals through these.
export { markWithdrawalFailed, markWithdrawalPaid } from './settle.js';
export { approvedUnpaid, approvedWithdrawals, openWithdrawalsTotal, withdrawalArrivals } from './read.js';
export { WITHDRAWAL_LIFECYCLE } from './machine.js';
export { withdrawalsPaidByDay, withdrawalsWaiting } from './figures.js';
