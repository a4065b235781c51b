import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Hands one mail to SMTP when configured (throwing when SMTP refuses it), or writes it to the log otherwise. */
export interface Mailer {
  deliver(mail: OutgoingMail): Promise<'sent' | 'logged'>;
  close(): void;
}

/** Builds the mailer from SMTP_URL (nodemailer URL form) or, without one, a log-only mailer. */
export function createMailer(smtpUrl: string | undefined, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async deliver(mail) {
      if (!transport) {
        // No SMTP configured: the operator reads it in the log or in the back office's outbox.
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (no SMTP configured)');
        return 'logged';
      }
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return 'sent';
    },
    close() {
      transport?.close();
    },
  };
}
