import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { MemberId, PayPassword } from './fields.js';
import { getCall, postCall, RATE } from '../call.js';

/** An amount typed by a person: a positive decimal string (or number) with at most 2 decimals. */
export const AmountInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/));
export const TransferBody = z.object({ to_member_id: MemberId, amount: AmountInput, pay_password: PayPassword });
export const TransferQuoteQuery = z.object({ amount: AmountInput });
export const TransferQuote = z.object({
  amount: z.string(), fee: z.string(), arrival: z.string(), fee_rate: z.string(), fee_min: z.string(), min: z.string(),
  daily_limit: z.string(), used_today: z.string(), available: z.string(),
});
export const TransferData = z.object({
  id: z.number().int(), to_member_id: z.string(), to_nickname: z.string(), amount: z.string(), fee: z.string(), arrival: z.string(),
  balance: z.string(), time: UnixSeconds,
});

/** The member ID typed as a transfer's recipient, checked before the payment password is asked for. */
export const TransferRecipientQuery = z.object({ member_id: MemberId });
/** A member who can receive a transfer, shown to the sender to confirm. */
export const TransferRecipient = z.object({ member_id: z.string(), nickname: z.string() });

/** Every /api/transfer/* call. */
export const transferCalls = {
  quote: getCall({ path: '/api/transfer/quote', access: 'member', query: TransferQuoteQuery, data: TransferQuote }),
  recipient: getCall({
    path: '/api/transfer/recipient', access: 'member', query: TransferRecipientQuery, data: TransferRecipient, perMinute: RATE.recipient,
    summary: 'Checks a recipient before a transfer: the nickname, or why that member cannot receive (unknown, yourself, disabled)',
  }),
  transfer: postCall({ path: '/api/transfer/transfer', access: 'member', body: TransferBody, data: TransferData, idempotent: true, message: 'transfer_ok' }),
};
