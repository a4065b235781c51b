import { sql } from 'drizzle-orm';
import { ASSETS, Money, STORE_DP, type Asset, type Money as Dec } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { AppError } from '../../http/errors.js';
import { raisedMessage } from '../../lib/pg-errors.js';
import { keyOf, SYSTEM_SHARDS, type Owner } from './accounts.js';

export interface PostingLine {
  owner: Owner;
  asset: Asset;
  /** Signed: positive credits the owner, negative debits it. */
  amount: Dec | string;
  /** Member ID on the other side, shown in the owner's records. */
  counterparty?: string;
}

export interface EntryInput {
  kind: string;
  lines: PostingLine[];
  /** Same key twice: the second post changes nothing and returns the first entry. */
  idempotencyKey?: string;
  refType?: string;
  refId?: string;
  memo?: string;
  actor?: string;
}

export interface PostedEntry {
  entryId: number;
  replayed: boolean;
  /** Balance of each posted account right after the entry, by account id. */
  balances: Map<number, string>;
}

/** Thrown (as a business error) when a debit would take an account below zero or below what it holds. */
export const insufficient = (asset: Asset) =>
  new AppError(asset === 'balance' ? 'insufficient_balance' : asset === 'shop_coins' ? 'insufficient_shop_coins' : 'insufficient_integral');

/** Turns the ledger functions' 'insufficient:<asset>' exception into the business error; other errors pass through. */
export function ledgerError(err: unknown): unknown {
  const raised = raisedMessage(err);
  if (raised?.startsWith('insufficient:')) return insufficient(raised.slice('insufficient:'.length) as Asset);
  return err;
}

/** The system shard an entry uses: derived from the first member it concerns, so one member's entries stay together. */
export function shardOf(lines: Array<{ owner: Owner }>): number {
  const member = lines.find((l) => 'member' in l.owner)?.owner as { member: number } | undefined;
  return member ? member.member % SYSTEM_SHARDS : 0;
}

/** Lines with every system owner given its shard. */
export function withShards<T extends { owner: Owner }>(lines: T[]): T[] {
  const shard = shardOf(lines);
  return lines.map((l) => ('system' in l.owner && l.owner.shard === undefined ? { ...l, owner: { ...l.owner, shard } } : l));
}

/**
 * Checks an entry's lines (at least two, none zero, at most 8 decimals, one per account, summing to zero per asset)
 * and returns them as the JSON the database functions take.
 */
export function entryLines(kind: string, input: PostingLine[]): string {
  if (input.length < 2) throw new Error('an entry needs at least two lines');
  const sums = new Map<Asset, Dec>(ASSETS.map((a) => [a, new Money(0)]));
  const lines = withShards(input).map((l) => {
    const amount = new Money(l.amount);
    if (amount.isZero()) throw new Error('zero posting');
    if (amount.decimalPlaces() > STORE_DP) throw new Error(`posting with more than ${STORE_DP} decimals`);
    sums.set(l.asset, sums.get(l.asset)!.plus(amount));
    return { ...l, amount, key: keyOf(l.owner, l.asset) };
  });
  for (const [asset, sum] of sums) if (!sum.isZero()) throw new Error(`entry ${kind} does not balance in ${asset}: ${sum.toString()}`);
  if (new Set(lines.map((l) => l.key)).size !== lines.length) throw new Error('an entry posts to each account once');
  return JSON.stringify(lines.map((l) => ({
    ...('member' in l.owner ? { member_id: l.owner.member } : { system_code: l.owner.system, shard: l.owner.shard }),
    asset: l.asset, amount: l.amount.toFixed(STORE_DP), counterparty: l.counterparty ?? '',
  })));
}

/**
 * Posts one journal entry: the only way balances change. Run it inside the caller's transaction when other writes
 * must land with it. The database function `ledger_post` locks the accounts in id order (so concurrent entries
 * cannot deadlock), applies each change only if it keeps the account at or above what it holds, and writes the postings.
 */
export async function post(tx: Db, input: EntryInput): Promise<PostedEntry> {
  const json = entryLines(input.kind, input.lines);
  let rows: Array<{ entry_id: number | string; replayed: boolean; account_id: number | string | null; balance_after: string | null }>;
  try {
    // Prepared: every payment, adjustment and bonus posts through this one statement.
    rows = await executePrepared(tx, 'ledger_post', sql`select entry_id, replayed, account_id, balance_after::text as balance_after from ledger_post(
      ${input.kind}, ${input.idempotencyKey ?? null}, ${input.refType ?? ''}, ${input.refId ?? ''}, ${(input.memo ?? '').slice(0, 500)},
      ${input.actor ?? 'system'}, ${json}::jsonb)`);
  } catch (err) {
    throw ledgerError(err);
  }
  const first = rows[0]!;
  return {
    entryId: Number(first.entry_id),
    replayed: first.replayed,
    balances: new Map(rows.filter((r) => r.account_id !== null).map((r) => [Number(r.account_id), r.balance_after!])),
  };
}

/**
 * Posts many entries in ONE round trip, each exactly as `post` would (its checks, its idempotency key, `ledger_post`),
 * in the order given; answers their entry ids in that order. For batches a loop of round trips would make slow (a
 * thousand deposits credited by one scanner pass). Run it in the caller's transaction: all land or none.
 */
export async function postMany(tx: Db, inputs: EntryInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const payload = inputs.map((input) => ({
    kind: input.kind, key: input.idempotencyKey ?? null, ref_type: input.refType ?? '', ref_id: input.refId ?? '',
    memo: (input.memo ?? '').slice(0, 500), actor: input.actor ?? 'system', lines: JSON.parse(entryLines(input.kind, input.lines)) as unknown,
  }));
  let rows: Array<{ ord: number | string; entry_id: number | string }>;
  try {
    const res = await tx.execute(sql`select distinct on (e.ord) e.ord, p.entry_id
      from jsonb_array_elements(${JSON.stringify(payload)}::jsonb) with ordinality as e(x, ord)
      cross join lateral ledger_post(e.x->>'kind', e.x->>'key', e.x->>'ref_type', e.x->>'ref_id', e.x->>'memo', e.x->>'actor', e.x->'lines') as p
      order by e.ord`);
    rows = (res as unknown as { rows: typeof rows }).rows;
  } catch (err) {
    throw ledgerError(err);
  }
  if (rows.length !== inputs.length) throw new Error(`postMany: ${rows.length} entries posted of ${inputs.length}`);
  return rows.map((r) => Number(r.entry_id));
}
