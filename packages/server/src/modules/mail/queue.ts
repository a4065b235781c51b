import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueue, type JobRunner } from '../jobs/index.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { mailOutbox } from './tables.js';

/** The job that hands one queued mail to SMTP. */
export const MAIL_JOB = 'mail.send';

/**
 * Queues a mail: it is written to the outbox in the caller's transaction and sent by a worker afterwards, so a slow
 * SMTP server never holds a request open and a rolled-back request sends nothing.
 */
export async function queueMail(tx: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, status: 'queued' }).returning({ id: mailOutbox.id });
  await enqueue(tx, MAIL_JOB, { mailId: row!.id }, { maxAttempts: 6 });
  return row!.id;
}

/**
 * Sends one queued mail and records the outcome operators see. A mail already sent is left alone; SMTP refusing it
 * marks it failed and throws, so the job retries with back-off. A crash between SMTP's answer and the record can
 * send it twice (at-least-once), never lose it.
 */
export async function sendQueuedMail(db: Db, mailer: Mailer, mailId: number): Promise<void> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
  if (!mail || mail.status === 'sent' || mail.status === 'logged') return;
  try {
    const status = await mailer.deliver(mail);
    await db.update(mailOutbox).set({ status, error: '', attempts: sql`${mailOutbox.attempts} + 1`, sentAt: new Date() }).where(eq(mailOutbox.id, mailId));
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await db.update(mailOutbox).set({ status: 'failed', error, attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, mailId));
    throw err;
  }
}

/** Registers the mail worker's job on a runner. */
export function registerMailJobs(runner: JobRunner, mailer: Mailer): void {
  runner.define<{ mailId: number }>(MAIL_JOB, { backoffMs: 10_000, handler: (p, ctx) => sendQueuedMail(ctx.db, mailer, p.mailId) });
}
