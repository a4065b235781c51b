import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from './tables.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through SMTP when configured; otherwise logs it. Either way it lands in the outbox operators can read. */
export interface Mailer {
  send(db: Db, mail: OutgoingMail): Promise<'sent' | 'failed' | 'logged'>;
  close(): void;
}

/** Builds the mailer from SMTP_URL (nodemailer URL form) or, without one, a log-only mailer. */
export function createMailer(smtpUrl: string | undefined, from: string, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, mail) {
      let status: 'sent' | 'failed' | 'logged' = 'logged';
      let error = '';
      if (transport) {
        try {
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          log.warn({ to: mail.to, err: error }, 'mail delivery failed');
        }
      } else {
        // No SMTP configured: the operator reads it in the log or in the back office's outbox.
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (no SMTP configured)');
      }
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, status, error: error.slice(0, 500) });
      return status;
    },
    close() {
      transport?.close();
    },
  };
}
