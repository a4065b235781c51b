import { accountCalls, fundConsolidationCalls, transferCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { frozenOf, idempotencyKeyOf, recordsOf, walletOf } from '../ledger/index.js';
import { consolidate } from './consolidate.js';
import { quoteTransfer, transfer } from './transfer.js';

/** Wallet amounts with their records, transfers between members, and consolidation of sub-accounts. */
export function walletRoutes(): CallRoute[] {
  return [
    handle(accountCalls.balance, async ({ ctx: { db }, me: { member }, query }) => {
      const w = await walletOf(db, member.id);
      const page = await recordsOf(db, member.id, 'balance', query);
      return { balance: w.balance, balance_held: w.balance_held, balance_available: w.balance_available, ...page, frozen: await frozenOf(db, member.id, 'balance') };
    }),
    handle(accountCalls.shopCoins, async ({ ctx: { db }, me: { member }, query }) => ({
      shop_coins: (await walletOf(db, member.id)).shop_coins, ...(await recordsOf(db, member.id, 'shop_coins', query)), frozen: await frozenOf(db, member.id, 'shop_coins'),
    })),
    handle(accountCalls.integral, async ({ ctx: { db }, me: { member }, query }) => ({
      integral: (await walletOf(db, member.id)).integral, ...(await recordsOf(db, member.id, 'integral', query)), frozen: await frozenOf(db, member.id, 'integral'),
    })),
    handle(transferCalls.quote, ({ ctx, me, query }) => quoteTransfer(ctx, me.member, query.amount)),
    handle(transferCalls.transfer, ({ req, ctx, me, body }) => transfer(ctx, me.member, body, idempotencyKeyOf(req.headers), me), { confirmsSession: true }),
    handle(fundConsolidationCalls.consolidate, ({ req, ctx, me, body }) =>
      consolidate(ctx, me.member, body.pay_password, idempotencyKeyOf(req.headers), me), { confirmsSession: true }),
  ];
}
