import type { Database } from '../../db/client.js';

export interface VerifyReport {
  ok: boolean;
  entries: number;
  accounts: number;
  unbalancedEntries: Array<{ entry_id: number; asset: string; sum: string }>;
  driftedBalances: Array<{ account_id: number; cached: string; postings: string }>;
  /** Accounts whose cached `held` is not the sum of their open pending transfers (`holds`). */
  driftedHolds: Array<{ account_id: number; cached: string; holds: string }>;
  negative: Array<{ account_id: number; balance: string; held: string }>;
  emptyEntries: Array<{ entry_id: number }>;
}

/** Proves the books: every entry balances per asset, every cached balance equals its postings and every held amount the sum of the account's open pending transfers, nothing is negative. */
export async function verifyLedger(database: Database): Promise<VerifyReport> {
  const q = database.query.bind(database);
  const [counts] = await q<{ entries: string; accounts: string }>(
    'select (select count(*) from journal_entries)::text as entries, (select count(*) from ledger_accounts)::text as accounts');
  const unbalancedEntries = await q<VerifyReport['unbalancedEntries'][number]>(
    'select entry_id::int, asset, sum(amount)::text as sum from postings group by entry_id, asset having sum(amount) <> 0 limit 100');
  const emptyEntries = await q<{ entry_id: number }>(
    'select e.id::int as entry_id from journal_entries e where not exists (select 1 from postings p where p.entry_id = e.id) limit 100');
  const driftedBalances = await q<VerifyReport['driftedBalances'][number]>(
    `select a.id::int as account_id, a.balance::text as cached, coalesce(p.s, 0)::text as postings
       from ledger_accounts a left join (select account_id, sum(amount) s from postings group by account_id) p on p.account_id = a.id
      where a.balance <> coalesce(p.s, 0) limit 100`);
  const driftedHolds = await q<VerifyReport['driftedHolds'][number]>(
    `select a.id::int as account_id, a.held::text as cached, coalesce(h.s, 0)::text as holds
       from ledger_accounts a left join (select debit_account_id as account_id, sum(amount) s from pending_transfers where state = 'pending' group by debit_account_id) h on h.account_id = a.id
      where a.held <> coalesce(h.s, 0) limit 100`);
  const negative = await q<VerifyReport['negative'][number]>(
    `select id::int as account_id, balance::text, held::text from ledger_accounts
      where not allow_negative and (balance < 0 or held < 0 or balance < held) limit 100`);
  const ok = !unbalancedEntries.length && !driftedBalances.length && !driftedHolds.length && !negative.length && !emptyEntries.length;
  return {
    ok, entries: Number(counts?.entries ?? 0), accounts: Number(counts?.accounts ?? 0),
    unbalancedEntries, driftedBalances, driftedHolds, negative, emptyEntries,
  };
}
