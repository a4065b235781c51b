import { adminChainCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { AppError } from '../../http/errors.js';
import { chainStatus, listDeposits, listRecharges, rescanBlocks } from './admin.js';
import { chainFunds, listSweeps } from './admin-funds.js';

/** The finance pages: chain status, deposits, top-ups, the hot wallet's funds, sweeps, and the audited re-scan. */
export function adminChainRoutes(app: FastifyInstance): CallRoute[] {
  const chainOf = () => {
    if (!app.deps.chain) throw new AppError('chain_unavailable');
    return app.deps.chain;
  };
  return [
    handle(adminChainCalls.status, ({ ctx }) => chainStatus(ctx.db, chainOf())),
    handle(adminChainCalls.deposits, ({ ctx, query }) => listDeposits(ctx.db, query)),
    handle(adminChainCalls.recharges, ({ ctx, query }) => listRecharges(ctx.db, query)),
    handle(adminChainCalls.funds, ({ ctx }) => chainFunds(ctx.db, app.deps.chain)),
    handle(adminChainCalls.sweeps, ({ ctx, query }) => listSweeps(ctx.db, query)),
    handle(adminChainCalls.rescan, ({ ctx, body }) => rescanBlocks(ctx, chainOf(), body.from_block, body.to_block)),
  ];
}
