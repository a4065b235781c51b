import { Money, orderCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { answer, handle, type CallRoute } from '../../http/calls.js';
import { ok } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { depositAddressFor, depositsOnTheWay, payFromDemoWallet, type ChainRuntime } from '../chain/index.js';
import { idempotencyKeyOf } from '../ledger/index.js';
import { createOrder } from './create.js';
import { cancelOwnOrder, confirmReceipt, listOrders, orderDetail, payStatus } from './orders.js';
import { payOrder } from './pay.js';

/** Orders: create from the cart or directly, pay, cancel, confirm receipt, list, detail and payment status. */
export function orderRoutes(app: FastifyInstance): CallRoute[] {
  const chainOf = (): ChainRuntime => {
    const chain = app.deps.chain;
    if (!chain) throw new AppError('chain_unavailable');
    return chain;
  };
  return [
    handle(orderCalls.index, ({ ctx, me, query }) => listOrders(ctx.db, me.member.id, ctx.lang, query)),
    handle(orderCalls.detail, ({ ctx, me, query }) => orderDetail(ctx.db, me.member.id, query.id, ctx.lang)),
    handle(orderCalls.payStatus, ({ ctx, me, query }) => payStatus(ctx.db, me.member.id, query.id, (memberId) => depositsOnTheWay(ctx.db, memberId))),
    handle(orderCalls.create, ({ ctx, me, body }) => createOrder(ctx, me.member, body, me), { confirmsSession: true }),
    handle(orderCalls.pay, async ({ req, ctx, me, body }) => {
      const paid = await payOrder(ctx, me.member, body, idempotencyKeyOf(req.headers), me);
      return paid.waitingForUsdt ? answer(ok(req, paid.order, 'order_usdt_waiting')) : paid.order;
    }, { confirmsSession: true }),
    handle(orderCalls.demoPay, async ({ ctx, me, body }) => {
      const chain = chainOf();
      if (!chain.demo) throw new AppError('recharge_demo_only');
      const status = await payStatus(ctx.db, me.member.id, body.order_id, (memberId) => depositsOnTheWay(ctx.db, memberId));
      if (status.status !== 'unpaid' || new Money(status.usdt_to_send).lte(0)) throw new AppError('order_usdt_nothing_to_send');
      return { tx_hash: await payFromDemoWallet(chain, await depositAddressFor(ctx.db, chain, me.member.id), status.usdt_to_send) };
    }),
    handle(orderCalls.cancel, ({ ctx, me, body }) => cancelOwnOrder(ctx, me.member, body.order_id)),
    handle(orderCalls.confirm, ({ ctx, me, body }) => confirmReceipt(ctx, me.member, body.order_id)),
  ];
}
