import type { JobRunner } from '../jobs/index.js';
import { countTeams } from './team-counts.js';

/** Registers the hourly team count (the member's team overview reads it). */
export function registerNetworkJobs(runner: JobRunner): void {
  runner.schedule('network.count_teams', { everyMs: 3_600_000, handler: async (ctx) => { await countTeams(ctx.db); } });
}
