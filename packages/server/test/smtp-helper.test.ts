import { createConnection, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually.js';
import { startSmtp } from './smtp.js';

/** Sends SMTP commands one at a time on a raw socket, each after the server's answer to the previous one. */
async function converse(socket: Socket, commands: string[]): Promise<string> {
  let heard = '';
  socket.on('data', (d: Buffer) => { heard += d.toString(); });
  const answers = () => heard.split('\r\n').filter((l) => /^\d{3} /.test(l)).length;
  await eventually(async () => expect(answers()).toBe(1)); // the greeting
  for (const [i, command] of commands.entries()) {
    socket.write(`${command}\r\n`);
    await eventually(async () => expect(answers()).toBe(i + 2));
  }
  return heard;
}

// A server process killed while it sends a mail (as the crash tests do) resets its connection mid-transaction. The
// tests' SMTP server must take that as a sender's failure, not end the test run with an error nobody listens to.
describe("the tests' SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterAll(async () => smtp?.close());

  it('keeps serving after a sender resets its connection in the middle of a mail', async () => {
    smtp = await startSmtp();
    const { port } = new URL(smtp.url);
    const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
    const heard = await converse(socket, ['EHLO dropper', 'MAIL FROM:<a@example.com>', 'RCPT TO:<b@example.com>']);
    expect(heard).toContain('250');
    socket.resetAndDestroy();
    await eventually(async () => expect(smtp!.senderErrors.map((e) => (e as NodeJS.ErrnoException).code)).toContain('ECONNRESET'));

    const transport = nodemailer.createTransport(smtp.url);
    await transport.sendMail({ from: 'shop@example.com', to: 'after@example.com', subject: 'still here', text: 'code 123456' });
    expect((await smtp.waitFor('after@example.com')).subject).toBe('still here');
    transport.close();
  });
});
