import { AdminOrderCancelBody, AdminOrderDetail, AdminOrderPage, AdminOrderQuery, AdminShipBody, OrderQuery } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { authOperator } from '../admin/index.js';
import { adminCancelOrder, adminListOrders, adminOrderDetail, exportOrdersCsv, shipOrder } from './admin.js';

/** The back office's order calls: list and filter, detail, ship, cancel an unpaid order, CSV export. */
export function adminOrderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin-api/orders', { schema: { ...answers('admin', AdminOrderPage), querystring: AdminOrderQuery } }, async (req) =>
    ok(req, await adminListOrders(await authOperator(req, 'orders.read'), req.query)));
  r.get('/admin-api/orders/detail', { schema: { ...answers('admin', AdminOrderDetail), querystring: OrderQuery } }, async (req) =>
    ok(req, await adminOrderDetail(await authOperator(req, 'orders.read'), req.query.id)));
  r.post('/admin-api/orders/ship', { schema: { ...answers('admin', AdminOrderDetail), body: AdminShipBody } }, async (req) =>
    ok(req, await shipOrder(await authOperator(req, 'orders.write'), req.body), 'order_shipped'));
  r.post('/admin-api/orders/cancel', { schema: { ...answers('admin', AdminOrderDetail), body: AdminOrderCancelBody } }, async (req) =>
    ok(req, await adminCancelOrder(await authOperator(req, 'orders.write'), req.body), 'order_cancelled'));
  r.get('/admin-api/orders/export', { schema: { tags: ['admin'], querystring: AdminOrderQuery } }, async (req, reply) => {
    const csv = await exportOrdersCsv(await authOperator(req, 'orders.read'), req.query);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
    return `\uFEFF${csv}`;
  });
}
