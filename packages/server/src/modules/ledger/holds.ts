import { and, eq, sql } from 'drizzle-orm';
import { Money, STORE_DP, type Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { accountOf } from './accounts.js';
import { insufficient } from './post.js';
import { ledgerAccounts, ledgerHolds } from './tables.js';

/** Sets money aside on a member's account; it stays in the balance but cannot be spent until released. */
export async function hold(tx: Db, input: { memberId: number; asset: Asset; amount: string; refType: string; refId: string }): Promise<number> {
  const amount = new Money(input.amount);
  if (amount.lte(0)) throw new Error('hold must be positive');
  const account = await accountOf(tx, { member: input.memberId }, input.asset);
  const value = amount.toFixed(STORE_DP);
  const [row] = await tx.update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} + ${value}::numeric`, updatedAt: new Date() })
    .where(sql`${ledgerAccounts.id} = ${account.id} and ${ledgerAccounts.balance} - ${ledgerAccounts.held} >= ${value}::numeric`)
    .returning({ id: ledgerAccounts.id });
  if (!row) throw insufficient(input.asset);
  const [created] = await tx.insert(ledgerHolds).values({ accountId: account.id, amount: value, refType: input.refType, refId: input.refId }).returning({ id: ledgerHolds.id });
  return created!.id;
}

/**
 * Ends an active hold: 'released' gives the money back to spend, 'captured' marks it as about to be posted away
 * by the caller in the same transaction. Returns false when the hold was not active (already closed: nothing done).
 */
export async function closeHold(tx: Db, holdId: number, outcome: 'released' | 'captured'): Promise<boolean> {
  const [closed] = await tx.update(ledgerHolds).set({ status: outcome, closedAt: new Date() })
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'active')))
    .returning({ accountId: ledgerHolds.accountId, amount: ledgerHolds.amount });
  if (!closed) return false;
  await tx.update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} - ${closed.amount}::numeric`, updatedAt: new Date() })
    .where(eq(ledgerAccounts.id, closed.accountId));
  return true;
}
