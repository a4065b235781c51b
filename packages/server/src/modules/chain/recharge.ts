// Top-ups: a member's request says what to send and until when; money received is matched to it when it is final.
// Money is credited whatever it matches (deposits.ts posts it before asking here): this only decides what the
// record shows — success, short, over, late, extra, unsolicited — and never refuses a deposit.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { Money } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { applyTransition, applyTransitions } from '../../lib/state-machine/index.js';
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

/**
 * Counts many credited deposits at once, in the crediting transaction, exactly as `countDeposit` would one after
 * another: a member with an open request, or with several deposits in the batch, goes through `countDeposit` in order;
 * every other deposit gets its record of its own (late, extra or unsolicited) in one insert and one batch transition.
 * Returns the top-ups' ids in the deposits' order.
 */
export async function countDeposits(tx: Db, deposits: Array<Parameters<typeof countDeposit>[1]>): Promise<number[]> {
  const ids = new Array<number>(deposits.length);
  const members = [...new Set(deposits.map((d) => d.memberId))];
  const history = await tx.select({
    memberId: recharges.memberId,
    open: sql<boolean>`bool_or(${recharges.status} = 'pending')`,
    last: sql<string>`(array_agg(${recharges.status} order by ${recharges.id} desc))[1]`,
  }).from(recharges).where(and(eq(recharges.kind, 'requested'), inArray(recharges.memberId, members))).groupBy(recharges.memberId);
  const known = new Map(history.map((h) => [h.memberId, h]));
  const perMember = new Map<number, number>();
  for (const d of deposits) perMember.set(d.memberId, (perMember.get(d.memberId) ?? 0) + 1);
  const simple: number[] = [];
  for (const [i, d] of deposits.entries()) {
    if (known.get(d.memberId)?.open || perMember.get(d.memberId)! > 1) ids[i] = await countDeposit(tx, d);
    else simple.push(i);
  }
  if (simple.length === 0) return ids;
  const kindOf = (memberId: number) => {
    const last = known.get(memberId)?.last;
    return !last ? 'unsolicited' as const : last === 'failed' ? 'late' as const : 'extra' as const;
  };
  const rows = await tx.insert(recharges).values(simple.map((i) => {
    const d = deposits[i]!;
    return { memberId: d.memberId, kind: kindOf(d.memberId), received: d.amount, chainId: d.chainId, address: d.address, createdAt: d.seenAt, expiresAt: d.seenAt };
  })).returning({ id: recharges.id, memberId: recharges.memberId });
  const byMember = new Map(rows.map((r) => [r.memberId, r.id]));
  for (const i of simple) ids[i] = byMember.get(deposits[i]!.memberId)!;
  await applyTransitions(tx, RECHARGE_LIFECYCLE, 'settle', 'system', simple.map((i) => ({ id: ids[i]!, note: kindOf(deposits[i]!.memberId) })));
  return ids;
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
