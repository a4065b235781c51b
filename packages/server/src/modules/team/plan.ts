import type { Db } from '../../db/client.js';
import { utcDay } from '../../lib/time.js';
import { planInForce, type Plan } from '../bonus/index.js';

/** The bonus plan the member's screens describe: the version the settlement runs today. */
export async function planForScreens(db: Db, now = new Date()): Promise<Plan> {
  return (await planInForce(db, utcDay(now))).plan;
}
