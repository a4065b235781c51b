import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { PageQuery, pageOf } from '../paging.js';
import { getCall, postCall } from '../call.js';
import { AmountInput } from './transfer.js';

/** The only network top-ups use. */
export const RECHARGE_NETWORK = 'BSC (BEP20)';
/** The only token top-ups use. */
export const RECHARGE_TOKEN = 'USDT';
/** Smallest top-up a member may ask for, in USDT. */
export const RECHARGE_MIN = '1';

export const RECHARGE_STATUSES = ['pending', 'success', 'failed'] as const;
/** requested: the member asked; late / extra / unsolicited: money that came after expiry, after settlement, or unasked. */
export const RECHARGE_KINDS = ['requested', 'late', 'extra', 'unsolicited'] as const;
export const RECHARGE_OUTCOMES = ['exact', 'short', 'over'] as const;

/** A top-up record. */
export const Recharge = z.object({
  id: z.number().int(),
  kind: z.enum(RECHARGE_KINDS),
  status: z.enum(RECHARGE_STATUSES),
  /** How received compares with requested, once settled; null while pending, for failed ones and for records without a request. */
  outcome: z.enum(RECHARGE_OUTCOMES).nullable(),
  /** What the member asked to send; null for money that came without a request. */
  requested: z.string().nullable(),
  /** What was received and credited so far (final deposits). */
  received: z.string(),
  /** What is left to send for a pending request. */
  to_send: z.string(),
  network: z.string(),
  token: z.string(),
  address: z.string(),
  time: UnixSeconds,
  expires_at: UnixSeconds,
  /** The latest transaction counted towards it, with its block explorer link when there is an explorer. */
  tx_hash: z.string().nullable(),
  tx_url: z.string().nullable(),
  /** Transfers seen on the chain for this address but not final yet (money on its way). */
  confirming: z.string(),
});
export type Recharge = z.infer<typeof Recharge>;

export const RechargeCreateBody = z.object({ amount: AmountInput });
export const RechargeDemoPayBody = z.object({ id: z.coerce.number().int().positive() });
/** The chain the member pays on; `demo` when it is the local demo chain (the demo wallet button is offered). */
export const RechargeInfo = z.object({ demo: z.boolean(), network: z.string(), token: z.string(), address: z.string(), min: z.string(), window_minutes: z.number().int() });

/** Every /api/recharge/* call. */
export const rechargeCalls = {
  info: getCall({ path: '/api/recharge/info', access: 'member', data: RechargeInfo, summary: 'The member’s deposit address, network, token and top-up window' }),
  // Each request is a row kept for ever: a person needs a few a minute, not hundreds.
  create: postCall({ path: '/api/recharge/create', access: 'member', body: RechargeCreateBody, data: Recharge, message: 'recharge_created', perMinute: 30 }),
  list: getCall({ path: '/api/recharge/list', access: 'member', query: PageQuery, data: pageOf(Recharge) }),
  demoPay: postCall({
    path: '/api/recharge/demo_pay', access: 'member', body: RechargeDemoPayBody, data: z.object({ tx_hash: z.string() }),
    summary: 'Demo chain only: sends what a top-up still needs from the demo payer wallet, as a member’s wallet would',
  }),
};
