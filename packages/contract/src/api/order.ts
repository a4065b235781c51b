import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { PayPassword } from './fields.js';
import { text } from './text.js';
import { getCall, postCall } from '../call.js';

/**
 * Order states; the member app's tabs are: all, unpaid (pending payment), paid (pending delivery), shipped (pending
 * receipt), completed. A refund of some lines leaves the order `partially_refunded` (it may still ship and be
 * confirmed); a refund of everything left makes it `refunded`.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'partially_refunded', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * How an order is paid: balance, points, shopping coupons, coupons first with balance for the rest, USDT sent on BSC
 * (BEP20) to the member's deposit address, or coupons first with USDT for the rest.
 */
export const PAY_METHODS = ['balance', 'integral', 'shop_coins', 'coupons_balance', 'usdt', 'coupons_usdt'] as const;
/** The methods paid by a USDT transfer: the order waits for the money until its payment deadline. */
export const USDT_PAY_METHODS = ['usdt', 'coupons_usdt'] as const satisfies readonly (typeof PAY_METHODS)[number][];
export const PayMethod = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof PayMethod>;

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Create an order from the selected cart lines, or buy one specification directly. */
export const OrderCreateBody = z.object({
  address_id: Id,
  sku_id: Id.optional(),
  quantity: z.coerce.number().int().min(1).max(99).optional(),
  remark: text({ max: 200, multiline: true }).optional(),
});
export const OrderPayBody = z.object({
  order_id: Id,
  pay_method: PayMethod,
  /** With coupons_balance: false means coupons only (refused when they do not cover the total). */
  use_balance: z.boolean().default(true),
  pay_password: PayPassword,
});
export const OrderRef = z.object({ order_id: Id });
export const OrderQuery = z.object({ id: Id });
export const OrderListQuery = z.object({
  status: OrderStatus.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const OrderLine = z.object({
  /** The line's own id (what a refund by line names). */
  id: z.number().int(),
  sku_id: z.number().int(), product_id: z.number().int(), name: z.string(), spec: z.string(), image: z.string(),
  price: z.string(), quantity: z.number().int(), subtotal: z.string(),
  /** How many of the line have been refunded. */
  refunded_quantity: z.number().int(),
});
/** One refund of an order: when, how much (in total and per asset it went back to), why, and which lines. */
export const OrderRefund = z.object({
  id: z.number().int(),
  amount: z.string(),
  amounts: z.array(z.object({ asset: z.string(), amount: z.string() })),
  reason: z.string(),
  lines: z.array(z.object({ line_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  time: UnixSeconds,
});
export type OrderRefund = z.infer<typeof OrderRefund>;
export const OrderAddress = z.object({
  recipient: z.string(), area_code: z.string(), phone: z.string(), country: z.string(), country_name: z.string(), detail: z.string(),
});
export const Order = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: OrderStatus,
  lines: z.array(OrderLine),
  address: OrderAddress,
  goods_total: z.string(),
  shipping_fee: z.string(),
  total: z.string(),
  pay_method: PayMethod.nullable(),
  paid_balance: z.string(),
  paid_shop_coins: z.string(),
  paid_integral: z.string(),
  /**
   * While a USDT payment waits (pay_method usdt or coupons_usdt, unpaid): what is due in USDT, the coupons part being
   * reserved already; "0.00" otherwise.
   */
  usdt_due: z.string(),
  presale: z.boolean(),
  remark: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  created_at: UnixSeconds,
  pay_deadline: UnixSeconds,
  paid_at: UnixSeconds.nullable(),
  shipped_at: UnixSeconds.nullable(),
  completed_at: UnixSeconds.nullable(),
  cancelled_at: UnixSeconds.nullable(),
  /** The sum of the order's refunds (never more than was paid), and each refund, oldest first. */
  refunded_total: z.string(),
  refunds: z.array(OrderRefund),
});
export type Order = z.infer<typeof Order>;
export const OrderPage = z.object({ list: z.array(Order), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const PayStatusData = z.object({
  status: OrderStatus, paid: z.boolean(), pay_deadline: UnixSeconds, remaining_seconds: z.number().int(),
  pay_method: PayMethod.nullable(),
  /** While a USDT payment waits: what is due in USDT (the member's balance pays it as soon as it covers it). */
  usdt_due: z.string(),
  /** USDT seen on the chain for the member's address, not final yet (money on its way). */
  usdt_confirming: z.string(),
  /** What is still to send: the due less the available balance and what is on its way, never below 0. */
  usdt_to_send: z.string(),
});
export const OrderDemoPayBody = z.object({ order_id: Id });

// ---- Calls under /api/order ----
/** Every /api/order/* call. */
export const orderCalls = {
  index: getCall({ path: '/api/order/index', access: 'member', query: OrderListQuery, data: OrderPage }),
  detail: getCall({ path: '/api/order/detail', access: 'member', query: OrderQuery, data: Order }),
  payStatus: getCall({ path: '/api/order/pay_status', access: 'member', query: OrderQuery, data: PayStatusData }),
  create: postCall({ path: '/api/order/create', access: 'member', body: OrderCreateBody, data: Order, message: 'order_created' }),
  pay: postCall({ path: '/api/order/pay', access: 'member', body: OrderPayBody, data: Order, idempotent: true, message: 'order_paid' }),
  demoPay: postCall({
    path: '/api/order/demo_pay', access: 'member', body: OrderDemoPayBody, data: z.object({ tx_hash: z.string() }),
    summary: 'Demo chain only: sends what a USDT order payment still needs from the demo payer wallet, as a member’s wallet would',
  }),
  cancel: postCall({ path: '/api/order/cancel', access: 'member', body: OrderRef, data: Order, message: 'order_cancelled' }),
  confirm: postCall({ path: '/api/order/confirm', access: 'member', body: OrderRef, data: Order, message: 'order_confirmed' }),
};
