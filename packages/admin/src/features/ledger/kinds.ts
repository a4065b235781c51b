import type { RECORD_TYPES } from '@onego/contract';
import type { SameAs } from '../../kit/sameAs';

/** Journal entry kinds (record types) an operator can filter by; a copy of the contract's list, checked below. */
export const KINDS = ['transfer', 'consolidation', 'checkin', 'adjustment', 'deposit', 'withdrawal', 'order_payment', 'order_refund', 'bonus'] as const;
export const kindsMatchContract: SameAs<(typeof KINDS)[number], (typeof RECORD_TYPES)[number]> = true;
