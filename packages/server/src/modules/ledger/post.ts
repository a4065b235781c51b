import { eq, sql } from 'drizzle-orm';
import { ASSETS, Money, STORE_DP, type Asset, type Money as Dec } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { accountOf, type Owner } from './accounts.js';
import { journalEntries, ledgerAccounts, postings } from './tables.js';

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

/**
 * Posts one journal entry. Must run inside a transaction. Checks that lines sum to zero per asset, then changes
 * each cached balance with a conditional update that refuses to go below the held amount, in account-id order
 * so concurrent entries lock rows in the same order and cannot deadlock.
 */
export async function post(tx: Db, input: EntryInput): Promise<PostedEntry> {
  if (input.lines.length < 2) throw new Error('an entry needs at least two lines');
  const sums = new Map<Asset, Dec>(ASSETS.map((a) => [a, new Money(0)]));
  const lines = input.lines.map((l) => {
    const amount = new Money(l.amount);
    if (amount.isZero()) throw new Error('zero posting');
    if (amount.decimalPlaces() > STORE_DP) throw new Error(`posting with more than ${STORE_DP} decimals`);
    sums.set(l.asset, sums.get(l.asset)!.plus(amount));
    return { ...l, amount };
  });
  for (const [asset, sum] of sums) if (!sum.isZero()) throw new Error(`entry ${input.kind} does not balance in ${asset}: ${sum.toString()}`);

  if (input.idempotencyKey) {
    const [inserted] = await tx.insert(journalEntries).values(entryValues(input)).onConflictDoNothing().returning({ id: journalEntries.id });
    if (!inserted) {
      const [prior] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.idempotencyKey, input.idempotencyKey));
      return { entryId: prior!.id, replayed: true, balances: new Map() };
    }
    return { entryId: inserted.id, replayed: false, balances: await apply(tx, inserted.id, lines) };
  }
  const [entry] = await tx.insert(journalEntries).values(entryValues(input)).returning({ id: journalEntries.id });
  return { entryId: entry!.id, replayed: false, balances: await apply(tx, entry!.id, lines) };
}

function entryValues(input: EntryInput) {
  return {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey ?? null,
    refType: input.refType ?? '',
    refId: input.refId ?? '',
    memo: (input.memo ?? '').slice(0, 500),
    actor: input.actor ?? 'system',
  };
}

async function apply(tx: Db, entryId: number, lines: Array<Omit<PostingLine, 'amount'> & { amount: Dec }>): Promise<Map<number, string>> {
  const resolved = await Promise.all(lines.map(async (l) => ({ ...l, account: await accountOf(tx, l.owner, l.asset) })));
  resolved.sort((a, b) => a.account.id - b.account.id);
  const balances = new Map<number, string>();
  for (const line of resolved) {
    const amount = line.amount.toFixed(STORE_DP);
    const [row] = await tx.update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}::numeric`, updatedAt: new Date() })
      .where(sql`${ledgerAccounts.id} = ${line.account.id} and (${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${amount}::numeric >= ${ledgerAccounts.held})`)
      .returning({ balance: ledgerAccounts.balance });
    if (!row) throw insufficient(line.asset);
    balances.set(line.account.id, row.balance);
    await tx.insert(postings).values({ entryId, accountId: line.account.id, asset: line.asset, amount, balanceAfter: row.balance, counterparty: line.counterparty ?? '' });
  }
  return balances;
}
