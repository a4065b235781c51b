import { withdrawCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { idempotencyKeyOf } from '../ledger/index.js';
import { requestWithdrawal } from './create.js';
import { memberWithdrawal, memberWithdrawals, withdrawalAmount } from './read.js';
import { withdrawalTokenContracts } from './token.js';

/** Withdrawals for members: what may be withdrawn, the request, the records and one record's detail. */
export function withdrawRoutes(): CallRoute[] {
  return [
    handle(withdrawCalls.getWithdrawalAmount, ({ ctx, me }) => withdrawalAmount(ctx.db, me.member.id)),
    // The session is looked up for real (not a recent hint): the request is not on the hot path that needs it.
    handle(withdrawCalls.create, ({ req, ctx, me, body }) =>
      requestWithdrawal(ctx, me.member, body, idempotencyKeyOf(req.headers), { payPasswordHash: me.payPasswordHash }, withdrawalTokenContracts(req.server.deps.chain))),
    handle(withdrawCalls.list, ({ ctx, me, query }) => memberWithdrawals(ctx.db, me.member.id, query)),
    handle(withdrawCalls.detail, ({ ctx, me, query }) => memberWithdrawal(ctx.db, me.member.id, query.id)),
  ];
}
