import { Order, OrderCreateBody, OrderListQuery, OrderPage, OrderPayBody, OrderQuery, OrderRef, PayStatusData } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { idempotencyKeyOf } from '../ledger/index.js';
import { cancelOwnOrder, confirmReceipt, createOrder, listOrders, orderDetail, payOrder, payStatus } from './orders.js';

/** Orders: create from the cart or directly, pay, cancel, confirm receipt, list, detail and payment status. */
export function orderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/order/index', { schema: { ...answers('order', OrderPage), querystring: OrderListQuery } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await listOrders(ctxOf(req).db, member.id, req.lang, req.query));
  });
  r.get('/api/order/detail', { schema: { ...answers('order', Order), querystring: OrderQuery } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await orderDetail(ctxOf(req).db, member.id, req.query.id, req.lang));
  });
  r.get('/api/order/pay_status', { schema: { ...answers('order', PayStatusData), querystring: OrderQuery } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await payStatus(ctxOf(req).db, member.id, req.query.id));
  });
  r.post('/api/order/create', { schema: { ...answers('order', Order), body: OrderCreateBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await createOrder(ctxOf(req), member, req.body), 'order_created');
  });
  r.post('/api/order/pay', { schema: { ...answers('order', Order), body: OrderPayBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await payOrder(ctxOf(req), member, req.body, idempotencyKeyOf(req.headers)), 'order_paid');
  });
  r.post('/api/order/cancel', { schema: { ...answers('order', Order), body: OrderRef } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await cancelOwnOrder(ctxOf(req), member, req.body.order_id), 'order_cancelled');
  });
  r.post('/api/order/confirm', { schema: { ...answers('order', Order), body: OrderRef } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await confirmReceipt(ctxOf(req), member, req.body.order_id), 'order_confirmed');
  });
}
