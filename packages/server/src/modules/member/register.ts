import { and, eq, ne, sql } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { RegisterBody, type SessionData } from '@onego/contract';
import type { z } from 'zod';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { hashPassword } from '../../lib/secrets.js';
import { emit } from '../jobs/index.js';
import { placeMember } from '../network/index.js';
import { openSession } from './sessions.js';
import { isKnownAreaCode, isKnownCountry } from '../site/index.js';
import { findByInviteCode, findByNodeCode, newIdentifiers } from './codes.js';
import { createCredentials } from './credentials.js';
import { members } from './tables.js';
import { toUserInfo, type MemberRow } from './userinfo.js';

type RegisterInput = z.output<typeof RegisterBody>;

/** Minimum age to register. */
export const MIN_AGE = 18;

/** Checks a date of birth: a real calendar date, not in the future, at least MIN_AGE years ago. */
export function checkBirthday(value: string, today = new Date()): void {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) {
    throw new AppError('birthday_invalid');
  }
  if (date.getTime() > today.getTime()) throw new AppError('birthday_invalid');
  const adult = new Date(Date.UTC(y + MIN_AGE, m - 1, d));
  if (adult.getTime() > today.getTime()) throw new AppError('age_under_18');
}

/** Checks a phone number against its area code. */
export function checkMobile(areaCode: string, mobile: string): void {
  if (!isKnownAreaCode(areaCode)) throw new AppError('area_code_unknown');
  if (!isValidPhoneNumber(`+${areaCode}${mobile}`)) throw new AppError('mobile_invalid');
}

/**
 * Refuses an email or mobile already used by a live account of another person (the unique indexes back this up under
 * races). The accounts of `exceptPersonId` (a main account and its sub-accounts) share theirs and never conflict.
 */
export async function checkContactFree(db: Ctx['db'], contact: { email?: string; areaCode?: string; mobile?: string }, exceptPersonId?: number): Promise<void> {
  const others = exceptPersonId === undefined ? undefined : sql`coalesce(${members.mainMemberId}, ${members.id}) <> ${exceptPersonId}`;
  if (contact.email) {
    const [hit] = await db.select({ id: members.id }).from(members)
      .where(and(eq(members.email, contact.email), ne(members.status, 'cancelled'), others)).limit(1);
    if (hit) throw new AppError('email_taken');
  }
  if (contact.areaCode && contact.mobile) {
    const [hit] = await db.select({ id: members.id }).from(members)
      .where(and(eq(members.areaCode, contact.areaCode), eq(members.mobile, contact.mobile), ne(members.status, 'cancelled'), others)).limit(1);
    if (hit) throw new AppError('mobile_taken');
  }
}

/** Maps a unique-index violation on members to the message the member should see. */
export function contactConflict(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  if (constraint.includes('email')) return new AppError('email_taken');
  if (constraint.includes('mobile')) return new AppError('mobile_taken');
  return undefined;
}

function usableCodeOwner(owner: MemberRow | undefined, unknownKey: 'invite_code_unknown' | 'node_code_unknown'): MemberRow {
  if (!owner) throw new AppError(unknownKey);
  if (owner.status !== 'active') throw new AppError('code_owner_inactive');
  return owner;
}

/** Registers a member: checks every field, places them in the tree and logs them in, all in one transaction. */
export async function register(ctx: Ctx, input: RegisterInput): Promise<SessionData> {
  if (!input.agree) throw new AppError('agree_required');
  checkBirthday(input.birthday);
  if (!isKnownCountry(input.nationality)) throw new AppError('nationality_unknown');
  checkMobile(input.area_code, input.mobile);
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const sponsor = usableCodeOwner(await findByInviteCode(tx, input.invite_code), 'invite_code_unknown');
        const node = await findByNodeCode(tx, input.node_code);
        const owner = usableCodeOwner(node?.owner, 'node_code_unknown');
        await checkContactFree(tx, { email: input.email, areaCode: input.area_code, mobile: input.mobile });
        const ids = newIdentifiers();
        const [created] = await tx.insert(members).values({
          ...ids,
          name: input.name,
          nickname: input.name.slice(0, 30),
          email: input.email,
          areaCode: input.area_code,
          mobile: input.mobile,
          nationality: input.nationality,
          birthday: input.birthday,
        }).returning();
        await createCredentials(tx, created!.id, passwordHash);
        await placeMember(tx, { memberId: created!.id, sponsorId: sponsor.id, ownerId: owner.id, side: node!.side });
        await emit(tx, { type: 'member.registered', payload: { memberId: created!.id, sponsorId: sponsor.id } });
        const token = await openSession(tx, created!.id, ctx.ip, ctx.userAgent);
        return { token, userinfo: toUserInfo(created!, false) };
      });
    } catch (err) {
      const conflict = contactConflict(err);
      if (conflict) throw conflict;
      // A generated member ID or code collided with an existing one: draw new ones.
      if (uniqueViolation(err) !== undefined && attempt < 5) continue;
      throw err;
    }
  }
}
