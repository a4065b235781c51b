// The back office's view of the chain: status, deposits, top-ups, and the audited re-scan of final blocks.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Page, PageQuery } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { operatorAction, type OperatorCtx } from '../admin/index.js';
import { memberCodes } from '../member/index.js';
import { finality } from './chain-settings.js';
import { creditFinal } from './deposits.js';
import type { ChainRuntime } from './runtime.js';
import { depositLogs, SCAN_CHUNK } from './scanner.js';
import { chainDeposits, chainScanners, recharges } from './tables.js';

const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** Heights from the node (null when it does not answer) beside the scanner's saved position and last error. */
export async function chainStatus(db: Db, chain: ChainRuntime) {
  const [state] = await db.select().from(chainScanners).where(eq(chainScanners.chainId, chain.chainId));
  let latest: number | null = null;
  let finalized: number | null = null;
  let error = state?.lastError ?? null;
  try {
    const h = await finality(db, chain);
    latest = Number(h.head);
    finalized = Number(h.finalized);
  } catch (err) {
    error = (err as Error).message.split('\n')[0]!;
  }
  const through = state?.creditedThrough ?? null;
  return {
    chain_id: chain.chainId, demo: chain.demo, token: chain.token, latest_block: latest, finalized_block: finalized, credited_through: through,
    lag: finalized !== null && through !== null ? Math.max(finalized - through, 0) : null,
    last_scan_at: secs(state?.lastScanAt ?? null), last_error: error, last_error_at: secs(state?.lastErrorAt ?? null),
  };
}

/** Deposits, newest first, optionally by state. */
export async function listDeposits(db: Db, q: PageQuery & { status?: 'seen' | 'credited' | 'orphaned' }) {
  const where = q.status ? eq(chainDeposits.status, q.status) : undefined;
  const rows = await db.select({ d: chainDeposits, memberId: memberCodes.memberId }).from(chainDeposits)
    .innerJoin(memberCodes, eq(memberCodes.id, chainDeposits.memberId)).where(where)
    .orderBy(desc(chainDeposits.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(chainDeposits).where(where);
  return {
    list: rows.map(({ d, memberId }) => ({
      id: d.id, member_id: memberId, tx_hash: d.txHash, log_index: d.logIndex, block_number: d.blockNumber, block_hash: d.blockHash,
      from_address: d.fromAddress, to_address: d.toAddress, amount: d.amount, status: d.status, recharge_id: d.rechargeId, entry_id: d.entryId,
      seen_at: secs(d.seenAt)!, credited_at: secs(d.creditedAt),
    })),
    total: total!.n, page: q.page, limit: q.limit,
  };
}

/** Top-ups, newest first, with the transactions credited to each. */
export async function listRecharges(db: Db, q: PageQuery & { status?: 'pending' | 'success' | 'failed' }) {
  const where = q.status ? eq(recharges.status, q.status) : undefined;
  const txs = sql<string[]>`coalesce((select array_agg(d.tx_hash order by d.id) from ${chainDeposits} d where d.recharge_id = ${recharges.id} and d.status = 'credited'), '{}')`;
  const rows = await db.select({ r: recharges, memberId: memberCodes.memberId, txs }).from(recharges)
    .innerJoin(memberCodes, eq(memberCodes.id, recharges.memberId)).where(where)
    .orderBy(desc(recharges.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(recharges).where(where);
  return {
    list: rows.map(({ r, memberId, txs: hashes }) => ({
      id: r.id, member_id: memberId, kind: r.kind, status: r.status, outcome: r.outcome ?? null, requested: r.requested, received: r.received,
      address: r.address, created_at: secs(r.createdAt)!, expires_at: secs(r.expiresAt)!, tx_hashes: hashes,
    })),
    total: total!.n, page: q.page, limit: q.limit,
  } satisfies Page<unknown>;
}

/**
 * Re-scans final blocks `from`..`to` (an operator's repair after a node served incomplete logs): every deposit found
 * there and never credited is credited, one already credited is left alone. Audited with what it found.
 */
export async function rescanBlocks(ctx: OperatorCtx, chain: ChainRuntime, from: number, to: number) {
  const { finalized } = await finality(ctx.db, chain).catch(() => { throw new AppError('chain_unavailable'); });
  if (BigInt(to) > finalized) throw new AppError('chain_rescan_not_final', { finalized: String(finalized) });
  // Logs are read before the transaction, which then holds no connection while waiting on the node.
  const chunks: Array<{ from: number; to: number; logs: Awaited<ReturnType<typeof depositLogs>> }> = [];
  for (let a = from; a <= to; a += SCAN_CHUNK) {
    const b = Math.min(to, a + SCAN_CHUNK - 1);
    chunks.push({ from: a, to: b, logs: await depositLogs(ctx.db, chain, a, b).catch(() => { throw new AppError('chain_unavailable'); }) });
  }
  return operatorAction(ctx, 'chain.rescan', async ({ tx }) => {
    let credited = 0;
    for (const c of chunks) credited += await creditFinal(tx, chain.chainId, chain.decimals, c.from, c.to, c.logs);
    const found = chunks.reduce((n, c) => n + c.logs.length, 0);
    const result = { from_block: from, to_block: to, found, credited };
    return { target: { type: 'chain', id: chain.chainId }, before: {}, after: result, result };
  });
}
