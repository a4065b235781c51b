import type { JobRunner } from '../jobs/index.js';
import { expirePendingTransfers } from './pending.js';

const BATCH = 500;

/** Registers the ledger's scheduled work: releasing pending transfers whose expiry has passed, every 30 s. */
export function registerLedgerJobs(runner: JobRunner, everyMs = 30_000): void {
  runner.schedule('ledger.expire_pending', {
    everyMs,
    handler: async (ctx) => {
      // A full batch means more may be due: sweep again until a short one (each batch is its own transaction).
      while ((await expirePendingTransfers(ctx.db, new Date(), BATCH)) === BATCH);
    },
  });
}
