import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { Money, STORE_DP, type Asset, type Money as Dec } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { keyOf, resolveAccounts, type Owner } from './accounts.js';
import { actorLabel, TransitionRefused, type Actor } from '../../lib/state-machine/index.js';
import { movePending, openPending, PENDING_LIFECYCLE, type PendingRow } from './pending-machine.js';
import { insufficient, post, withShards } from './post.js';
import { ledgerAccounts, pendingTransfers } from './tables.js';

export type { PendingRow };

export interface PendingInput {
  /** The side whose money is reserved now (its `held` grows) and paid out on post. */
  from: Owner;
  /** The side that receives the posted amount. */
  to: Owner;
  asset: Asset;
  amount: Dec | string;
  /** What it is for, as a record kind (withdrawal, order_payment…): shown to the member, and the kind of the posted entry. */
  reason: string;
  refType?: string;
  refId?: string;
  /** When the reservation lapses by itself if not posted or voided; null: never (only a post or a void closes it). */
  expiresAt: Date | null;
}

/**
 * Reserves an amount now (two-phase transfer, first phase): in one statement the debit account's `held` grows only if
 * what is left to spend covers it, and the pending transfer is recorded. Refused with the asset's insufficient-funds
 * error otherwise. Needs no transaction of its own; run it in the caller's when other writes must land with it.
 */
export async function pending(tx: Db, input: PendingInput): Promise<PendingRow> {
  const amount = new Money(input.amount);
  if (amount.lte(0)) throw new Error('a pending transfer must be positive');
  if (amount.decimalPlaces() > STORE_DP) throw new Error(`pending transfer with more than ${STORE_DP} decimals`);
  const [from, to] = withShards([{ owner: input.from }, { owner: input.to }]).map((l) => ({ owner: l.owner, asset: input.asset }));
  if (keyOf(from!.owner, input.asset) === keyOf(to!.owner, input.asset)) throw new Error('a pending transfer needs two accounts');
  const accounts = await resolveAccounts(tx, [from!, to!]);
  const debit = accounts.get(keyOf(from!.owner, input.asset))!;
  const credit = accounts.get(keyOf(to!.owner, input.asset))!;
  const value = amount.toFixed(STORE_DP);
  // The reservation and the held amount change in one statement, so neither can exist without the other.
  const res = await tx.execute(sql`
    with reserved as (
      update ${ledgerAccounts} set held = held + ${value}::numeric, updated_at = now()
       where id = ${debit.id} and (allow_negative or balance - held >= ${value}::numeric)
      returning id)
    insert into ${pendingTransfers} (debit_account_id, credit_account_id, asset, amount, reason, ref_type, ref_id, expires_at)
    select id, ${credit.id}, ${input.asset}, ${value}::numeric, ${input.reason}, ${input.refType ?? ''}, ${input.refId ?? ''}, ${input.expiresAt}
      from reserved
    returning id`);
  const row = (res as unknown as { rows: Array<{ id: number | string }> }).rows[0];
  if (!row) throw insufficient(input.asset);
  return (await pendingTransfer(tx, Number(row.id)))!;
}

/** One pending transfer by id, or undefined. */
export async function pendingTransfer(db: Db, id: number): Promise<PendingRow | undefined> {
  const [row] = await db.select().from(pendingTransfers).where(eq(pendingTransfers.id, id));
  return row;
}

/** Lowers an account's `held` by what closed reservations had set aside; it can only fail if the books were tampered with. */
async function release(tx: Db, closed: PendingRow[]): Promise<void> {
  const byAccount = new Map<number, Dec>();
  for (const p of closed) byAccount.set(p.debitAccountId, (byAccount.get(p.debitAccountId) ?? new Money(0)).plus(p.amount));
  // In account-id order, the order every writer locks accounts in.
  for (const [accountId, sum] of [...byAccount].sort((a, b) => a[0] - b[0])) {
    const value = sum.toFixed(STORE_DP);
    const [row] = await tx.update(ledgerAccounts)
      .set({ held: sql`${ledgerAccounts.held} - ${value}::numeric`, updatedAt: new Date() })
      .where(and(eq(ledgerAccounts.id, accountId), sql`${ledgerAccounts.held} >= ${value}::numeric`))
      .returning({ id: ledgerAccounts.id });
    if (!row) throw new Error(`account ${accountId} holds less than its open pending transfers`);
  }
}

export interface PostPendingOptions {
  /** Part of the reserved amount to post; the whole when left out. The rest is released either way. */
  amount?: Dec | string;
  memo?: string;
  /** Who posts (recorded on the transition's event and the journal entry); the system when left out. */
  actor?: Actor;
  /** Counterparty shown on the debit side's record. */
  counterparty?: string;
}

/**
 * Second phase, post: closes the reservation, releases what it held and books `amount` (default: all of it) from the
 * debit to the credit account as an ordinary journal entry of the reservation's `reason`, in one transaction. Refused
 * (`pending_transfer_closed`) when the reservation was already posted, voided or expired, or its expiry has passed.
 */
export async function postPending(db: Db, id: number, opts: PostPendingOptions = {}): Promise<{ pending: PendingRow; entryId: number }> {
  return db.transaction(async (tx) => {
    const current = await pendingTransfer(tx, id);
    if (!current) throw new Error(`no pending transfer ${id}`);
    const amount = new Money(opts.amount ?? current.amount);
    if (amount.lte(0) || amount.gt(current.amount)) throw new Error('a post must be positive and at most the reserved amount');
    if (amount.decimalPlaces() > STORE_DP) throw new Error(`post with more than ${STORE_DP} decimals`);
    if (current.creditAccountId === null) throw new Error(`pending transfer ${id} names no account to post to`);
    const moved = await movePending(tx, current, 'post', opts.actor ?? 'system', { postedAmount: amount.toFixed(STORE_DP) });
    await release(tx, [moved]);
    const entry = await post(tx, {
      kind: moved.reason, refType: moved.refType || 'pending_transfer', refId: moved.refId || String(moved.id),
      memo: opts.memo ?? '', actor: actorLabel(opts.actor ?? 'system'),
      lines: await linesOf(tx, moved, amount, opts.counterparty ?? ''),
    });
    const [done] = await tx.update(pendingTransfers).set({ entryId: entry.entryId }).where(eq(pendingTransfers.id, id)).returning();
    return { pending: done!, entryId: entry.entryId };
  });
}

/** The two posting lines of a post, with each account named by its owner as post() takes them. */
async function linesOf(tx: Db, p: PendingRow, amount: Dec, counterparty: string) {
  const rows = await tx.select().from(ledgerAccounts).where(sql`${ledgerAccounts.id} in (${p.debitAccountId}, ${p.creditAccountId})`);
  const owner = (accountId: number): Owner => {
    const a = rows.find((r) => r.id === accountId)!;
    return a.memberId !== null ? { member: a.memberId } : { system: a.systemCode as never, shard: a.shard };
  };
  return [
    { owner: owner(p.debitAccountId), asset: p.asset, amount: amount.negated(), counterparty },
    { owner: owner(p.creditAccountId!), asset: p.asset, amount },
  ];
}

/** Second phase, void: closes the reservation and gives the whole amount back to spend. Refused once it is closed. */
export async function voidPending(db: Db, id: number, actor: Actor = 'system'): Promise<PendingRow> {
  return db.transaction(async (tx) => {
    const current = await pendingTransfer(tx, id);
    if (!current) throw new TransitionRefused(PENDING_LIFECYCLE.name, 'void', null, 'not_found', PENDING_LIFECYCLE.notFound);
    const moved = await movePending(tx, current, 'void', actor);
    await release(tx, [moved]);
    return moved;
  });
}

/**
 * Expires the open pending transfers whose expiry is at or before `now`, up to `batch` of them, releasing what they
 * held, in one transaction; rows another transaction is closing right now are skipped (they are not expiring). Returns
 * how many expired; the scheduler calls it again while it returns a full batch.
 */
export async function expirePendingTransfers(db: Db, now: Date = new Date(), batch = 500): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked here, in id order, so the transitions below cannot meet a racing post or void; those being closed right
    // now are skipped (they are not expiring).
    const due = await tx.select().from(pendingTransfers)
      .where(and(openPending(), lte(pendingTransfers.expiresAt, now)))
      .orderBy(asc(pendingTransfers.id)).limit(batch).for('update', { skipLocked: true });
    const moved: PendingRow[] = [];
    for (const row of due) moved.push(await movePending(tx, row, 'expire', 'system'));
    await release(tx, moved);
    return moved.length;
  });
}

export interface OpenPending {
  id: number;
  asset: Asset;
  amount: string;
  reason: string;
  refType: string;
  refId: string;
  expiresAt: Date | null;
  createdAt: Date;
}

/** A member's open pending transfers on one asset (what is frozen), the soonest to lapse first. */
export async function openPendingOf(db: Db, memberId: number, asset: Asset): Promise<OpenPending[]> {
  return db.select({
    id: pendingTransfers.id, asset: pendingTransfers.asset, amount: pendingTransfers.amount, reason: pendingTransfers.reason,
    refType: pendingTransfers.refType, refId: pendingTransfers.refId, expiresAt: pendingTransfers.expiresAt, createdAt: pendingTransfers.createdAt,
  }).from(pendingTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, pendingTransfers.debitAccountId))
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.asset, asset), openPending()))
    .orderBy(asc(pendingTransfers.expiresAt), asc(pendingTransfers.id));
}
