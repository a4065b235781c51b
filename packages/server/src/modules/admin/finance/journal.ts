import { Money } from '@onego/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { toSeconds } from '../../../lib/time.js';
import { journalPage } from '../../ledger/index.js';
import { findByMemberId, publicIdsOf } from '../../member/index.js';

export interface JournalFilter {
  member_id?: string;
  kind?: string;
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** An amount as kept, with at least 2 decimals and no trailing zeros beyond them ("12.50", "0.00012345"). */
export function exactAmount(v: string): string {
  const d = new Money(v);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Journal entries, newest first, each with its postings; by member (any posting on their accounts), kind and UTC days. */
export async function listJournal(db: Db, f: JournalFilter) {
  let memberId: number | undefined;
  if (f.member_id) {
    const m = await findByMemberId(db, f.member_id);
    if (!m) throw new AppError('member_not_found');
    memberId = m.id;
  }
  const { entries, total } = await journalPage(db, {
    memberId, kind: f.kind || undefined, from: f.from ? dayStart(f.from) : undefined, to: f.to ? nextDay(f.to) : undefined, page: f.page, limit: f.limit,
  });
  // The ledger knows accounts by internal member id; the member module names them (one query for the page).
  const codes = await publicIdsOf(db, entries.flatMap((e) => e.postings.map((p) => p.memberId)));
  return {
    list: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      memo: e.memo,
      actor: e.actor,
      ref_type: e.refType,
      ref_id: e.refId,
      time: toSeconds(e.createdAt),
      postings: e.postings.map((l) => {
        const code = l.memberId !== null ? codes.get(l.memberId) : undefined;
        return {
          id: l.id,
          owner: code ?? l.systemCode ?? '',
          owner_type: code ? 'member' as const : 'system' as const,
          asset: l.asset,
          amount: exactAmount(l.amount),
          balance_after: exactAmount(l.balanceAfter),
          counterparty: l.counterparty,
        };
      }),
    })),
    total,
    page: f.page,
    limit: f.limit,
  };
}
