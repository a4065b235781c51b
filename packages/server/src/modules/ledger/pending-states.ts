/** Where a pending transfer stands: open while `pending`, then closed for good by exactly one transition. */
export const PENDING_STATES = ['pending', 'posted', 'voided', 'expired'] as const;
export type PendingState = (typeof PENDING_STATES)[number];
