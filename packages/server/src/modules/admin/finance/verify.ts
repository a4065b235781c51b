import { nowSeconds, type LedgerReport } from '@onego/contract';
import type { Database } from '../../../db/client.js';
import { accountOwners, verifyLedger } from '../../ledger/index.js';
import { publicIdsOf } from '../../member/index.js';
import type { AdminCtx } from '../admin-auth.js';
import { operatorAction } from '../operator-action.js';

/**
 * Runs the ledger verification for an operator, names each account in the report by its owner (member ID or
 * system code) and asset, and records who ran it and the outcome in the audit log.
 */
export async function verifyBooks(ctx: AdminCtx, database: Database): Promise<LedgerReport> {
  const r = await verifyLedger(database);
  const ids = [...new Set([...r.driftedBalances, ...r.driftedHolds, ...r.negative].map((x) => x.account_id))];
  const accounts = await accountOwners(ctx.db, ids);
  const codes = await publicIdsOf(ctx.db, accounts.map((a) => a.memberId));
  const owners = accounts.map((a) => ({ ...a, memberId: a.memberId !== null ? codes.get(a.memberId) ?? null : null }));
  const ref = (accountId: number) => {
    const o = owners.find((x) => x.id === accountId);
    return {
      account_id: accountId,
      owner: o?.memberId ?? o?.systemCode ?? '',
      owner_type: o?.memberId ? 'member' as const : 'system' as const,
      asset: o?.asset ?? '',
    };
  };
  const report: LedgerReport = {
    ok: r.ok,
    entries: r.entries,
    accounts: r.accounts,
    checked_at: nowSeconds(),
    unbalanced_entries: r.unbalancedEntries.map((x) => ({ entry_id: Number(x.entry_id), asset: x.asset, sum: String(x.sum) })),
    drifted_balances: r.driftedBalances.map((x) => ({ ...ref(Number(x.account_id)), cached: String(x.cached), postings: String(x.postings) })),
    drifted_holds: r.driftedHolds.map((x) => ({ ...ref(Number(x.account_id)), cached: String(x.cached), holds: String(x.holds) })),
    negative: r.negative.map((x) => ({ ...ref(Number(x.account_id)), balance: String(x.balance), held: String(x.held) })),
    empty_entries: r.emptyEntries.map((x) => ({ entry_id: Number(x.entry_id) })),
  };
  // The check itself reads on its own connection (a consistent snapshot of the books); only its record is written here.
  return operatorAction(ctx, 'ledger.verify', async () => ({
    target: { type: 'ledger', id: 'books' },
    before: null,
    after: {
      ok: report.ok, entries: report.entries, accounts: report.accounts,
      problems: problemCount(report),
      accounts_named: [...report.drifted_balances, ...report.drifted_holds, ...report.negative].slice(0, 20).map((x) => `${x.owner}/${x.asset}`),
    },
    result: report,
  }));
}

/** How many problems a report lists. */
export function problemCount(r: LedgerReport): number {
  return r.unbalanced_entries.length + r.drifted_balances.length + r.drifted_holds.length + r.negative.length + r.empty_entries.length;
}
