import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language, Order } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { typedRow } from '../../db/rows.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { raisedMessage } from '../../lib/pg-errors.js';
import { claimLines, selectedLines } from '../cart/index.js';
import { lockSkus, pick, saleSkuOf, type SaleLine, type SaleSku } from '../catalogue/index.js';
import { jsonAnswer } from '../ledger/index.js';
import { SessionNotConfirmed, type MemberRow, type SessionToConfirm } from '../member/index.js';
import { readSettingsCached, type Settings } from '../site/index.js';
import { toOrder, type LineView } from './orders.js';
import { orders } from './tables.js';

/** Order numbers: date and time, then random digits — readable, sortable, not guessable. */
function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Order numbers offered to one creation, tried in turn: numbers are random within their second, so a busy second can repeat one. */
const ORDER_NUMBER_TRIES = 5;

/** The refusal of a sale that took nothing: the first line whose SKU cannot be sold, or has too little left. */
function saleRefusal(skus: SaleSku[], wanted: SaleLine[], lang: Language): AppError {
  const need = new Map<number, number>();
  for (const w of wanted) need.set(w.skuId, (need.get(w.skuId) ?? 0) + w.quantity);
  for (const w of wanted) {
    const sku = skus.find((s) => s.skuId === w.skuId);
    if (!sku || !sku.sellable) return new AppError('cart_sku_unavailable');
    if (sku.stock < need.get(w.skuId)!) return new AppError('order_out_of_stock', { name: pick(sku.names, lang) });
  }
  throw new Error('a sale that took nothing names no line it could not sell');
}

/**
 * The creation's one database call (`order_create`, migration 0019): the session confirmed when it came from a recent
 * lookup, the address copied, the whole sale's stock taken under locks in SKU order (all or nothing), and the order
 * with its lines inserted, under the first free number offered. Answers the order, or throws the member's refusal.
 */
async function createInOneRoundTrip(
  db: Db, ctx: Ctx, s: Settings, memberId: number, session: SessionToConfirm | undefined, addressId: number, wanted: SaleLine[], remark: string,
): Promise<Order> {
  const numbers = Array.from({ length: ORDER_NUMBER_TRIES }, () => newOrderNo());
  let answer: Record<string, unknown>;
  try {
    const [row] = await executePrepared<{ answer: Record<string, unknown> | string }>(db, 'order_create', sql`select order_create(
      ${session?.sessionId ?? null}::bigint, ${session?.tokenHash ?? null}::text, ${memberId}, ${addressId}::bigint,
      ${sql.param(wanted.map((w) => w.skuId))}::bigint[], ${sql.param(wanted.map((w) => w.quantity))}::int[], ${ctx.lang}, ${remark},
      ${s.shipping_fee}::numeric, ${s.shipping_free_over}::numeric, ${Number(s.order_pay_minutes)}::int, ${sql.param(numbers)}::text[]) as answer`);
    answer = jsonAnswer(row!.answer);
  } catch (err) {
    if (raisedMessage(err) === 'address_not_found') throw new AppError('address_not_found');
    throw err;
  }
  if (answer.refused === 'session') throw new SessionNotConfirmed();
  if (answer.refused === 'sale') throw saleRefusal(Object.values(answer.skus as Record<string, Record<string, unknown>>).map(saleSkuOf), wanted, ctx.lang);
  return toOrder(typedRow(orders, answer.order as Record<string, unknown>), answer.lines as LineView[], ctx.lang);
}

/**
 * Creates an unpaid order from the member's selected cart lines (or one specification bought directly). The stock of
 * every line is taken at once, under row locks taken in SKU order, so two buyers of the last item cannot both get it;
 * the cart lines are taken under lock, so one cart submitted many times at once makes one order. A direct buy is one
 * database call (ADR 0010: a session from a recent lookup is confirmed inside it); a cart's lines are first taken out
 * of the cart in the same transaction.
 */
export async function createOrder(
  ctx: Ctx, me: MemberRow, input: { address_id: number; sku_id?: number; quantity?: number; remark?: string },
  caller: { unconfirmed?: SessionToConfirm } = {},
): Promise<Order> {
  const remark = input.remark ?? '';
  // Read before any transaction: on the embedded database a read outside the transaction would wait for it.
  const s = await readSettingsCached(ctx.db);
  if (input.sku_id) return createInOneRoundTrip(ctx.db, ctx, s, me.id, caller.unconfirmed, input.address_id, [{ skuId: input.sku_id, quantity: input.quantity ?? 1 }], remark);
  return ctx.db.transaction(async (tx) => {
    const cartLines = await selectedLines(tx, me.id);
    if (cartLines.length === 0) throw new AppError('order_nothing_selected');
    // What was read above was not locked: the lines are the order's only once taken out of the cart, and another
    // submission of the same cart that took them first makes this one refuse. Their SKUs are locked first, as a
    // SKU's removal locks the SKU before deleting its cart lines, so the two cannot deadlock. A refusal of the
    // creation rolls the taking back.
    await lockSkus(tx, cartLines.map((l) => l.skuId));
    const wanted = await claimLines(tx, me.id, cartLines.map((l) => l.id));
    return createInOneRoundTrip(tx, ctx, s, me.id, caller.unconfirmed, input.address_id, wanted, remark);
  });
}
