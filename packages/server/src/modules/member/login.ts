import type { SessionData } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { verifyPassword } from '../../lib/secrets.js';
import { guardedCheck } from '../lockout/index.js';
import { openSession } from './sessions.js';
import { findByMemberId } from './codes.js';
import { credentialsOf, LOGIN_LOCK, loginSubject, personIdOf } from './credentials.js';
import { toUserInfo } from './userinfo.js';

/**
 * Logs a member in by member ID and password. Every try is counted before the password is compared, against the
 * person (main account and sub-accounts share one count); an unknown member ID is counted under its own name, so it
 * locks after the same number of tries and answers exactly like an existing one.
 */
export async function login(ctx: Ctx, input: { member_id: string; password: string }): Promise<SessionData> {
  const member = await findByMemberId(ctx.db, input.member_id);
  const personId = member ? personIdOf(member) : undefined;
  const subject = personId !== undefined ? loginSubject(personId) : `login-unknown:${input.member_id.trim().toLowerCase()}`;
  const stored = personId !== undefined ? await credentialsOf(ctx.db, personId) : undefined;
  // With no stored hash this still spends a hash's time, so timing tells nothing either.
  const outcome = await guardedCheck(ctx.db, subject, LOGIN_LOCK, () => verifyPassword(stored?.passwordHash, input.password));
  if (typeof outcome === 'object') throw new AppError('login_locked', { minutes: outcome.lockedMinutes });
  if (outcome === 'wrong' || !member) throw new AppError('login_failed');
  // Status is told only to someone who knows the password, so it leaks nothing about other accounts.
  if (member.status === 'disabled') throw new AppError('account_disabled');
  if (member.status === 'cancelled') throw new AppError('account_cancelled');
  const token = await openSession(ctx.db, member.id, ctx.ip, ctx.userAgent);
  return { token, userinfo: toUserInfo(member, Boolean(stored?.payPasswordHash)) };
}
