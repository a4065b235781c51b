import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { UserInfo } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../../lib/secrets.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { consumeEmailCode } from '../mail/index.js';
import { revokeMemberSessions, revokePersonSessions } from './sessions.js';
import {
  checkLoginPassword, credentialsOf, hasPayPassword, personIdOf, setLoginPassword, setPayPassword, verifyPayPassword, type Proof,
} from './credentials.js';
import { assertOwnUpload } from '../upload/index.js';
import { checkContactFree, checkMobile, contactConflict } from './register.js';
import { MEMBER_LIFECYCLE } from './lifecycle.js';
import { members } from './tables.js';
import { toUserInfo, type MemberRow } from './userinfo.js';

/** The account as the app shows it, read again after a change; `payPasswordSet` when the caller already knows it. */
async function userInfoOf(ctx: Ctx, id: number, payPasswordSet?: boolean): Promise<UserInfo> {
  const [row] = await ctx.db.select().from(members).where(eq(members.id, id)).limit(1);
  return toUserInfo(row!, payPasswordSet ?? await hasPayPassword(ctx.db, personIdOf(row!)));
}

/** The accounts of a person: the main account and its sub-accounts. */
const ofPerson = (personId: number) => or(eq(members.id, personId), eq(members.mainMemberId, personId));

/**
 * Edits personal info; a new email must be proven with a code sent to it. Nickname and avatar tell one account from
 * another; email and mobile are the person's, so they change on every account of the person at once and never
 * conflict with the person's own other accounts.
 */
export async function updateProfile(
  ctx: Ctx,
  me: MemberRow,
  input: { nickname: string; avatar?: string; email?: string; email_code?: string; area_code?: string; mobile?: string },
): Promise<UserInfo> {
  const personId = personIdOf(me);
  await assertOwnUpload(ctx.db, me.id, input.avatar, me.avatar);
  const email = input.email ?? me.email;
  const areaCode = input.area_code ?? me.areaCode;
  const mobile = input.mobile ?? me.mobile;
  if (areaCode !== me.areaCode || mobile !== me.mobile) checkMobile(areaCode, mobile);
  await checkContactFree(ctx.db, { email: email !== me.email ? email : undefined, areaCode, mobile }, personId);
  if (email !== me.email) {
    if (!input.email_code) throw new AppError('field_required', { field: 'field.code' });
    await consumeEmailCode(ctx.db, { email, event: 'changeemail', code: input.email_code });
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const now = new Date();
      await tx.update(members).set({ nickname: input.nickname, avatar: input.avatar ?? me.avatar, updatedAt: now }).where(eq(members.id, me.id));
      if (email !== me.email || areaCode !== me.areaCode || mobile !== me.mobile) {
        await tx.update(members).set({ email, areaCode, mobile, updatedAt: now }).where(ofPerson(personId));
      }
    });
  } catch (err) {
    throw contactConflict(err) ?? err;
  }
  return userInfoOf(ctx, me.id);
}

/** Changes the person's login password; every other session of every one of their accounts ends. */
export async function changePassword(ctx: Ctx, me: MemberRow, sessionId: number, input: { old_password: string; new_password: string; re_password: string }): Promise<void> {
  if (input.new_password !== input.re_password) throw new AppError('password_mismatch');
  const proof = await checkLoginPassword(ctx, me, input.old_password, 'old_password_wrong');
  const passwordHash = await hashPassword(input.new_password);
  // A change racing this one on the same old password and landing first makes that password wrong now.
  const changed = await ctx.db.transaction((tx) => setLoginPassword(tx, personIdOf(me), passwordHash, sessionId, proof));
  if (!changed) throw new AppError('old_password_wrong');
}

/** Sets the person's payment password; replacing an existing one needs the login password. */
export async function setOwnPayPassword(ctx: Ctx, me: MemberRow, input: { pay_password: string; password?: string }): Promise<UserInfo> {
  const personId = personIdOf(me);
  let proof: Proof = { payPasswordHash: null };
  if ((await credentialsOf(ctx.db, personId))?.payPasswordHash) {
    if (!input.password) throw new AppError('pay_password_needs_login_password');
    proof = await checkLoginPassword(ctx, me, input.password);
  }
  // Set without the login password only while there is still none: a second tab setting one at the same moment
  // finds the first's and is told the login password is needed.
  if (!(await setPayPassword(ctx.db, ctx.pinKeys, personId, input.pay_password, proof))) {
    throw new AppError('passwordHash' in proof ? 'password_wrong' : 'pay_password_needs_login_password');
  }
  return userInfoOf(ctx, me.id, true);
}

/** Replaces the person's payment password by proving the old one. */
export async function changePayPassword(ctx: Ctx, me: MemberRow, input: { old_pay_password: string; new_pay_password: string; re_pay_password: string }): Promise<void> {
  if (input.new_pay_password !== input.re_pay_password) throw new AppError('password_mismatch');
  const proof = await verifyPayPassword(ctx, me, input.old_pay_password);
  // A change racing this one on the same old password and landing first makes that password wrong now.
  if (!(await setPayPassword(ctx.db, ctx.pinKeys, personIdOf(me), input.new_pay_password, proof))) throw new AppError('pay_password_wrong');
}

/**
 * Resets a forgotten login password with an emailed code. The email names a person (the live main account that holds
 * it; sub-accounts share it): the new password is theirs, every session of all their accounts ends, a lock is lifted.
 */
export async function retrievePassword(ctx: Ctx, input: { email: string; code: string; new_password: string; re_password: string }): Promise<void> {
  if (input.new_password !== input.re_password) throw new AppError('password_mismatch');
  await consumeEmailCode(ctx.db, { email: input.email, event: 'resetpwd', code: input.code });
  const [person] = await ctx.db.select({ id: members.id }).from(members)
    .where(and(eq(members.email, input.email), ne(members.status, 'cancelled'), isNull(members.mainMemberId))).limit(1);
  // A code is only ever mailed to an address with a live account, so a consumed code implies one exists.
  if (!person) throw new AppError('email_code_wrong');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction((tx) => setLoginPassword(tx, person.id, passwordHash));
}

/**
 * Cancels the member's own account: login refused from now on, its sessions end, the data stays. Cancelling a main
 * account cancels its sub-accounts too (they are the same person's); a sub-account cancels only itself.
 */
export async function cancelAccount(ctx: Ctx, me: MemberRow, password: string): Promise<void> {
  await checkLoginPassword(ctx, me, password);
  await ctx.db.transaction(async (tx) => {
    const live = await tx.select({ id: members.id }).from(members)
      .where(and(me.mainMemberId === null ? ofPerson(me.id) : eq(members.id, me.id), ne(members.status, 'cancelled'))).orderBy(asc(members.id));
    for (const { id } of live) await applyTransition(tx, MEMBER_LIFECYCLE, 'cancel', { id, actor: `member:${me.memberId}` });
    if (me.mainMemberId === null) await revokePersonSessions(tx, me.id);
    else await revokeMemberSessions(tx, me.id);
  });
}

/** Whether an email belongs to a live (not cancelled) account. */
export async function liveAccountWithEmail(ctx: Ctx, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: members.id }).from(members)
    .where(and(eq(members.email, email), ne(members.status, 'cancelled'))).limit(1);
  return row !== undefined;
}
