import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { UserInfo } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { minutesUntil } from '../../lib/time.js';
import { consumeEmailCode } from '../mail/email-codes.js';
import { assertOwnUpload } from '../upload/ownership.js';
import { revokeMemberSessions } from '../session/sessions.js';
import { checkContactFree, checkMobile, contactConflict } from './register.js';
import { members } from './tables.js';
import { toUserInfo, type MemberRow } from './userinfo.js';

/** Wrong payment passwords allowed before paying is locked, and for how long. */
export const PAY_LOCK = { maxFailures: 5, minutes: 30 } as const;

async function reload(ctx: Ctx, id: number): Promise<MemberRow> {
  const [row] = await ctx.db.select().from(members).where(eq(members.id, id)).limit(1);
  return row!;
}

/** Edits personal info; a new email must be proven with a code sent to it. */
export async function updateProfile(
  ctx: Ctx,
  me: MemberRow,
  input: { nickname: string; avatar?: string; email?: string; email_code?: string; area_code?: string; mobile?: string },
): Promise<UserInfo> {
  await assertOwnUpload(ctx.db, me.id, input.avatar, me.avatar);
  const email = input.email ?? me.email;
  const areaCode = input.area_code ?? me.areaCode;
  const mobile = input.mobile ?? me.mobile;
  if (areaCode !== me.areaCode || mobile !== me.mobile) checkMobile(areaCode, mobile);
  await checkContactFree(ctx.db, { email: email !== me.email ? email : undefined, areaCode, mobile }, me.id);
  if (email !== me.email) {
    if (!input.email_code) throw new AppError('field_required', { field: 'field.code' });
    await consumeEmailCode(ctx.db, { email, event: 'changeemail', code: input.email_code });
  }
  try {
    await ctx.db.update(members).set({
      nickname: input.nickname, avatar: input.avatar ?? me.avatar, email, areaCode, mobile, updatedAt: new Date(),
    }).where(eq(members.id, me.id));
  } catch (err) {
    throw contactConflict(err) ?? err;
  }
  return toUserInfo(await reload(ctx, me.id));
}

/** Changes the login password; every other session of the member ends. */
export async function changePassword(ctx: Ctx, me: MemberRow, sessionId: number, input: { old_password: string; new_password: string; re_password: string }): Promise<void> {
  if (input.new_password !== input.re_password) throw new AppError('password_mismatch');
  if (!(await verifyPassword(me.passwordHash, input.old_password))) throw new AppError('old_password_wrong');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, me.id));
    await revokeMemberSessions(tx, me.id, sessionId);
  });
}

/** Sets the payment password; replacing an existing one needs the login password. */
export async function setPayPassword(ctx: Ctx, me: MemberRow, input: { pay_password: string; password?: string }): Promise<UserInfo> {
  if (me.payPasswordHash !== null) {
    if (!input.password) throw new AppError('pay_password_needs_login_password');
    if (!(await verifyPassword(me.passwordHash, input.password))) throw new AppError('password_wrong');
  }
  const payPasswordHash = await hashPassword(input.pay_password);
  await ctx.db.update(members).set({ payPasswordHash, failedPayPasswords: 0, payLockedUntil: null, updatedAt: new Date() }).where(eq(members.id, me.id));
  return toUserInfo(await reload(ctx, me.id));
}

/** Checks a payment password, counting wrong ones towards a lock. Money-moving calls use this too. */
export async function verifyPayPassword(ctx: Ctx, me: MemberRow, payPassword: string): Promise<void> {
  if (me.payPasswordHash === null) throw new AppError('pay_password_not_set');
  if (me.payLockedUntil && me.payLockedUntil.getTime() > Date.now()) {
    throw new AppError('pay_password_locked', { minutes: minutesUntil(me.payLockedUntil) });
  }
  if (await verifyPassword(me.payPasswordHash, payPassword)) {
    if (me.failedPayPasswords > 0) await ctx.db.update(members).set({ failedPayPasswords: 0 }).where(eq(members.id, me.id));
    return;
  }
  const [row] = await ctx.db.update(members).set({ failedPayPasswords: sql`${members.failedPayPasswords} + 1` })
    .where(eq(members.id, me.id)).returning({ failed: members.failedPayPasswords });
  if (row && row.failed >= PAY_LOCK.maxFailures) {
    await ctx.db.update(members).set({ failedPayPasswords: 0, payLockedUntil: new Date(Date.now() + PAY_LOCK.minutes * 60_000) }).where(eq(members.id, me.id));
    throw new AppError('pay_password_locked', { minutes: PAY_LOCK.minutes });
  }
  throw new AppError('pay_password_wrong');
}

/** Replaces the payment password by proving the old one. */
export async function changePayPassword(ctx: Ctx, me: MemberRow, input: { old_pay_password: string; new_pay_password: string; re_pay_password: string }): Promise<void> {
  if (input.new_pay_password !== input.re_pay_password) throw new AppError('password_mismatch');
  await verifyPayPassword(ctx, me, input.old_pay_password);
  const payPasswordHash = await hashPassword(input.new_pay_password);
  await ctx.db.update(members).set({ payPasswordHash, updatedAt: new Date() }).where(eq(members.id, me.id));
}

/** Resets a forgotten login password with an emailed code; all sessions end and any login lock is lifted. */
export async function retrievePassword(ctx: Ctx, input: { email: string; code: string; new_password: string; re_password: string }): Promise<void> {
  if (input.new_password !== input.re_password) throw new AppError('password_mismatch');
  await consumeEmailCode(ctx.db, { email: input.email, event: 'resetpwd', code: input.code });
  const [member] = await ctx.db.select().from(members)
    .where(and(eq(members.email, input.email), ne(members.status, 'cancelled'))).limit(1);
  // A code is only ever mailed to an address with a live account, so a consumed code implies one exists.
  if (!member) throw new AppError('email_code_wrong');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id);
  });
}

/**
 * Cancels the member's own account: login refused from now on, every session ends, the data stays. Cancelling a
 * main account cancels its sub-accounts too (they are the same person's); a sub-account cancels only itself.
 */
export async function cancelAccount(ctx: Ctx, me: MemberRow, password: string): Promise<void> {
  if (!(await verifyPassword(me.passwordHash, password))) throw new AppError('password_wrong');
  await ctx.db.transaction(async (tx) => {
    const closed = await tx.update(members).set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
      .where(me.mainMemberId === null ? or(eq(members.id, me.id), eq(members.mainMemberId, me.id)) : eq(members.id, me.id))
      .returning({ id: members.id });
    for (const { id } of closed) await revokeMemberSessions(tx, id);
  });
}

/** Whether an email belongs to a live (not cancelled) account. */
export async function liveAccountWithEmail(ctx: Ctx, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: members.id }).from(members)
    .where(and(eq(members.email, email), ne(members.status, 'cancelled'))).limit(1);
  return row !== undefined;
}
