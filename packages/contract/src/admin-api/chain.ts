import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall, postCall } from '../call.js';
import { PageQuery, pageOf } from '../paging.js';
import { RECHARGE_KINDS, RECHARGE_OUTCOMES, RECHARGE_STATUSES } from '../api/recharge.js';

/** GET /admin-api/chain/status: the node's heights and the deposit scanner's position and health. */
export const ChainStatus = z.object({
  chain_id: z.number().int(),
  demo: z.boolean(),
  token: z.string(),
  latest_block: z.number().int().nullable(),
  finalized_block: z.number().int().nullable(),
  /** Every block up to here is scanned and credited. */
  credited_through: z.number().int().nullable(),
  /** finalized − credited_through: final blocks not yet credited. */
  lag: z.number().int().nullable(),
  last_scan_at: UnixSeconds.nullable(),
  last_error: z.string().nullable(),
  last_error_at: UnixSeconds.nullable(),
});

export const DEPOSIT_STATUSES = ['seen', 'credited', 'orphaned'] as const;
/** One token transfer to a deposit address. */
export const ChainDepositRow = z.object({
  id: z.number().int(),
  member_id: z.string(),
  tx_hash: z.string(),
  log_index: z.number().int(),
  block_number: z.number().int(),
  block_hash: z.string(),
  from_address: z.string(),
  to_address: z.string(),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  recharge_id: z.number().int().nullable(),
  entry_id: z.number().int().nullable(),
  seen_at: UnixSeconds,
  credited_at: UnixSeconds.nullable(),
});
export const ChainDepositQuery = PageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });

/** One top-up with its member. */
export const AdminRechargeRow = z.object({
  id: z.number().int(),
  member_id: z.string(),
  kind: z.enum(RECHARGE_KINDS),
  status: z.enum(RECHARGE_STATUSES),
  outcome: z.enum(RECHARGE_OUTCOMES).nullable(),
  requested: z.string().nullable(),
  received: z.string(),
  address: z.string(),
  created_at: UnixSeconds,
  expires_at: UnixSeconds,
  tx_hashes: z.array(z.string()),
});
export const AdminRechargeQuery = PageQuery.extend({ status: z.enum(RECHARGE_STATUSES).optional() });

/** POST /admin-api/chain/rescan: credits a range of final blocks again (nothing is credited twice). */
export const ChainRescanBody = z.object({
  from_block: z.coerce.number().int().min(0),
  to_block: z.coerce.number().int().min(0),
}).refine((b) => b.to_block >= b.from_block && b.to_block - b.from_block < 5000, { path: ['to_block'] });
export const ChainRescanResult = z.object({ from_block: z.number().int(), to_block: z.number().int(), found: z.number().int(), credited: z.number().int() });

export const SWEEP_STATUSES = ['gas_signing', 'gas_sent', 'signing', 'sent', 'swept', 'failed'] as const;
export const SWEEP_KINDS = ['deposit', 'cold'] as const;
/** One sweep: a deposit address's USDT to the hot wallet (after a gas top-up), or the hot wallet's excess to cold. */
export const ChainSweepRow = z.object({
  id: z.number().int(),
  kind: z.enum(SWEEP_KINDS),
  /** The member whose deposit address was swept; null for a cold sweep. */
  member_id: z.string().nullable(),
  from_address: z.string(),
  to_address: z.string(),
  amount: z.string(),
  status: z.enum(SWEEP_STATUSES),
  /** BNB sent to the deposit address for gas first ('0' when it had enough). */
  gas_bnb: z.string(),
  gas_tx_hashes: z.array(z.string()),
  /** Every transaction signed for the transfer (a replacement shares the nonce); tx_hash is the one mined, once final. */
  tx_hashes: z.array(z.string()),
  tx_hash: z.string(),
  last_error: z.string(),
  created_at: UnixSeconds,
  settled_at: UnixSeconds.nullable(),
});
export const ChainSweepQuery = PageQuery.extend({ status: z.enum(SWEEP_STATUSES).optional(), kind: z.enum(SWEEP_KINDS).optional() });

/** GET /admin-api/chain/funds: the hot wallet against the approved withdrawals not paid yet. */
export const ChainFunds = z.object({
  /** '' until a signer has run (the web server holds no key and learns the address from the signer's nonce row). */
  hot_wallet: z.string(),
  /** null when the node does not answer. */
  usdt: z.string().nullable(),
  bnb: z.string().nullable(),
  /** Approved withdrawals not paid yet: what they pay out, how many, and the BNB their transactions need at today's gas price. */
  approved_unpaid: z.string(),
  approved_count: z.number().int(),
  gas_needed: z.string().nullable(),
  short_usdt: z.boolean(),
  short_gas: z.boolean(),
  hot_wallet_cap: z.string(),
  cold_wallet_address: z.string(),
  /** Approved withdrawals the signer holds back until the hot wallet has the USDT or the gas to pay them. */
  waiting: z.array(z.object({ withdrawal_id: z.number().int(), arrival: z.string(), lacking: z.enum(['usdt', 'gas']), since: UnixSeconds })),
});

/** Every /admin-api/chain/* call: the finance pages of deposits, top-ups and the chain. */
export const adminChainCalls = {
  status: getCall({ path: '/admin-api/chain/status', access: { operator: 'chain.read' }, data: ChainStatus }),
  deposits: getCall({ path: '/admin-api/chain/deposits', access: { operator: 'chain.read' }, query: ChainDepositQuery, data: pageOf(ChainDepositRow) }),
  recharges: getCall({ path: '/admin-api/chain/recharges', access: { operator: 'chain.read' }, query: AdminRechargeQuery, data: pageOf(AdminRechargeRow) }),
  funds: getCall({ path: '/admin-api/chain/funds', access: { operator: 'chain.read' }, data: ChainFunds }),
  sweeps: getCall({ path: '/admin-api/chain/sweeps', access: { operator: 'chain.read' }, query: ChainSweepQuery, data: pageOf(ChainSweepRow) }),
  rescan: postCall({ path: '/admin-api/chain/rescan', access: { operator: 'chain.rescan' }, body: ChainRescanBody, data: ChainRescanResult }),
};
