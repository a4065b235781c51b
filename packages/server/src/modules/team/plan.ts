import { DEFAULT_PLAN, type Plan } from '../bonus/index.js';

/** The bonus plan the member's screens describe: the one the settlement runs (today the default plan). */
export function planInForce(): Plan {
  return DEFAULT_PLAN;
}
