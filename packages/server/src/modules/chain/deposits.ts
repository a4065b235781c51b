// Crediting final deposits: one row per (chain, transaction hash, log index), credited once, in the transaction that
// posts the ledger entry (the `deposits` system account → the member's balance).
import { and, between, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Money, STORE_DP } from '@onego/contract';
import { formatUnits } from 'viem';
import type { Db } from '../../db/client.js';
import { applyTransition, applyTransitions } from '../../lib/state-machine/index.js';
import { emit } from '../jobs/index.js';
import { postMany } from '../ledger/index.js';
import { DEPOSIT_LIFECYCLE } from './machines.js';
import { countDeposits } from './recharge.js';
import { chainDeposits } from './tables.js';

/** A token Transfer log to one of our addresses. */
export interface DepositLog {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  from: string;
  /** Lower case. */
  to: string;
  memberId: number;
  value: bigint;
}

/** The credited amount of a raw token value: USDT rounded down to the ledger's 8 decimals. */
export function creditAmount(value: bigint, decimals: number): string {
  return new Money(formatUnits(value, decimals)).toDecimalPlaces(STORE_DP, Money.ROUND_DOWN).toFixed(STORE_DP);
}

type DepositRow = typeof chainDeposits.$inferSelect;

/** Rows per insert statement (each row is a dozen parameters; PostgreSQL takes at most 65,535). */
const INSERT_BATCH = 1000;

/**
 * Records logs not final yet as `seen` (so a top-up shows money on its way, and a request is not expired under it).
 * A row already there keeps its state; a seen row moves with its block when a reorg moved it. One statement per
 * thousand logs.
 */
export async function recordSeen(db: Db, chainId: number, decimals: number, logs: DepositLog[]): Promise<void> {
  for (let i = 0; i < logs.length; i += INSERT_BATCH) {
    await db.insert(chainDeposits).values(logs.slice(i, i + INSERT_BATCH).map((log) => rowOf(chainId, decimals, log))).onConflictDoUpdate({
      target: [chainDeposits.chainId, chainDeposits.txHash, chainDeposits.logIndex],
      set: { blockNumber: sql`excluded.block_number`, blockHash: sql`excluded.block_hash` },
      setWhere: sql`${chainDeposits.status} = 'seen'`,
    });
  }
}

/**
 * Credits the final logs of blocks `from`..`to` and orphans every seen row of those blocks that is not among them (its
 * block left the chain). Runs in the caller's transaction; a log already credited is skipped, so a re-scan of the same
 * blocks credits nothing twice. A batch costs a handful of statements whatever its size: the rows are claimed together,
 * the entries posted together through the ledger's `postMany`, the top-ups counted and the rows moved together.
 * Returns how many deposits were credited.
 */
export async function creditFinal(tx: Db, chainId: number, decimals: number, from: number, to: number, logs: DepositLog[]): Promise<number> {
  const rows = await claimRows(tx, chainId, decimals, logs);
  const keep: number[] = [];
  const due: DepositRow[] = [];
  for (const log of logs) {
    const row = rows.get(keyOf(log.txHash, log.logIndex))!;
    keep.push(row.id);
    if (row.status === 'credited') continue;
    if (row.status === 'orphaned') await applyTransition(tx, DEPOSIT_LIFECYCLE, 'reappear', { id: row.id, actor: 'system', set: { blockNumber: log.blockNumber, blockHash: log.blockHash } });
    else if (row.blockHash !== log.blockHash) await tx.update(chainDeposits).set({ blockNumber: log.blockNumber, blockHash: log.blockHash }).where(eq(chainDeposits.id, row.id));
    due.push({ ...row, blockNumber: log.blockNumber, blockHash: log.blockHash });
  }
  await creditRows(tx, chainId, due);
  const stale = await tx.select({ id: chainDeposits.id }).from(chainDeposits).where(and(
    eq(chainDeposits.chainId, chainId), eq(chainDeposits.status, 'seen'), between(chainDeposits.blockNumber, from, to),
    ...(keep.length ? [notInArray(chainDeposits.id, keep)] : []),
  ));
  for (const { id } of stale) await applyTransition(tx, DEPOSIT_LIFECYCLE, 'orphan', { id, actor: 'system', note: `not in the final blocks ${from}-${to}` });
  return due.length;
}

const keyOf = (txHash: string, logIndex: number) => `${txHash}:${logIndex}`;

/** The rows of the logs, inserted if new, locked either way (in id order, as every writer of them locks). */
async function claimRows(tx: Db, chainId: number, decimals: number, logs: DepositLog[]): Promise<Map<string, DepositRow>> {
  if (logs.length === 0) return new Map();
  for (let i = 0; i < logs.length; i += INSERT_BATCH) {
    await tx.insert(chainDeposits).values(logs.slice(i, i + INSERT_BATCH).map((log) => rowOf(chainId, decimals, log))).onConflictDoNothing();
  }
  const wanted = new Set(logs.map((l) => keyOf(l.txHash, l.logIndex)));
  const rows = await tx.select().from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, chainId), inArray(chainDeposits.txHash, [...new Set(logs.map((l) => l.txHash))])))
    .orderBy(chainDeposits.id).for('update');
  return new Map(rows.filter((r) => wanted.has(keyOf(r.txHash, r.logIndex))).map((r) => [keyOf(r.txHash, r.logIndex), r]));
}

/** Posts the deposits' entries (the `deposits` account → each member), counts them towards top-ups, marks them credited. */
async function creditRows(tx: Db, chainId: number, due: DepositRow[]): Promise<void> {
  if (due.length === 0) return;
  // Member order: entries touching the same accounts lock them in one order across concurrent writers.
  due.sort((a, b) => a.memberId - b.memberId || a.id - b.id);
  // Dust below the ledger's 8 decimals cannot be posted; the row still records the raw value.
  const posted = due.filter((row) => !new Money(row.amount).isZero());
  const entryIds = await postMany(tx, posted.map((row) => ({
    kind: 'deposit',
    idempotencyKey: `deposit:${chainId}:${row.txHash}:${row.logIndex}`,
    refType: 'chain_deposit',
    refId: String(row.id),
    memo: row.txHash,
    actor: 'system',
    lines: [
      { owner: { member: row.memberId }, asset: 'balance' as const, amount: row.amount },
      { owner: { system: 'deposits' as const }, asset: 'balance' as const, amount: new Money(row.amount).negated() },
    ],
  })));
  const entryOf = new Map(posted.map((row, i) => [row.id, entryIds[i]!]));
  // In the crediting transaction: the event exists exactly when the money does (an order waiting for USDT listens).
  for (const row of posted) {
    await emit(tx, { type: 'chain.deposit_credited', payload: { depositId: row.id, memberId: row.memberId, amount: row.amount, seenAt: row.seenAt.toISOString() } });
  }
  const rechargeIds = await countDeposits(tx, due.map((row) => ({ memberId: row.memberId, amount: row.amount, chainId, address: row.toAddress, seenAt: row.seenAt })));
  await applyTransitions(tx, DEPOSIT_LIFECYCLE, 'credit', 'system', due.map((row, i) => ({ id: row.id, set: { entryId: entryOf.get(row.id) ?? null, rechargeId: rechargeIds[i]! } })));
}

function rowOf(chainId: number, decimals: number, log: DepositLog): typeof chainDeposits.$inferInsert {
  return {
    chainId, txHash: log.txHash, logIndex: log.logIndex, blockNumber: log.blockNumber, blockHash: log.blockHash,
    fromAddress: log.from, toAddress: log.to, memberId: log.memberId, rawValue: log.value.toString(), amount: creditAmount(log.value, decimals),
  };
}
