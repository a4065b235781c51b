import { sql } from 'drizzle-orm';
import { ASSETS, STORE_DP, type Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { SYSTEM_SHARDS, type SystemAccount } from './accounts.js';
import { ledgerError } from './post.js';

/** One member's part of a bulk credit: amounts per asset as decimal strings (at most 8 places, none negative). */
export interface MemberCredit {
  member: number;
  amounts: Partial<Record<Asset, string>>;
}

export interface BulkCreditInput {
  kind: string;
  /** The system account every credit comes from: each entry debits one of its shards once per asset. */
  from: SystemAccount;
  /**
   * Entry k is keyed `${key}:${k}`: the same call again (same key, same credits in the same order) changes nothing and
   * answers the same entries.
   */
  key: string;
  refType?: string;
  refId?: string;
  memo?: string;
  actor?: string;
  credits: MemberCredit[];
  /** Members per journal entry (default 5,000): bounds one statement's size and the memory of one call. */
  perEntry?: number;
  /**
   * The system account's shard for every entry (default: derived from each entry's first member). Callers crediting
   * in parallel give each concurrent call its own shard, so they do not queue on one system row.
   */
  shard?: number;
}

export interface BulkCreditResult {
  /** The journal entry that carried each credited member's amounts (members credited nothing are left out). */
  entryOf: Map<number, number>;
  entries: number;
  /** Entries that already existed under their key (a repeat): nothing was posted for them. */
  replayed: number;
}

const SCALE = 10n ** BigInt(STORE_DP);
const DECIMAL = new RegExp(`^(\\d+)(?:\\.(\\d{1,${STORE_DP}}))?$`);

function unitsOf(amount: string): bigint {
  const m = DECIMAL.exec(amount);
  if (!m) throw new Error(`bulk credit: not a non-negative amount with at most ${STORE_DP} decimals: ${amount}`);
  return BigInt(m[1]!) * SCALE + BigInt((m[2] ?? '').padEnd(STORE_DP, '0'));
}

function decimalOf(units: bigint): string {
  const neg = units < 0n;
  const abs = neg ? -units : units;
  return `${neg ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(STORE_DP, '0')}`;
}

/**
 * Credits many members from one system account in a few large journal entries (one per `perEntry` members): each entry
 * credits every asset of its members and debits the system account's shard once per asset, so it sums to zero per
 * asset. Accounts met for the first time are opened with their first amount. Each entry is one `ledger_post` call,
 * applied set-based by `ledger_apply` (new accounts inserted with their balance, the others locked in id order and
 * updated in one statement, one insert of postings); run it inside the caller's transaction so the whole batch lands or
 * nothing does.
 */
export async function creditMembers(tx: Db, input: BulkCreditInput): Promise<BulkCreditResult> {
  const perEntry = input.perEntry ?? 5_000;
  if (!Number.isInteger(perEntry) || perEntry < 1) throw new Error('bulk credit: perEntry must be a positive whole number');
  const seen = new Set<number>();
  const paying: Array<{ member: number; units: Array<[Asset, bigint]> }> = [];
  for (const c of input.credits) {
    if (!Number.isSafeInteger(c.member) || c.member <= 0) throw new Error(`bulk credit: bad member ${c.member}`);
    if (seen.has(c.member)) throw new Error(`bulk credit: member ${c.member} credited twice`);
    seen.add(c.member);
    const units: Array<[Asset, bigint]> = [];
    for (const [asset, amount] of Object.entries(c.amounts) as Array<[Asset, string | undefined]>) {
      if (!ASSETS.includes(asset)) throw new Error(`bulk credit: unknown asset ${asset}`);
      if (amount === undefined) continue;
      const u = unitsOf(amount);
      if (u > 0n) units.push([asset, u]);
    }
    if (units.length > 0) paying.push({ member: c.member, units });
  }
  const entryOf = new Map<number, number>();
  let entries = 0;
  let replayed = 0;
  for (let k = 0; k * perEntry < paying.length; k++) {
    const group = paying.slice(k * perEntry, (k + 1) * perEntry);
    const shard = input.shard === undefined ? group[0]!.member % SYSTEM_SHARDS : input.shard % SYSTEM_SHARDS;
    const total = new Map<Asset, bigint>();
    const members: number[] = [];
    const assets: Asset[] = [];
    const amounts: string[] = [];
    for (const g of group) {
      for (const [asset, u] of g.units) {
        members.push(g.member);
        assets.push(asset);
        amounts.push(decimalOf(u));
        total.set(asset, (total.get(asset) ?? 0n) + u);
      }
    }
    // The columns form of ledger_post's lines (see ledger_column_lines): array literals, parsed once each; accounts
    // not opened yet are opened by ledger_apply with their first amount.
    const lines = {
      members: `{${members.join(',')}}`, assets: `{${assets.join(',')}}`, amounts: `{${amounts.join(',')}}`,
      system_code: input.from, shard, system_assets: `{${[...total.keys()].join(',')}}`,
      system_amounts: `{${[...total.values()].map((u) => decimalOf(-u)).join(',')}}`,
    };
    let rows: Array<{ entry_id: number | string; replayed: boolean }>;
    try {
      // Only the entry's id comes back: the postings' balances stay in the database.
      rows = await executePrepared(tx, 'ledger_post_bulk', sql`select entry_id, replayed from ledger_post(
        ${input.kind}, ${`${input.key}:${k}`}, ${input.refType ?? ''}, ${input.refId ?? ''}, ${(input.memo ?? '').slice(0, 500)},
        ${input.actor ?? 'system'}, ${JSON.stringify(lines)}::jsonb) limit 1`);
    } catch (err) {
      throw ledgerError(err);
    }
    const entry = Number(rows[0]!.entry_id);
    if (rows[0]!.replayed) replayed++;
    entries++;
    for (const g of group) entryOf.set(g.member, entry);
  }
  return { entryOf, entries, replayed };
}
