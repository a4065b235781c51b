import { Money, RECHARGE_MIN, RECHARGE_NETWORK, RECHARGE_TOKEN, rechargeCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { AppError } from '../../http/errors.js';
import { depositAddressFor } from './addresses.js';
import { topUpMinutes } from './chain-settings.js';
import { payFromDemoWallet } from './demo-pay.js';
import { openRecharge } from './recharge.js';
import { rechargeOf, rechargesOf } from './recharge-views.js';
import type { ChainRuntime } from './runtime.js';

/** Member top-ups in USDT: the deposit address, requests with a countdown, the records, and the demo wallet. */
export function rechargeRoutes(app: FastifyInstance): CallRoute[] {
  const chainOf = (): ChainRuntime => {
    const chain = app.deps.chain;
    if (!chain) throw new AppError('chain_unavailable');
    return chain;
  };
  return [
    handle(rechargeCalls.info, async ({ ctx, me }) => {
      const chain = chainOf();
      return {
        demo: chain.demo, network: RECHARGE_NETWORK, token: RECHARGE_TOKEN, address: await depositAddressFor(ctx.db, chain, me.member.id),
        min: RECHARGE_MIN, window_minutes: await topUpMinutes(ctx.db),
      };
    }),
    handle(rechargeCalls.create, async ({ ctx, me, body }) => {
      const chain = chainOf();
      if (new Money(body.amount).lt(RECHARGE_MIN)) throw new AppError('recharge_below_min', { min: RECHARGE_MIN });
      const address = await depositAddressFor(ctx.db, chain, me.member.id);
      const row = await openRecharge(ctx.db, { memberId: me.member.id, amount: body.amount, chainId: chain.chainId, address, windowMinutes: await topUpMinutes(ctx.db) });
      return (await rechargeOf(ctx.db, chain, me.member.id, row.id))!;
    }),
    handle(rechargeCalls.list, ({ ctx, me, query }) => rechargesOf(ctx.db, chainOf(), me.member.id, query)),
    handle(rechargeCalls.demoPay, async ({ ctx, me, body }) => {
      const chain = chainOf();
      if (!chain.demo) throw new AppError('recharge_demo_only');
      const recharge = await rechargeOf(ctx.db, chain, me.member.id, body.id);
      if (!recharge) throw new AppError('recharge_not_found');
      const left = new Money(recharge.to_send).minus(recharge.confirming);
      if (recharge.status !== 'pending' || left.lte(0)) throw new AppError('recharge_nothing_to_send');
      return { tx_hash: await payFromDemoWallet(chain, recharge.address, left.toFixed(2)) };
    }),
  ];
}
