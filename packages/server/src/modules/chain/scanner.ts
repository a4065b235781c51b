// The deposit scanner: polls eth_getLogs for the token's Transfer events over saved block ranges, records what is
// not final yet, and credits at finality. An RPC failure leaves the position where it was (no gap, nothing twice).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownersOf } from './addresses.js';
import { finality } from './chain-settings.js';
import { creditFinal, recordSeen, type DepositLog } from './deposits.js';
import type { ChainRuntime } from './runtime.js';
import { chainScanners } from './tables.js';
import { TRANSFER_EVENT } from './token-abi.js';

/** Blocks per eth_getLogs request (public BSC nodes refuse wide ranges). */
export const SCAN_CHUNK = 500;
/** Blocks behind the head looked at again on every pass for deposits not final yet. */
export const SEEN_WINDOW = 50;
/** Chunks credited per pass at most, so one pass stays short while catching up. */
const CHUNKS_PER_PASS = 20;

/** What one pass did. */
export interface ScanReport {
  head: number;
  finalized: number;
  creditedThrough: number;
  credited: number;
  error?: string;
}

/**
 * One pass of the scanner. The first pass on a chain starts at its final block (history before the installation is
 * not scanned; `rescanBlocks` goes back). Errors from the node are saved on the scanner's row and returned, never
 * thrown: the next pass simply continues from the saved position.
 */
export async function scanOnce(db: Db, chain: ChainRuntime): Promise<ScanReport> {
  let heights;
  try {
    heights = await finality(db, chain);
  } catch (err) {
    return { ...(await saveError(db, chain.chainId, err)), credited: 0, head: -1, finalized: -1 };
  }
  const head = Number(heights.head);
  const finalized = Number(heights.finalized);
  await db.insert(chainScanners).values({ chainId: chain.chainId, creditedThrough: finalized, seenThrough: finalized }).onConflictDoNothing();
  let [state] = await db.select().from(chainScanners).where(eq(chainScanners.chainId, chain.chainId));
  let credited = 0;
  try {
    for (let i = 0; i < CHUNKS_PER_PASS && state!.creditedThrough < finalized; i++) {
      const from = state!.creditedThrough + 1;
      const to = Math.min(finalized, from + SCAN_CHUNK - 1);
      credited += await creditRange(db, chain, from, to, { advance: true });
      [state] = await db.select().from(chainScanners).where(eq(chainScanners.chainId, chain.chainId));
    }
    const seenFrom = Math.max(state!.creditedThrough + 1, head - SEEN_WINDOW);
    if (seenFrom <= head) await recordSeen(db, chain.chainId, chain.decimals, await depositLogs(db, chain, seenFrom, head));
    await db.update(chainScanners).set({ head, finalized, seenThrough: head, lastScanAt: new Date(), lastError: null }).where(eq(chainScanners.chainId, chain.chainId));
  } catch (err) {
    const saved = await saveError(db, chain.chainId, err);
    return { head, finalized, creditedThrough: state!.creditedThrough, credited, error: saved.error };
  }
  return { head, finalized, creditedThrough: state!.creditedThrough, credited };
}

/**
 * Credits the final blocks `from`..`to` in one transaction. With `advance` the scanner's position moves to `to` in
 * the same transaction, only if it was at `from` − 1 (two passes cannot both take a range). Without it (a re-scan
 * asked by an operator) the position stays; the range must be final.
 */
export async function creditRange(db: Db, chain: ChainRuntime, from: number, to: number, opts: { advance: boolean }): Promise<number> {
  const logs = await depositLogs(db, chain, from, to);
  return db.transaction(async (tx) => {
    if (opts.advance) {
      const moved = await tx.update(chainScanners).set({ creditedThrough: to })
        .where(sql`${chainScanners.chainId} = ${chain.chainId} and ${chainScanners.creditedThrough} = ${from - 1}`).returning({ c: chainScanners.chainId });
      if (moved.length === 0) return 0;
    }
    return creditFinal(tx, chain.chainId, chain.decimals, from, to, logs);
  });
}

/** The token's Transfer logs of blocks `from`..`to` whose recipient is one of our deposit addresses. */
export async function depositLogs(db: Db, chain: ChainRuntime, from: number, to: number): Promise<DepositLog[]> {
  const logs = await chain.client.getLogs({ address: chain.token, event: TRANSFER_EVENT, fromBlock: BigInt(from), toBlock: BigInt(to), strict: true });
  // Filtering by recipient in the query would need every address in the request; the token's logs are matched here.
  const owners = await ownersOf(db, [...new Set(logs.map((l) => l.args.to.toLowerCase()))]);
  const out: DepositLog[] = [];
  for (const log of logs) {
    const to = log.args.to.toLowerCase();
    const memberId = owners.get(to);
    if (memberId === undefined || log.removed || log.args.value === 0n) continue;
    out.push({
      txHash: log.transactionHash, logIndex: log.logIndex, blockNumber: Number(log.blockNumber), blockHash: log.blockHash,
      from: log.args.from.toLowerCase(), to, memberId, value: log.args.value,
    });
  }
  return out;
}

async function saveError(db: Db, chainId: number, err: unknown): Promise<{ creditedThrough: number; error: string }> {
  const error = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 500);
  const rows = await db.update(chainScanners).set({ lastError: error, lastErrorAt: new Date() }).where(eq(chainScanners.chainId, chainId)).returning({ c: chainScanners.creditedThrough });
  return { creditedThrough: rows[0]?.c ?? -1, error };
}
