import { and, eq, sql } from 'drizzle-orm';
import { Money } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/state-machine/index.js';
import { post, postPending, voidPending } from '../ledger/index.js';
import { moveWithdrawal } from './machine.js';
import { withdrawalDailyTotals, withdrawals } from './tables.js';

type Row = typeof withdrawals.$inferSelect;

/** The withdrawal row, locked for the caller's transaction; undefined when there is none. */
export async function lockedWithdrawal(tx: Db, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/**
 * Ends a withdrawal with the money returned, in the caller's transaction: rejected by an operator (from pending review)
 * or failed on chain (from approved). The state moves first (one conditional statement: of two racing endings one
 * wins), then the ledger voids the reservation and the amount no longer counts towards its day's limit.
 */
export async function returnWithdrawal(tx: Db, w: Row, action: 'reject' | 'fail', actor: Actor, reason: string): Promise<Row> {
  const moved = await moveWithdrawal(tx, w.id, action, actor, { reason }, reason);
  if (w.pendingId !== null) await voidPending(tx, w.pendingId, actor);
  await tx.update(withdrawalDailyTotals).set({ amount: sql`greatest(${withdrawalDailyTotals.amount} - ${w.amount}::numeric, 0)` })
    .where(and(eq(withdrawalDailyTotals.memberId, w.memberId), eq(withdrawalDailyTotals.day, w.day)));
  return { ...w, status: moved.to, reason };
}

/**
 * Records a payout that is final on chain (receipt successful, the Transfer log found): the withdrawal becomes paid with
 * its transaction hash, the reservation is posted (the whole amount leaves the member for the withdrawals account) and
 * the fee moves from the withdrawals account to the fees account, all in one transaction.
 */
export async function markWithdrawalPaid(db: Db, id: number, txHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, id);
    if (!w) throw new Error(`no withdrawal ${id}`);
    await moveWithdrawal(tx, id, 'pay', 'system', { txHash });
    await postPending(tx, w.pendingId!, { memo: txHash });
    const fee = new Money(w.fee);
    if (fee.gt(0)) {
      await post(tx, {
        kind: 'withdrawal_fee', refType: 'withdrawal', refId: String(id), memo: txHash, actor: 'system',
        lines: [{ owner: { system: 'withdrawals' }, asset: 'balance', amount: fee.negated() }, { owner: { system: 'fees' }, asset: 'balance', amount: fee }],
      });
    }
  });
}

/** Records a payout that failed (reverted, or never possible): the withdrawal fails with the reason and the money is returned. */
export async function markWithdrawalFailed(db: Db, id: number, reason: string, txHash = ''): Promise<void> {
  await db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, id);
    if (!w) throw new Error(`no withdrawal ${id}`);
    await returnWithdrawal(tx, txHash ? { ...w, txHash } : w, 'fail', 'system', reason);
    if (txHash) await tx.update(withdrawals).set({ txHash }).where(eq(withdrawals.id, id));
  });
}
