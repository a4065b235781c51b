import { z } from 'zod';
import { postCall } from '../call.js';
import { PayPassword } from './fields.js';

export const ConsolidateBody = z.object({ pay_password: PayPassword });
export const ConsolidateData = z.object({
  moved: z.array(z.object({ member_id: z.string(), balance: z.string(), shop_coins: z.string(), integral: z.string() })),
  balance: z.string(), shop_coins: z.string(), integral: z.string(),
});

/** Every /api/fundConsolidation/* call (kept beside the account calls: consolidation moves a person's sub-accounts' money). */
export const fundConsolidationCalls = {
  consolidate: postCall({ path: '/api/fundConsolidation/consolidate', access: 'member', body: ConsolidateBody, data: ConsolidateData, idempotent: true, message: 'consolidate_ok' }),
};
