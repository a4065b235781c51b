import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Order, OrderStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type AdminCtx } from '../admin/index.js';
import { retryOnConflict } from '../ledger/index.js';
import { memberCodes } from '../member/index.js';
import { transition } from './machine.js';
import { cancelOrder, orderDetail, withLines } from './orders.js';
import { refundOrder, type RefundInput } from './refund.js';
import { orderEvents, orderLines, orders } from './tables.js';

export interface AdminOrderFilter {
  status?: Order['status'];
  q?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

function whereOf(f: AdminOrderFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(orders.status, f.status));
  if (f.q) conds.push(or(ilike(orders.orderNo, `${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eq(memberCodes.memberId, f.q))!);
  if (f.from) conds.push(gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) conds.push(lt(orders.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return conds.length ? and(...conds) : undefined;
}

/** Orders for operators: filter by state, order number or member ID, and creation dates (UTC, inclusive); newest first. */
export async function adminListOrders(ctx: AdminCtx, f: AdminOrderFilter) {
  const where = whereOf(f);
  const [total] = await ctx.db.select({ n: count() }).from(orders).innerJoin(memberCodes, eq(memberCodes.id, orders.memberId)).where(where);
  const rows = await ctx.db.select({ order: orders, memberId: memberCodes.memberId }).from(orders).innerJoin(memberCodes, eq(memberCodes.id, orders.memberId))
    .where(where).orderBy(desc(orders.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  const list = await withLines(ctx.db, rows.map((r) => r.order), ctx.lang);
  return { list: list.map((o, i) => ({ ...o, member_id: rows[i]!.memberId })), total: total?.n ?? 0, page: f.page, limit: f.limit };
}

async function orderRow(ctx: AdminCtx, id: number) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new AppError('order_not_found');
  return row;
}

/** One order, with the member ID of its buyer and every transition it went through (oldest first, with its actor). */
export async function adminOrderDetail(ctx: AdminCtx, id: number) {
  const row = await orderRow(ctx, id);
  const [m] = await ctx.db.select({ memberId: memberCodes.memberId }).from(memberCodes).where(eq(memberCodes.id, row.memberId));
  const events = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
  return {
    ...(await orderDetail(ctx.db, row.memberId, id, ctx.lang)),
    member_id: m?.memberId ?? '',
    events: events.map((e) => ({
      action: e.action, from_status: e.fromStatus as OrderStatus, to_status: e.toStatus as OrderStatus, actor: e.actor, note: e.note, time: toSeconds(e.createdAt),
    })),
  };
}

/** Ships a paid order with its carrier and tracking number; audited in the same transaction. */
export async function shipOrder(ctx: AdminCtx, input: { order_id: number; carrier: string; tracking_no: string }) {
  const before = await orderRow(ctx, input.order_id);
  await operatorAction(ctx, 'order.ship', async ({ tx, actor }) => {
    await transition(tx, input.order_id, 'ship', actor, { carrier: input.carrier, trackingNo: input.tracking_no });
    return { target: { type: 'order', id: before.orderNo }, after: { carrier: input.carrier, tracking_no: input.tracking_no }, result: null };
  });
  return adminOrderDetail(ctx, input.order_id);
}

/** Cancels an unpaid order on the member's behalf (stock returns); audited in the same transaction. */
export async function adminCancelOrder(ctx: AdminCtx, input: { order_id: number; reason: string }) {
  const before = await orderRow(ctx, input.order_id);
  await operatorAction(ctx, 'order.cancel', async ({ tx, actor }) => {
    await cancelOrder(tx, input.order_id, actor, input.reason);
    return { target: { type: 'order', id: before.orderNo }, after: { reason: input.reason }, result: null };
  });
  return adminOrderDetail(ctx, input.order_id);
}

/**
 * Refunds a paid order, whole or by line, with a reason (refund.ts); audited in the same transaction. A transaction
 * PostgreSQL aborts as a deadlock victim (refunds of different orders sharing accounts) runs again.
 */
export async function adminRefundOrder(ctx: AdminCtx, input: RefundInput) {
  await retryOnConflict(() => operatorAction(ctx, 'order.refund', async ({ tx, actor }) => {
    const done = await refundOrder(tx, input, actor);
    return {
      target: { type: 'order', id: done.orderNo },
      before: { status: done.from },
      after: { refund: done.seq, reason: input.reason, lines: done.lines, amounts: done.amounts, amount: done.amount, bonuses: done.bonuses },
      result: null,
    };
  }));
  return adminOrderDetail(ctx, input.order_id);
}

const CSV_HEADER = ['order_no', 'member_id', 'status', 'created_at', 'paid_at', 'shipped_at', 'completed_at', 'goods_total', 'shipping_fee', 'total',
  'pay_method', 'paid_balance', 'paid_shop_coins', 'paid_integral', 'recipient', 'phone', 'country', 'address', 'carrier', 'tracking_no', 'items'];

/** Quotes a CSV cell; cells that a spreadsheet would run as a formula are prefixed so they stay text. */
function cell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The filtered orders as CSV (at most 10,000 rows), for spreadsheets; an export is personal data leaving, so audited. */
export async function exportOrdersCsv(ctx: AdminCtx, f: Omit<AdminOrderFilter, 'page' | 'limit'>): Promise<string> {
  return operatorAction(ctx, 'order.export', async ({ tx }) => {
    const csv = await ordersCsv(tx, f);
    return { target: { type: 'orders', id: 'export' }, after: { filter: { ...f }, rows: csv.rows }, result: csv.text };
  });
}

async function ordersCsv(db: Db, f: Omit<AdminOrderFilter, 'page' | 'limit'>): Promise<{ text: string; rows: number }> {
  const rows = await db.select({ order: orders, memberId: memberCodes.memberId }).from(orders).innerJoin(memberCodes, eq(memberCodes.id, orders.memberId))
    .where(whereOf({ ...f, page: 1, limit: 1 })).orderBy(desc(orders.id)).limit(10_000);
  const lines = rows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.order.id))) : [];
  const iso = (d: Date | null) => (d ? d.toISOString() : '');
  const out = [CSV_HEADER.join(',')];
  for (const { order: o, memberId } of rows) {
    const items = lines.filter((l) => l.orderId === o.id).map((l) => `${l.name} ${l.spec} x${l.quantity}`).join('; ');
    out.push([o.orderNo, memberId, o.status, iso(o.createdAt), iso(o.paidAt), iso(o.shippedAt), iso(o.completedAt), o.goodsTotal, o.shippingFee, o.total,
      o.payMethod ?? '', o.paidBalance, o.paidShopCoins, o.paidIntegral, o.address.recipient, `+${o.address.area_code} ${o.address.phone}`, o.address.country,
      o.address.detail, o.carrier, o.trackingNo, items].map(cell).join(','));
  }
  return { text: `${out.join('\r\n')}\r\n`, rows: rows.length };
}
