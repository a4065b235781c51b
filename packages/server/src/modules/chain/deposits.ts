// Crediting final deposits: one row per (chain, transaction hash, log index), credited once, in the transaction that
// posts the ledger entry (the `deposits` system account → the member's balance).
import { and, between, eq, notInArray, sql } from 'drizzle-orm';
import { Money, STORE_DP } from '@onego/contract';
import { formatUnits } from 'viem';
import type { Db } from '../../db/client.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { emit } from '../jobs/index.js';
import { post } from '../ledger/index.js';
import { DEPOSIT_LIFECYCLE } from './machines.js';
import { countDeposit } from './recharge.js';
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

/**
 * Records logs not final yet as `seen` (so a top-up shows money on its way, and a request is not expired under it).
 * A row already there keeps its state; a seen row moves with its block when a reorg moved it.
 */
export async function recordSeen(db: Db, chainId: number, decimals: number, logs: DepositLog[]): Promise<void> {
  for (const log of logs) {
    await db.insert(chainDeposits).values(rowOf(chainId, decimals, log)).onConflictDoUpdate({
      target: [chainDeposits.chainId, chainDeposits.txHash, chainDeposits.logIndex],
      set: { blockNumber: log.blockNumber, blockHash: log.blockHash },
      setWhere: sql`${chainDeposits.status} = 'seen'`,
    });
  }
}

/**
 * Credits the final logs of blocks `from`..`to` and orphans every seen row of those blocks that is not among them (its
 * block left the chain). Runs in the caller's transaction; a log already credited is skipped, so a re-scan of the same
 * blocks credits nothing twice. Returns how many deposits were credited.
 */
export async function creditFinal(tx: Db, chainId: number, decimals: number, from: number, to: number, logs: DepositLog[]): Promise<number> {
  let credited = 0;
  const keep: number[] = [];
  for (const log of logs) {
    const row = await claimRow(tx, chainId, decimals, log);
    keep.push(row.id);
    if (row.status === 'credited') continue;
    if (row.status === 'orphaned') await applyTransition(tx, DEPOSIT_LIFECYCLE, 'reappear', { id: row.id, actor: 'system', set: { blockNumber: log.blockNumber, blockHash: log.blockHash } });
    else if (row.blockHash !== log.blockHash) await tx.update(chainDeposits).set({ blockNumber: log.blockNumber, blockHash: log.blockHash }).where(eq(chainDeposits.id, row.id));
    await credit(tx, chainId, { ...row, blockNumber: log.blockNumber, blockHash: log.blockHash });
    credited++;
  }
  const stale = await tx.select({ id: chainDeposits.id }).from(chainDeposits).where(and(
    eq(chainDeposits.chainId, chainId), eq(chainDeposits.status, 'seen'), between(chainDeposits.blockNumber, from, to),
    ...(keep.length ? [notInArray(chainDeposits.id, keep)] : []),
  ));
  for (const { id } of stale) await applyTransition(tx, DEPOSIT_LIFECYCLE, 'orphan', { id, actor: 'system', note: `not in the final blocks ${from}-${to}` });
  return credited;
}

/** The row of a log, inserted if new, locked either way. */
async function claimRow(tx: Db, chainId: number, decimals: number, log: DepositLog): Promise<DepositRow> {
  await tx.insert(chainDeposits).values(rowOf(chainId, decimals, log)).onConflictDoNothing();
  const [row] = await tx.select().from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, chainId), eq(chainDeposits.txHash, log.txHash), eq(chainDeposits.logIndex, log.logIndex)))
    .for('update');
  return row!;
}

async function credit(tx: Db, chainId: number, row: DepositRow): Promise<void> {
  let entryId: number | null = null;
  // Dust below the ledger's 8 decimals cannot be posted; the row still records the raw value.
  if (!new Money(row.amount).isZero()) {
    const entry = await post(tx, {
      kind: 'deposit',
      idempotencyKey: `deposit:${chainId}:${row.txHash}:${row.logIndex}`,
      refType: 'chain_deposit',
      refId: String(row.id),
      memo: row.txHash,
      actor: 'system',
      lines: [
        { owner: { member: row.memberId }, asset: 'balance', amount: row.amount },
        { owner: { system: 'deposits' }, asset: 'balance', amount: new Money(row.amount).negated() },
      ],
    });
    entryId = entry.entryId;
    // In the crediting transaction: the event exists exactly when the money does (an order waiting for USDT listens).
    await emit(tx, { type: 'chain.deposit_credited', payload: { depositId: row.id, memberId: row.memberId, amount: row.amount, seenAt: row.seenAt.toISOString() } });
  }
  const rechargeId = await countDeposit(tx, { memberId: row.memberId, amount: row.amount, chainId, address: row.toAddress, seenAt: row.seenAt });
  await applyTransition(tx, DEPOSIT_LIFECYCLE, 'credit', { id: row.id, actor: 'system', set: { entryId, rechargeId } });
}

function rowOf(chainId: number, decimals: number, log: DepositLog): typeof chainDeposits.$inferInsert {
  return {
    chainId, txHash: log.txHash, logIndex: log.logIndex, blockNumber: log.blockNumber, blockHash: log.blockHash,
    fromAddress: log.from, toAddress: log.to, memberId: log.memberId, rawValue: log.value.toString(), amount: creditAmount(log.value, decimals),
  };
}
