import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { eventually, gate } from './eventually.js';
import { openTestDatabase, registration, TEST_DB } from './harness.js';
import { startServer, type RunningServer } from './server-process.js';

/** An SMTP server that holds the first mail without answering (a slow server), and takes the later ones at once. */
async function startHoldingSmtp() {
  const received: string[] = [];
  const holding = gate();
  let held = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        if (!held) {
          held = true;
          holding.open();
          return; // never answered: the sender waits until it dies
        }
        received.push(to);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    holding: holding.promise,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A job in flight when its server is killed is not lost: once its lease runs out, the restarted server runs it again.
describe('a job survives a server kill', () => {
  let pgDatabase: Database | undefined;
  let server: RunningServer | undefined;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>> | undefined;
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await pgDatabase?.close();
  });

  it('a mail being sent when the server is SIGKILLed is sent after the restart, and the request never waited for SMTP', async () => {
    smtp = await startHoldingSmtp();
    const env: Record<string, string> = { ONEGO_DEMO: '0', LOG_LEVEL: 'warn', SMTP_URL: smtp.url, JOB_LEASE_SECONDS: '2' };
    if (TEST_DB === 'pg') {
      pgDatabase = await openTestDatabase();
      env.DATABASE_URL = pgDatabase.url!;
    }
    const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en', ...headers }, body: JSON.stringify(body) });
      return (await res.json()) as { code: number; msg: string; data: any };
    };
    const get = async (path: string, headers: Record<string, string>) => ((await (await fetch(`${server!.url}${path}`, { headers })).json()) as { code: number; data: any });

    server = await startServer(env);
    const member = registration({ invite_code: server.root.inviteCode, node_code: server.root.leftNodeCode });
    expect((await call('/api/user/register', member)).code).toBe(1);
    // The SMTP server will not answer this mail, yet the request is answered: the mail only went into the outbox.
    const sent = await call('/api/ems/send', { email: member.email, event: 'resetpwd' });
    expect(sent.code, sent.msg).toBe(1);
    await smtp.holding;

    const dataDir = server.dataDir;
    await server.crash();
    server = await startServer(env, { dataDir });
    await eventually(async () => expect(smtp!.received).toContain(member.email), { timeoutMs: 60_000 });

    const login = await call('/admin-api/auth/login', { username: server.admin.username, password: server.admin.password });
    const headers = { 'admin-token': login.data.token as string, lang: 'en' };
    const mailJobs = await get('/admin-api/jobs?name=mail.send', headers);
    expect(mailJobs.data.list).toEqual([expect.objectContaining({ state: 'done', attempts: 2 })]);
    const outbox = await get('/admin-api/outbox', headers);
    expect(outbox.data.list).toEqual([expect.objectContaining({ to: member.email, status: 'sent' })]);
  }, 240_000);
});
