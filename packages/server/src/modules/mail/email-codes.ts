import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { message } from '../../http/context.js';
import { sameDigest, sha256 } from '../../lib/secrets.js';
import { queueMail } from './queue.js';
import { emailCodes } from './tables.js';

/** Rules of emailed codes. */
export const EMAIL_CODE = { digits: 6, ttlMs: 10 * 60_000, maxTries: 5, resendAfterMs: 60_000 } as const;

export type CodeEvent = 'resetpwd' | 'changeemail';

/**
 * Sends a fresh code for an event, refusing when the last one went out less than 60 s ago.
 * With deliver false (an address that must not learn whether it has an account) nothing is mailed,
 * but the send is recorded the same way, so the answer and the 60 s rule look identical. The mail is queued in the
 * same transaction as the code and sent by a worker.
 */
export async function sendEmailCode(db: Db, input: { email: string; event: CodeEvent; lang: Language; ip: string; deliver: boolean }): Promise<void> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, '0');
  const codeHash = input.deliver ? sha256(`${input.email}:${input.event}:${code}`) : sha256(`undeliverable:${randomInt(2 ** 47)}`);
  await db.transaction(async (tx) => {
    // One sender per address and event at a time, so a burst of sends cannot all pass the 60 s rule together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email_code:${input.event}:${input.email}`}))`);
    const [last] = await tx.select({ createdAt: emailCodes.createdAt }).from(emailCodes)
      .where(and(eq(emailCodes.email, input.email), eq(emailCodes.event, input.event)))
      .orderBy(desc(emailCodes.createdAt)).limit(1);
    if (last) {
      const wait = EMAIL_CODE.resendAfterMs - (Date.now() - last.createdAt.getTime());
      if (wait > 0) throw new AppError('email_send_too_soon', { seconds: Math.ceil(wait / 1000) });
    }
    await tx.insert(emailCodes).values({
      email: input.email, event: input.event, codeHash, expiresAt: new Date(Date.now() + EMAIL_CODE.ttlMs), ip: input.ip,
    });
    if (!input.deliver) return;
    await queueMail(tx, {
      to: input.email,
      subject: message(input.lang, 'email_code_subject'),
      text: message(input.lang, 'email_code_text', { code }),
    });
  });
}

/**
 * Consumes the newest code of an email and event. A try is claimed before the code is compared (a conditional update
 * that fails once 5 tries are used), so a burst of guesses never compares more than 5, and after them even the right
 * code is dead. Runs in its own statements so a try is remembered even when the caller's work is rolled back.
 */
export async function consumeEmailCode(db: Db, input: { email: string; event: CodeEvent; code: string }): Promise<void> {
  const newest = db.select({ id: emailCodes.id }).from(emailCodes)
    .where(and(eq(emailCodes.email, input.email), eq(emailCodes.event, input.event), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id)).limit(1);
  const [claimed] = await db.update(emailCodes).set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(
      eq(emailCodes.id, sql`(${newest})`), isNull(emailCodes.consumedAt),
      lt(emailCodes.attempts, EMAIL_CODE.maxTries), gt(emailCodes.expiresAt, sql`now()`),
    ))
    .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  if (!claimed) throw await whyNoTry(db, input);
  const expected = sha256(`${input.email}:${input.event}:${input.code}`);
  if (!sameDigest(claimed.codeHash, expected)) {
    throw new AppError(claimed.attempts >= EMAIL_CODE.maxTries ? 'email_code_too_many' : 'email_code_wrong');
  }
  const used = await db.update(emailCodes).set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, claimed.id), isNull(emailCodes.consumedAt))).returning({ id: emailCodes.id });
  // Two requests racing with the same code: only one consumes it.
  if (used.length === 0) throw new AppError('email_code_wrong');
}

/** Says why no try could be claimed: no live code, an expired one, or one whose tries are used up. */
async function whyNoTry(db: Db, input: { email: string; event: CodeEvent }): Promise<AppError> {
  const [row] = await db.select().from(emailCodes)
    .where(and(eq(emailCodes.email, input.email), eq(emailCodes.event, input.event), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id)).limit(1);
  if (!row) return new AppError('email_code_wrong');
  if (row.attempts >= EMAIL_CODE.maxTries) return new AppError('email_code_too_many');
  return new AppError('email_code_expired');
}
