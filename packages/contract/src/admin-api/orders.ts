import { getCall, postCall } from '../call.js';
import { AdminOrderCancelBody, AdminOrderDetail, AdminOrderPage, AdminOrderQuery, AdminShipBody, OrderQuery } from '../api/order.js';

/** Every /admin-api/orders/* call. */
export const adminOrdersCalls = {
  list: getCall({ path: '/admin-api/orders', access: { operator: 'orders.read' }, query: AdminOrderQuery, data: AdminOrderPage }),
  detail: getCall({ path: '/admin-api/orders/detail', access: { operator: 'orders.read' }, query: OrderQuery, data: AdminOrderDetail }),
  ship: postCall({ path: '/admin-api/orders/ship', access: { operator: 'orders.write' }, body: AdminShipBody, data: AdminOrderDetail, message: 'order_shipped' }),
  cancel: postCall({ path: '/admin-api/orders/cancel', access: { operator: 'orders.write' }, body: AdminOrderCancelBody, data: AdminOrderDetail, message: 'order_cancelled' }),
  export: getCall({ path: '/admin-api/orders/export', access: { operator: 'orders.read' }, query: AdminOrderQuery, download: true, summary: 'The orders matching the filters as a CSV file' }),
};
