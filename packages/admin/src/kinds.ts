import type { RECORD_TYPES } from '@onego/contract';

/**
 * Journal entry kinds (record types) an operator can filter by. A copy of the contract's list, so pages do not load
 * the contract's schemas at run time; the type below fails to compile when the two lists differ.
 */
export const KINDS = ['transfer', 'consolidation', 'checkin', 'adjustment', 'deposit', 'withdrawal', 'order_payment', 'order_refund', 'bonus'] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const kindsMatchContract: Same<(typeof KINDS)[number], (typeof RECORD_TYPES)[number]> = true;
