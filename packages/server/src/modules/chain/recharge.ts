// Top-ups: a member's request says what to send and until when; money received is matched to it when it is final.
// Money is credited whatever it matches (deposits.ts posts it before asking here): this only decides what the
// record shows — success, short, over, late, extra, unsolicited — and never refuses a deposit.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { Money } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { RECHARGE_LIFECYCLE } from './machines.js';
import { chainDeposits, recharges } from './tables.js';

type RechargeRow = typeof recharges.$inferSelect;

/** Opens a top-up request for `amount` USDT to the member's address, open for `windowMinutes`. */
export async function openRecharge(db: Db, input: { memberId: number; amount: string; chainId: number; address: string; windowMinutes: number; now?: Date }): Promise<RechargeRow> {
  const now = input.now ?? new Date();
  const [row] = await db.insert(recharges).values({
    memberId: input.memberId, kind: 'requested', requested: input.amount, chainId: input.chainId, address: input.address,
    createdAt: now, expiresAt: new Date(now.getTime() + input.windowMinutes * 60_000),
  }).returning();
  return row!;
}

/**
 * Counts a credited deposit towards the member's top-ups, in the crediting transaction: the oldest open request when
 * the money was seen within its window (settled once it has all it asked for), otherwise a record of its own — `late`
 * (the member's last request had expired), `extra` (it had been settled) or `unsolicited` (there was none).
 * Returns the top-up's id.
 */
export async function countDeposit(tx: Db, deposit: { memberId: number; amount: string; chainId: number; address: string; seenAt: Date }): Promise<number> {
  const [open] = await tx.select().from(recharges)
    .where(and(eq(recharges.memberId, deposit.memberId), eq(recharges.kind, 'requested'), eq(recharges.status, 'pending')))
    .orderBy(asc(recharges.id)).limit(1).for('update');
  if (open && deposit.seenAt.getTime() <= open.expiresAt.getTime()) {
    const received = new Money(open.received).plus(deposit.amount);
    await tx.update(recharges).set({ received: received.toFixed(8) }).where(eq(recharges.id, open.id));
    if (received.gte(open.requested!)) await settle(tx, open.id, received, new Money(open.requested!));
    return open.id;
  }
  // An open request past its window is closed first: short if something came, failed (expired) if nothing did.
  if (open) await closeExpired(tx, open);
  const [last] = await tx.select({ status: recharges.status }).from(recharges)
    .where(and(eq(recharges.memberId, deposit.memberId), eq(recharges.kind, 'requested')))
    .orderBy(desc(recharges.id)).limit(1);
  const kind = !last ? 'unsolicited' : last.status === 'failed' || open ? 'late' : 'extra';
  const [row] = await tx.insert(recharges).values({
    memberId: deposit.memberId, kind, received: deposit.amount, chainId: deposit.chainId, address: deposit.address,
    createdAt: deposit.seenAt, expiresAt: deposit.seenAt,
  }).returning({ id: recharges.id });
  await applyTransition(tx, RECHARGE_LIFECYCLE, 'settle', { id: row!.id, actor: 'system', note: kind });
  return row!.id;
}

async function settle(tx: Db, id: number, received: Money, requested: Money): Promise<void> {
  const outcome = received.eq(requested) ? 'exact' : received.gt(requested) ? 'over' : 'short';
  await applyTransition(tx, RECHARGE_LIFECYCLE, 'settle', { id, actor: 'system', set: { outcome }, note: outcome });
}

async function closeExpired(tx: Db, row: RechargeRow): Promise<void> {
  const received = new Money(row.received);
  if (received.gt(0)) await settle(tx, row.id, received, new Money(row.requested!));
  else await applyTransition(tx, RECHARGE_LIFECYCLE, 'expire', { id: row.id, actor: 'system', note: 'expired' });
}

/**
 * Closes requests whose window has passed: failed (expired) with nothing received, success (short) with some. A request
 * is left open while a deposit seen within its window waits for finality, so money sent in time is never "late".
 */
export async function expireRecharges(db: Db, now = new Date()): Promise<number> {
  const due = await db.select().from(recharges)
    .where(and(eq(recharges.kind, 'requested'), eq(recharges.status, 'pending'), lte(recharges.expiresAt, now),
      sql`not exists (select 1 from ${chainDeposits} d where d.member_id = ${recharges.memberId} and d.status = 'seen' and d.seen_at <= ${recharges.expiresAt})`))
    .orderBy(asc(recharges.id)).limit(500);
  let closed = 0;
  for (const row of due) {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(recharges).where(and(eq(recharges.id, row.id), eq(recharges.status, 'pending'))).for('update');
      if (!locked) return;
      await closeExpired(tx, locked);
      closed++;
    });
  }
  return closed;
}
