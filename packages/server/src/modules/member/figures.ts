import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { totalsByDay, type DayTotal } from '../../lib/day-totals.js';
import { members } from './tables.js';

/** New members (people: main accounts, not sub-accounts) per UTC day over `days`, read through the join-time index. */
export function newMembersByDay(db: Db, days: readonly string[]): Promise<DayTotal[]> {
  return totalsByDay(db, { table: members, at: members.joinTime, where: isNull(members.mainMemberId) }, days);
}
