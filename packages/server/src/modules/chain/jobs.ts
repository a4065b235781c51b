import type { JobRunner } from '../jobs/index.js';
import { expireRecharges } from './recharge.js';
import type { ChainRuntime } from './runtime.js';
import { scanOnce } from './scanner.js';

/**
 * Registers the chain's scheduled work: the deposit scanner every poll interval and the top-up expiry every 15 s. A
 * schedule never adds a job while the previous one waits or runs, so one scanner pass runs at a time across instances.
 */
export function registerChainJobs(runner: JobRunner, chain: ChainRuntime): void {
  runner.schedule('chain.scan', {
    everyMs: Math.round(chain.pollSeconds * 1000),
    handler: async (ctx) => {
      const report = await scanOnce(ctx.db, chain);
      if (report.error) ctx.log.warn({ chainId: chain.chainId, error: report.error }, 'chain scanner paused: the node did not answer; the next pass continues from the saved block');
    },
  });
  runner.schedule('chain.expire_recharges', { everyMs: 15_000, handler: async (ctx) => { await expireRecharges(ctx.db); } });
}
