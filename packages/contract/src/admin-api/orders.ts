import { getCall, postCall } from '../call.js';
import { OrderQuery } from '../api/order.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { Reason } from '../api/fields.js';
import { text } from '../api/text.js';
import { Order, OrderStatus } from '../api/order.js';

// As the member's order calls take it.
const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Back office: orders filtered by state, order number prefix or member ID, and creation dates (YYYY-MM-DD, UTC). */
export const AdminOrderQuery = z.object({
  status: OrderStatus.optional(),
  q: text({ max: 40 }).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminOrder = Order.extend({ member_id: z.string() });
/** One step of an order's history: the transition, who made it (`member:<id>`, `operator:<name>`, `system`) and when. */
export const OrderEvent = z.object({
  action: z.string(), from_status: OrderStatus, to_status: OrderStatus, actor: z.string(), note: z.string(), time: UnixSeconds,
});
/** The back office's detail of one order: the order, its buyer and its history (oldest first). */
export const AdminOrderDetail = AdminOrder.extend({ events: z.array(OrderEvent) });
export const AdminOrderPage = z.object({ list: z.array(AdminOrder), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const AdminShipBody = z.object({
  order_id: Id,
  carrier: text({ min: 1, max: 60 }),
  tracking_no: z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9 _-]+$/),
});
export const AdminOrderCancelBody = z.object({ order_id: Id, reason: Reason });
/**
 * Refund a paid order with a reason: `lines` names a quantity per order line; without it, everything not yet refunded
 * (the last refund also gives back the shipping fee).
 */
export const AdminOrderRefundBody = z.object({
  order_id: Id,
  reason: Reason,
  lines: z.array(z.object({ line_id: Id, quantity: z.coerce.number().int().min(1).max(100000) })).min(1).max(100).optional(),
});

/** Every /admin-api/orders/* call. */
export const adminOrdersCalls = {
  list: getCall({ path: '/admin-api/orders', access: { operator: 'orders.read' }, query: AdminOrderQuery, data: AdminOrderPage }),
  detail: getCall({ path: '/admin-api/orders/detail', access: { operator: 'orders.read' }, query: OrderQuery, data: AdminOrderDetail }),
  ship: postCall({ path: '/admin-api/orders/ship', access: { operator: 'orders.write' }, body: AdminShipBody, data: AdminOrderDetail, message: 'order_shipped' }),
  cancel: postCall({ path: '/admin-api/orders/cancel', access: { operator: 'orders.write' }, body: AdminOrderCancelBody, data: AdminOrderDetail, message: 'order_cancelled' }),
  refund: postCall({ path: '/admin-api/orders/refund', access: { operator: 'orders.refund' }, body: AdminOrderRefundBody, data: AdminOrderDetail, message: 'order_refunded' }),
  export: getCall({ path: '/admin-api/orders/export', access: { operator: 'orders.read' }, query: AdminOrderQuery, download: true, summary: 'The orders matching the filters as a CSV file' }),
};
