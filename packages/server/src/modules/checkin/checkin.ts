import { and, desc, eq, gte } from 'drizzle-orm';
import { Money } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { utcDay } from '../../lib/time.js';
import { post } from '../ledger/index.js';
import { readSetting } from '../site/index.js';
import { checkins } from './tables.js';

/** Checks a member in for today (UTC) once and credits the registration points it grants through the ledger. */
export async function checkIn(ctx: Ctx, memberId: number, now = new Date()): Promise<{ points: string; day: string; streak: number }> {
  const day = utcDay(now);
  const points = await readSetting(ctx.db, 'checkin_points');
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(checkins).values({ memberId, day, points });
      if (new Money(points).gt(0)) {
        await post(tx, {
          kind: 'checkin',
          idempotencyKey: `checkin:${memberId}:${day}`,
          refType: 'checkin',
          refId: day,
          lines: [
            { owner: { member: memberId }, asset: 'integral', amount: points },
            { owner: { system: 'rewards' }, asset: 'integral', amount: new Money(points).negated() },
          ],
        });
      }
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw new AppError('checkin_done');
    throw err;
  }
  return { points, day, streak: await streakOf(ctx, memberId, now) };
}

/** Whether the member has checked in today (UTC), the streak ending today and the points a check-in grants now. */
export async function checkInStatus(ctx: Ctx, memberId: number, now = new Date()): Promise<{ checked_in: boolean; day: string; streak: number; points: string }> {
  const day = utcDay(now);
  const [row] = await ctx.db.select({ day: checkins.day }).from(checkins)
    .where(and(eq(checkins.memberId, memberId), eq(checkins.day, day))).limit(1);
  const streak = row ? await streakOf(ctx, memberId, now) : 0;
  return { checked_in: Boolean(row), day, streak, points: await readSetting(ctx.db, 'checkin_points') };
}

/** Consecutive days checked in, ending today. */
export async function streakOf(ctx: Ctx, memberId: number, now = new Date()): Promise<number> {
  const since = utcDay(new Date(now.getTime() - 400 * 86_400_000));
  const rows = await ctx.db.select({ day: checkins.day }).from(checkins)
    .where(and(eq(checkins.memberId, memberId), gte(checkins.day, since))).orderBy(desc(checkins.day));
  let streak = 0;
  let expected = utcDay(now);
  for (const r of rows) {
    if (r.day !== expected) break;
    streak++;
    expected = utcDay(new Date(Date.parse(`${expected}T00:00:00Z`) - 86_400_000));
  }
  return streak;
}
