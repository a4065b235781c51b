import { z } from 'zod';
import { ASSETS } from '../assets.js';
import { UnixSeconds } from '../envelope.js';

// The shared vocabulary of wallets: the assets and the records members and operators read.

export const AssetSchema = z.enum(ASSETS);

/** One line of income or expenditure; `amount` is signed. */
export const WalletRecord = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  counterparty: z.string(),
  note: z.string(),
  time: UnixSeconds,
});
export type WalletRecord = z.infer<typeof WalletRecord>;

/** Record kinds a member can filter by. */
export const RECORD_TYPES = ['transfer', 'consolidation', 'checkin', 'adjustment', 'deposit', 'withdrawal', 'order_payment', 'order_refund', 'bonus'] as const;
