import { eq, sql } from 'drizzle-orm';
import type { SessionData } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { verifyPassword } from '../../lib/secrets.js';
import { minutesUntil } from '../../lib/time.js';
import { openSession } from '../session/sessions.js';
import { findByMemberId } from './codes.js';
import { members } from './tables.js';
import { toUserInfo } from './userinfo.js';

/** Wrong passwords allowed before login is locked, and for how long. */
export const LOGIN_LOCK = { maxFailures: 5, minutes: 15 } as const;

/** Logs a member in by member ID and password; wrong passwords count towards a temporary lock. */
export async function login(ctx: Ctx, input: { member_id: string; password: string }): Promise<SessionData> {
  const member = await findByMemberId(ctx.db, input.member_id);
  if (member?.lockedUntil && member.lockedUntil.getTime() > Date.now()) {
    throw new AppError('login_locked', { minutes: minutesUntil(member.lockedUntil) });
  }
  const good = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !good) {
    if (member) await recordFailure(ctx, member.id);
    throw new AppError('login_failed');
  }
  // Status is told only to someone who knows the password, so it leaks nothing about other accounts.
  if (member.status === 'disabled') throw new AppError('account_disabled');
  if (member.status === 'cancelled') throw new AppError('account_cancelled');
  return ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
    const token = await openSession(tx, member.id, ctx.ip, ctx.userAgent);
    return { token, userinfo: toUserInfo(member) };
  });
}

async function recordFailure(ctx: Ctx, id: number): Promise<void> {
  // One statement, so parallel wrong guesses cannot undercount.
  const [row] = await ctx.db.update(members)
    .set({ failedLogins: sql`${members.failedLogins} + 1` })
    .where(eq(members.id, id))
    .returning({ failed: members.failedLogins });
  if (row && row.failed >= LOGIN_LOCK.maxFailures) {
    const until = new Date(Date.now() + LOGIN_LOCK.minutes * 60_000);
    await ctx.db.update(members).set({ lockedUntil: until, failedLogins: 0 }).where(eq(members.id, id));
    throw new AppError('login_locked', { minutes: LOGIN_LOCK.minutes });
  }
}
