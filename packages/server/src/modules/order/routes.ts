import { orderCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { idempotencyKeyOf } from '../ledger/index.js';
import { createOrder } from './create.js';
import { cancelOwnOrder, confirmReceipt, listOrders, orderDetail, payStatus } from './orders.js';
import { payOrder } from './pay.js';

/** Orders: create from the cart or directly, pay, cancel, confirm receipt, list, detail and payment status. */
export function orderRoutes(): CallRoute[] {
  return [
    handle(orderCalls.index, ({ ctx, me, query }) => listOrders(ctx.db, me.member.id, ctx.lang, query)),
    handle(orderCalls.detail, ({ ctx, me, query }) => orderDetail(ctx.db, me.member.id, query.id, ctx.lang)),
    handle(orderCalls.payStatus, ({ ctx, me, query }) => payStatus(ctx.db, me.member.id, query.id)),
    handle(orderCalls.create, ({ ctx, me, body }) => createOrder(ctx, me.member, body, me), { confirmsSession: true }),
    handle(orderCalls.pay, ({ req, ctx, me, body }) => payOrder(ctx, me.member, body, idempotencyKeyOf(req.headers), me), { confirmsSession: true }),
    handle(orderCalls.cancel, ({ ctx, me, body }) => cancelOwnOrder(ctx, me.member, body.order_id)),
    handle(orderCalls.confirm, ({ ctx, me, body }) => confirmReceipt(ctx, me.member, body.order_id)),
  ];
}
