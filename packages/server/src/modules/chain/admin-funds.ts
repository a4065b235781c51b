// The back office's view of the signer's side: the hot wallet against approved payouts (and what waits for funds),
// and the sweeps with their transactions.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Money, type Page, type PageQuery } from '@onego/contract';
import { formatEther, formatUnits } from 'viem';
import type { Db } from '../../db/client.js';
import { memberCodes } from '../member/index.js';
import { readSettingsCached } from '../site/index.js';
import { approvedUnpaid, withdrawalArrivals } from '../withdrawal/index.js';
import { hotWalletBalances } from './hot-wallet.js';
import type { ChainRuntime } from './runtime.js';
import { TOKEN_TRANSFER_GAS } from './signer-kit.js';
import { chainSweeps, payoutWaits, SWEEP_STATES } from './tables.js';

const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The hot wallet's USDT and BNB beside what approved withdrawals will pay out and the gas their transactions need. */
export async function chainFunds(db: Db, chain: ChainRuntime | undefined) {
  const [hot, unpaid, s, waits] = await Promise.all([
    hotWalletBalances(db, chain), approvedUnpaid(db), readSettingsCached(db),
    db.select().from(payoutWaits).orderBy(payoutWaits.withdrawalId).limit(100),
  ]);
  const gasPrice = chain ? await chain.client.getGasPrice().catch(() => null) : null;
  const gasNeeded = gasPrice === null ? null : formatEther(TOKEN_TRANSFER_GAS * gasPrice * BigInt(unpaid.count));
  const arrivals = await withdrawalArrivals(db, waits.map((w) => w.withdrawalId));
  return {
    hot_wallet: hot.address, usdt: hot.usdt, bnb: hot.bnb,
    approved_unpaid: unpaid.total, approved_count: unpaid.count, gas_needed: gasNeeded,
    short_usdt: hot.usdt !== null && new Money(hot.usdt).lt(unpaid.total),
    short_gas: hot.bnb !== null && gasNeeded !== null && new Money(hot.bnb).lt(gasNeeded),
    hot_wallet_cap: s.hot_wallet_cap, cold_wallet_address: s.cold_wallet_address,
    waiting: waits.filter((w) => arrivals.has(w.withdrawalId)).map((w) => ({
      withdrawal_id: w.withdrawalId, arrival: arrivals.get(w.withdrawalId)!, lacking: w.lacking, since: secs(w.since)!,
    })),
  };
}

/** Sweeps, newest first, optionally by state and kind. */
export async function listSweeps(db: Db, q: PageQuery & { status?: (typeof SWEEP_STATES)[number]; kind?: 'deposit' | 'cold' }) {
  const where = and(q.status ? eq(chainSweeps.status, q.status) : undefined, q.kind ? eq(chainSweeps.kind, q.kind) : undefined);
  const rows = await db.select().from(chainSweeps).where(where).orderBy(desc(chainSweeps.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(chainSweeps).where(where);
  const memberIds = [...new Set(rows.map((r) => r.memberId).filter((m): m is number => m !== null))];
  const codes = new Map(memberIds.length
    ? (await db.select({ id: memberCodes.id, code: memberCodes.memberId }).from(memberCodes).where(inArray(memberCodes.id, memberIds))).map((r) => [r.id, r.code])
    : []);
  return {
    list: rows.map((r) => ({
      id: r.id, kind: r.kind, member_id: r.memberId === null ? null : codes.get(r.memberId) ?? null, from_address: r.fromAddress, to_address: r.toAddress,
      amount: r.amount, status: r.status, gas_bnb: formatUnits(BigInt(r.gasWei), 18), gas_tx_hashes: r.gasHashes, tx_hashes: r.hashes, tx_hash: r.txHash,
      last_error: r.lastError, created_at: secs(r.createdAt)!, settled_at: secs(r.settledAt),
    })),
    total: total!.n, page: q.page, limit: q.limit,
  } satisfies Page<unknown>;
}
