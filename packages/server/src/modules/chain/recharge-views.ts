// What members see of their top-ups.
import { and, desc, eq, sql } from 'drizzle-orm';
import { Money, RECHARGE_NETWORK, RECHARGE_TOKEN, type Page, type PageQuery, type Recharge } from '@onego/contract';
import type { Db } from '../../db/client.js';
import type { ChainRuntime } from './runtime.js';
import { chainDeposits, recharges } from './tables.js';

type Row = typeof recharges.$inferSelect & { txHash: string | null; confirming: string | null };

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const money = (v: string | Money) => new Money(v).toFixed(2, Money.ROUND_DOWN);

/** A top-up as the member API shows it. */
export function rechargeView(chain: ChainRuntime, row: Row): Recharge {
  const left = row.requested && row.status === 'pending' ? Money.max(new Money(row.requested).minus(row.received), 0) : new Money(0);
  return {
    id: row.id, kind: row.kind, status: row.status, outcome: row.outcome ?? null,
    requested: row.requested === null ? null : money(row.requested), received: money(row.received), to_send: money(left),
    network: RECHARGE_NETWORK, token: RECHARGE_TOKEN, address: row.address,
    time: seconds(row.createdAt), expires_at: seconds(row.expiresAt),
    tx_hash: row.txHash, tx_url: row.txHash && chain.explorerUrl ? `${chain.explorerUrl}/tx/${row.txHash}` : null,
    confirming: money(row.confirming ?? '0'),
  };
}

const latestTx = sql<string | null>`(select d.tx_hash from ${chainDeposits} d where d.recharge_id = ${recharges.id} and d.status = 'credited' order by d.id desc limit 1)`;
// Money seen on the way to a pending request's address (not final yet) since it was opened.
const confirming = sql<string | null>`case when ${recharges.status} = 'pending' then (select sum(d.amount)::text from ${chainDeposits} d
  where d.member_id = ${recharges.memberId} and d.status = 'seen' and d.seen_at >= ${recharges.createdAt}) end`;

/** One of the member's top-ups. */
export async function rechargeOf(db: Db, chain: ChainRuntime, memberId: number, id: number): Promise<Recharge | undefined> {
  const [row] = await db.select({ r: recharges, txHash: latestTx, confirming }).from(recharges).where(and(eq(recharges.id, id), eq(recharges.memberId, memberId)));
  return row ? rechargeView(chain, { ...row.r, txHash: row.txHash, confirming: row.confirming }) : undefined;
}

/** The member's top-ups, newest first. */
export async function rechargesOf(db: Db, chain: ChainRuntime, memberId: number, q: PageQuery): Promise<Page<Recharge>> {
  const rows = await db.select({ r: recharges, txHash: latestTx, confirming }).from(recharges).where(eq(recharges.memberId, memberId))
    .orderBy(desc(recharges.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(recharges).where(eq(recharges.memberId, memberId));
  return { list: rows.map((row) => rechargeView(chain, { ...row.r, txHash: row.txHash, confirming: row.confirming })), total: count!.n, page: q.page, limit: q.limit };
}
