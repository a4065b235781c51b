import { inArray } from 'drizzle-orm';
import { nowSeconds, type LedgerReport } from '@onego/contract';
import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../audit/audit.js';
import { accountOwners, verifyLedger } from '../../ledger/index.js';
import { members } from '../../member/tables.js';
import type { AdminCtx } from '../admin-auth.js';

/**
 * Runs the ledger verification for an operator, names each account in the report by its owner (member ID or
 * system code) and asset, and records who ran it and the outcome in the audit log.
 */
export async function verifyBooks(ctx: AdminCtx, database: Database): Promise<LedgerReport> {
  const r = await verifyLedger(database);
  const ids = [...new Set([...r.driftedBalances, ...r.driftedHolds, ...r.negative].map((x) => x.account_id))];
  const accounts = await accountOwners(ctx.db, ids);
  const memberIds = accounts.map((a) => a.memberId).filter((id): id is number => id !== null);
  const codes = memberIds.length
    ? new Map((await ctx.db.select({ id: members.id, code: members.memberId }).from(members).where(inArray(members.id, memberIds))).map((m) => [m.id, m.code]))
    : new Map<number, string>();
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
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      operator: ctx.operator, action: 'ledger.verify', targetType: 'ledger', targetId: 'books', before: null,
      after: {
        ok: report.ok, entries: report.entries, accounts: report.accounts,
        problems: problemCount(report),
        accounts_named: [...report.drifted_balances, ...report.drifted_holds, ...report.negative].slice(0, 20).map((x) => `${x.owner}/${x.asset}`),
      },
      ip: ctx.ip,
    });
  });
  return report;
}

/** How many problems a report lists. */
export function problemCount(r: LedgerReport): number {
  return r.unbalanced_entries.length + r.drifted_balances.length + r.drifted_holds.length + r.negative.length + r.empty_entries.length;
}
