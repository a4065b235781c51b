import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@onego/contract';
import { amount, ts } from '../../db/columns.js';
import { journalEntryColumn } from '../ledger/index.js';
import { members } from '../member/tables.js';

/** Orders: what was bought (lines), where it goes (address snapshot), what it cost, how it was paid, and its state times. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    status: text('status', { enum: ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'partially_refunded', 'refunded'] }).notNull().default('unpaid'),
    address: jsonb('address').$type<{ recipient: string; area_code: string; phone: string; country: string; detail: string }>().notNull(),
    goodsTotal: amount('goods_total').notNull(),
    shippingFee: amount('shipping_fee').notNull(),
    total: amount('total').notNull(),
    payMethod: text('pay_method', { enum: ['balance', 'integral', 'shop_coins', 'coupons_balance', 'usdt', 'coupons_usdt'] }),
    paidBalance: amount('paid_balance').notNull().default('0'),
    paidShopCoins: amount('paid_shop_coins').notNull().default('0'),
    paidIntegral: amount('paid_integral').notNull().default('0'),
    paymentEntryId: journalEntryColumn('payment_entry_id'),
    /** While a USDT payment waits: what is due in USDT (the coupons part is reserved already); null otherwise. */
    usdtDue: amount('usdt_due'),
    /** The ledger pending transfer holding the coupons part of a coupons + USDT payment (posted when paid, voided on cancel). */
    couponPendingId: bigint('coupon_pending_id', { mode: 'number' }),
    presale: boolean('presale').notNull().default(false),
    remark: text('remark').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    payDeadline: ts('pay_deadline').notNull(),
    paidAt: ts('paid_at'),
    shippedAt: ts('shipped_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_member_idx').on(t.memberId, t.status, t.id),
    index('orders_status_deadline_idx').on(t.status, t.payDeadline),
    // The deposit job's question: this member's unpaid orders waiting for USDT, oldest first.
    index('orders_usdt_waiting_idx').on(t.memberId, t.id).where(sql`${t.status} = 'unpaid' and ${t.usdtDue} is not null`),
    // The dashboard's sales per day: a range of payment times, not every order.
    index('orders_paid_at_idx').on(t.paidAt).where(sql`paid_at is not null`),
  ],
);

/** The goods of an order, copied at ordering time so later catalogue changes never rewrite history. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The product's name and the specification's in the buyer's language at purchase (what exports and searches show). */
    name: text('name').notNull(),
    spec: text('spec').notNull(),
    /** Both in every language the catalogue had at purchase, so the order reads in each reader's language. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    specNames: jsonb('spec_names').$type<LocalizedText>().notNull().default({}),
    image: text('image').notNull().default(''),
    price: amount('price').notNull(),
    quantity: integer('quantity').notNull(),
    bvRate: numeric('bv_rate', { precision: 12, scale: 4 }).notNull(),
    /** How many of the line were refunded; the database refuses more than were bought. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_refund_within', sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`),
  ],
);

/**
 * One refund of a paid order, by an operator with a reason: the lines and quantities it gave back, what went back per
 * asset (the amounts of its ledger entry, reversing the payment's), and its number within the order (1, 2, …), unique
 * so that a refund is written once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
    seq: integer('seq').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    /** `{ line_id, quantity }` per refunded line. */
    lines: jsonb('lines').$type<Array<{ line_id: number; quantity: number }>>().notNull(),
    /** What went back to the buyer, per asset (decimal strings); the sum is `amount`. */
    amounts: jsonb('amounts').$type<Record<string, string>>().notNull(),
    amount: amount('amount').notNull(),
    entryId: journalEntryColumn('entry_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_refunds_seq_uq').on(t.orderId, t.seq)],
);

/** Every transition of every order, with who made it: the record other modules (bonuses) read. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId), index('order_events_action_idx').on(t.action, t.id)],
);
