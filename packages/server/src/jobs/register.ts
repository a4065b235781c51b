import type { Db } from '../db/client.js';
import { registerChainJobs, type ChainRuntime } from '../modules/chain/index.js';
import { registerBonusJobs } from '../modules/bonus/index.js';
import { JobRunner, registerJobHousekeeping, type JobLog, type RunnerOptions } from '../modules/jobs/index.js';
import { registerLedgerJobs } from '../modules/ledger/index.js';
import { registerMailJobs, type Mailer } from '../modules/mail/index.js';
import { registerNetworkJobs } from '../modules/network/index.js';
import { registerOrderJobs } from '../modules/order/index.js';

/**
 * The server's job runner with every job, schedule and event subscriber of every module registered. New scheduled
 * work is registered here (runner.schedule), next to the module that owns it.
 */
export function createServerJobs(deps: { db: Db; mailer: Mailer; log: JobLog; chain?: ChainRuntime }, opts: RunnerOptions = {}): JobRunner {
  const runner = new JobRunner(deps.db, deps.log, opts);
  registerJobHousekeeping(runner);
  registerMailJobs(runner, deps.mailer);
  registerOrderJobs(runner);
  registerLedgerJobs(runner);
  if (deps.chain) registerChainJobs(runner, deps.chain);
  registerBonusJobs(runner);
  registerNetworkJobs(runner);
  return runner;
}
