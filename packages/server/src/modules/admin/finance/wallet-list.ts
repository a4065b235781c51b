import { Money, type Asset, type WalletListSort } from '@onego/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { memberIdsByAmount, walletsOf, type AmountColumn, type WalletFigures } from '../../ledger/index.js';
import { findMembers, membersByRowIds, type MemberRow } from '../../member/index.js';

/** A search sorted by an amount is sorted here, in memory: at most this many matching members. */
export const SEARCH_SORT_MAX = 2000;

interface Order { asset: Asset; column: AmountColumn; descending: boolean; figure: keyof WalletFigures }

const ORDERS: Record<Exclude<WalletListSort, 'newest'>, Order> = {
  balance_desc: { asset: 'balance', column: 'balance', descending: true, figure: 'balance' },
  balance_asc: { asset: 'balance', column: 'balance', descending: false, figure: 'balance' },
  held_desc: { asset: 'balance', column: 'held', descending: true, figure: 'balance_held' },
  held_asc: { asset: 'balance', column: 'held', descending: false, figure: 'balance_held' },
  shop_coins_desc: { asset: 'shop_coins', column: 'balance', descending: true, figure: 'shop_coins' },
  shop_coins_asc: { asset: 'shop_coins', column: 'balance', descending: false, figure: 'shop_coins' },
  integral_desc: { asset: 'integral', column: 'balance', descending: true, figure: 'integral' },
  integral_asc: { asset: 'integral', column: 'balance', descending: false, figure: 'integral' },
};

export interface WalletListQuery { q?: string; sort: WalletListSort; page: number; limit: number }

const rowOf = (m: MemberRow, w: WalletFigures) => ({
  member_id: m.memberId, nickname: m.nickname, name: m.name, email: m.email, status: m.status, ...w,
});

/**
 * The back office's members' wallets list. Newest members first pages the members and reads their amounts; an
 * amount order without a search pages the ledger's accounts in that order (members who never held the asset have no
 * account and are not in it); with a search, the matching members (at most SEARCH_SORT_MAX) are sorted here, those
 * without an account counting as zero.
 */
export async function walletList(db: Db, q: WalletListQuery, searchSortMax = SEARCH_SORT_MAX) {
  const page = { page: q.page, limit: q.limit };
  if (q.sort === 'newest') {
    const { rows, total } = await findMembers(db, { q: q.q, ...page });
    return { list: await withFigures(db, rows), total, ...page };
  }
  const order = ORDERS[q.sort];
  if (!q.q) {
    const { memberIds, total } = await memberIdsByAmount(db, { asset: order.asset, column: order.column, descending: order.descending, ...page });
    return { list: await withFigures(db, await membersByRowIds(db, memberIds)), total, ...page };
  }
  const found = await findMembers(db, { q: q.q, page: 1, limit: searchSortMax + 1 });
  if (found.total > searchSortMax) throw new AppError('wallet_sort_too_broad', { max: searchSortMax });
  const figures = await walletsOf(db, found.rows.map((m) => m.id));
  const sign = order.descending ? -1 : 1;
  const sorted = found.rows.map((m) => rowOf(m, figures.get(m.id)!)).map((r, i) => ({ r, id: found.rows[i]!.id }))
    .sort((a, b) => sign * (new Money(a.r[order.figure]).comparedTo(b.r[order.figure]) || a.id - b.id));
  const start = (q.page - 1) * q.limit;
  return { list: sorted.slice(start, start + q.limit).map((x) => x.r), total: found.total, ...page };
}

async function withFigures(db: Db, rows: MemberRow[]) {
  const figures = await walletsOf(db, rows.map((m) => m.id));
  return rows.map((m) => rowOf(m, figures.get(m.id)!));
}
