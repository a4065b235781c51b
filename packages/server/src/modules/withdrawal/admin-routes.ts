import { adminWithdrawalsCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { hotWalletBalances } from '../chain/index.js';
import { openWithdrawalsTotal } from './read.js';
import { adminListWithdrawals, approveWithdrawals, rejectWithdrawals } from './review.js';

/** The back office's withdrawal calls: the review queue, approve (with the second factor) and reject. */
export function adminWithdrawalRoutes(): CallRoute[] {
  return [
    handle(adminWithdrawalsCalls.list, ({ ctx, query }) => adminListWithdrawals(ctx, query)),
    handle(adminWithdrawalsCalls.hotWallet, async ({ req, ctx }) => ({
      ...(await hotWalletBalances(ctx.db, req.server.deps.chain)), pending_total: await openWithdrawalsTotal(ctx.db),
    })),
    handle(adminWithdrawalsCalls.approve, ({ ctx, body }) => approveWithdrawals(ctx, body)),
    handle(adminWithdrawalsCalls.reject, ({ ctx, body }) => rejectWithdrawals(ctx, body)),
  ];
}
