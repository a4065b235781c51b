import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives, so tests read codes from real mail. */
export async function startSmtp(): Promise<{
  url: string;
  inbox: ReceivedMail[];
  /** Connections that failed mid-mail (a sender killed or closed while sending); that mail is simply not received. */
  senderErrors: Error[];
  waitFor(to: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  const senderErrors: Error[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text ?? '' : mail.to?.text ?? '';
          inbox.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  // smtp-server emits a connection's failure in the middle of a mail as an 'error' event of the server; unheard, it
  // would end the test process whenever an app under test closes or dies while a mail is on its way.
  server.on('error', (err) => senderErrors.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    senderErrors,
    // Mail leaves through the job worker after the request has answered: wait for it to arrive.
    waitFor: (to, after = 0) => eventually(async () => {
      const hit = inbox.slice(after).find((m) => m.to.includes(to));
      if (!hit) throw new Error(`no mail to ${to}`);
      return hit;
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a mail. */
export function codeIn(mail: ReceivedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1]!;
}
