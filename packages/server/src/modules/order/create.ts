import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Money, type Language, type Order } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executeByText } from '../../db/prepared.js';
import { typedRow } from '../../db/rows.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { addressSnapshotSql } from '../address/index.js';
import { claimLines, selectedLines } from '../cart/index.js';
import { coverOf, lockSkus, pick, takeForSale, type Sale, type SaleLine } from '../catalogue/index.js';
import type { MemberRow } from '../member/index.js';
import { readSettingsCached } from '../site/index.js';
import { toOrder, type LineView, type OrderRow } from './orders.js';
import { orderLines, orders } from './tables.js';

/** Order numbers: date and time, then random digits — readable, sortable, not guessable. */
function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** What the order copies of each line: the SKU as the sale found it, in the buyer's language. */
type NewLine = LineView & { bvRate: string };

/** The refusal of a sale that took nothing: the first line whose SKU cannot be sold, or has too little left. */
function saleRefusal(sale: Sale, wanted: SaleLine[], lang: Language): AppError {
  const need = new Map<number, number>();
  for (const w of wanted) need.set(w.skuId, (need.get(w.skuId) ?? 0) + w.quantity);
  for (const w of wanted) {
    const sku = sale.skus.find((s) => s.skuId === w.skuId);
    if (!sku || !sku.sellable) return new AppError('cart_sku_unavailable');
    if (sku.stock < need.get(w.skuId)!) return new AppError('order_out_of_stock', { name: pick(sku.names, lang) });
  }
  throw new Error('a sale that took nothing names no line it could not sell');
}

/**
 * Inserts the order and its lines in ONE statement, the address copied from the member's own address book by the same
 * statement. Answers the order row; 'no_address' when the address is not the member's, 'number_taken' when another
 * order has the number (nothing was inserted either way, and the transaction goes on).
 */
async function insertOrder(tx: Db, row: Omit<typeof orders.$inferInsert, 'address'>, addressId: number, lines: NewLine[]): Promise<OrderRow | 'no_address' | 'number_taken'> {
  const values = sql.join(lines.map((l, n) => sql`(${n}::int, ${l.skuId}::bigint, ${l.productId}::bigint, ${l.name}::text, ${l.spec}::text,
    ${l.image}::text, ${l.price}::numeric, ${l.quantity}::int, ${l.bvRate}::numeric)`), sql`, `);
  // Prepared per number of lines (a cart holds at most CART_MAX_LINES): planned once per connection, not per order.
  const [raw] = await executeByText<Record<string, unknown>>(tx, sql`
    with a as (select ${addressSnapshotSql(row.memberId, addressId)} as snapshot),
    o as (
      insert into ${orders} (order_no, member_id, address, goods_total, shipping_fee, total, presale, remark, pay_deadline)
      select ${row.orderNo}::text, ${row.memberId}::bigint, a.snapshot, ${row.goodsTotal}::numeric, ${row.shippingFee}::numeric, ${row.total}::numeric,
             ${row.presale}::boolean, ${row.remark}::text, ${row.payDeadline!.toISOString()}::timestamptz
      from a where a.snapshot is not null
      on conflict (order_no) do nothing
      returning *
    ),
    l as (
      insert into ${orderLines} (order_id, sku_id, product_id, name, spec, image, price, quantity, bv_rate)
      select o.id, v.sku_id, v.product_id, v.name, v.spec, v.image, v.price, v.quantity, v.bv_rate
      from o cross join (values ${values}) as v(n, sku_id, product_id, name, spec, image, price, quantity, bv_rate) order by v.n
    )
    select a.snapshot is not null as address_found, o.* from a left join o on true`);
  if (!raw!.address_found) return 'no_address';
  return raw!.id === null ? 'number_taken' : typedRow(orders, raw!);
}

/** Tries for an order number no other order has: numbers are random within their second, so a busy second can repeat one. */
const ORDER_NUMBER_TRIES = 5;

/**
 * Creates an unpaid order from the member's selected cart lines (or one specification bought directly). The stock of
 * every line is taken at once by one statement, under row locks taken in SKU order, so two buyers of the last item
 * cannot both get it; the cart lines are taken under lock, so one cart submitted many times at once makes one order.
 * A direct buy is two statements in one transaction: the stock, then the order with its lines and address.
 */
export async function createOrder(ctx: Ctx, me: MemberRow, input: { address_id: number; sku_id?: number; quantity?: number; remark?: string }): Promise<Order> {
  const s = await readSettingsCached(ctx.db);
  return ctx.db.transaction(async (tx) => {
    let wanted: SaleLine[];
    if (input.sku_id) wanted = [{ skuId: input.sku_id, quantity: input.quantity ?? 1 }];
    else {
      const cartLines = await selectedLines(tx, me.id);
      if (cartLines.length === 0) throw new AppError('order_nothing_selected');
      // What was read above was not locked: the lines are the order's only once taken out of the cart, and another
      // submission of the same cart that took them first makes this one refuse. Their SKUs are locked first, as a
      // SKU's removal locks the SKU before deleting its cart lines, so the two cannot deadlock.
      await lockSkus(tx, cartLines.map((l) => l.skuId));
      wanted = await claimLines(tx, me.id, cartLines.map((l) => l.id));
    }
    const sale = await takeForSale(tx, wanted);
    if (!sale.taken) throw saleRefusal(sale, wanted, ctx.lang);
    let goods = new Money(0);
    const lines: NewLine[] = wanted.map((w) => {
      const sku = sale.skus.find((x) => x.skuId === w.skuId)!;
      goods = goods.plus(new Money(sku.price).times(w.quantity));
      return {
        skuId: w.skuId, productId: sku.productId, name: pick(sku.names, ctx.lang), spec: pick(sku.specNames, ctx.lang), image: coverOf(sku),
        price: sku.price, quantity: w.quantity, bvRate: sku.bvRate,
      };
    });
    const fee = new Money(s.shipping_free_over).gt(0) && goods.gte(s.shipping_free_over) ? new Money(0) : new Money(s.shipping_fee);
    const row = {
      memberId: me.id, goodsTotal: goods.toFixed(2), shippingFee: fee.toFixed(2), total: goods.plus(fee).toFixed(2),
      presale: sale.skus.some((x) => x.presale), remark: input.remark ?? '', payDeadline: new Date(Date.now() + Number(s.order_pay_minutes) * 60_000),
    };
    for (let i = 0; i < ORDER_NUMBER_TRIES; i++) {
      const order = await insertOrder(tx, { ...row, orderNo: newOrderNo() }, input.address_id, lines);
      // Throwing rolls the stock back with everything else.
      if (order === 'no_address') throw new AppError('address_not_found');
      // Answered from what was just written (what orderDetail would read back).
      if (order !== 'number_taken') return toOrder(order, lines, ctx.lang);
    }
    throw new Error(`no free order number in ${ORDER_NUMBER_TRIES} tries`);
  });
}
