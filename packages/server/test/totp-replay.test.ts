import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOperator } from '../src/modules/admin/operators.js';
import { operators, operatorSessions } from '../src/modules/admin/tables.js';
import { startTestApp, type TestApp } from './harness.js';

// RFC 6238 §5.2: a one-time code is good once. An operator's code that has been accepted (at sign-in, or to turn
// two-step verification on or off) cannot be used again, even while it is still inside its time window.

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const STEP_MS = 30_000;
/** Moves the clock (only Date: timers and I/O keep running) to the start of the next 30-second step, plus a little. */
function nextStep(): void {
  vi.setSystemTime((Math.floor(Date.now() / STEP_MS) + 1) * STEP_MS + 1_000);
}
/** The code the operator's app shows now. */
const codeNow = (secret: string) => authenticator.clone({ epoch: Date.now() }).generate(secret);

const login = (username: string, totp?: string) =>
  t.call({ method: 'POST', url: '/admin-api/auth/login', lang: 'en', payload: { username, password: 'TotpPass123', ...(totp ? { totp } : {}) } });

/** An operator with two-step verification on, turned on with the code of the step before the current one. */
async function operatorWithTotp(): Promise<{ username: string; secret: string; id: number }> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1_000);
  const username = `totp${++seq}`;
  const op = await createOperator(t.database.db, { username, password: 'TotpPass123', role: 'operations' });
  const token = (await login(username)).body.data.token as string;
  const setup = await t.call({ method: 'POST', url: '/admin-api/auth/totp/setup', headers: { 'admin-token': token } });
  const secret = setup.body.data.secret as string;
  const enable = await t.call({ method: 'POST', url: '/admin-api/auth/totp/enable', headers: { 'admin-token': token }, payload: { totp: codeNow(secret) } });
  expect(enable.body.code, enable.body.msg).toBe(1);
  nextStep();
  return { username, secret, id: op.id };
}

const sessionsOf = async (id: number) => (await t.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, id))).length;

describe('TOTP codes are good once', () => {
  it('refuses a code already used to sign in, and takes the next one', async () => {
    const op = await operatorWithTotp();
    const code = codeNow(op.secret);
    expect((await login(op.username, code)).body.code).toBe(1);
    const again = await login(op.username, code);
    expect(again.body).toMatchObject({ code: 0, msg: 'This code has already been used. Wait for the next code in your authenticator app.', data: null });
    expect(await sessionsOf(op.id)).toBe(2);
    nextStep();
    expect((await login(op.username, codeNow(op.secret))).body.code).toBe(1);
  });

  it('refuses an older code of the window once a later one was accepted', async () => {
    const op = await operatorWithTotp();
    const earlier = codeNow(op.secret);
    nextStep();
    expect((await login(op.username, codeNow(op.secret))).body.code).toBe(1);
    // Still inside the window (one step back), but before the step already accepted.
    expect((await login(op.username, earlier)).body.code).toBe(0);
  });

  it('refuses at sign-in the code that turned two-step verification on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1_000);
    const op = await createOperator(t.database.db, { username: `totp${++seq}`, password: 'TotpPass123', role: 'operations' });
    const token = (await login(op.username)).body.data.token as string;
    const secret = (await t.call({ method: 'POST', url: '/admin-api/auth/totp/setup', headers: { 'admin-token': token } })).body.data.secret as string;
    const code = codeNow(secret);
    expect((await t.call({ method: 'POST', url: '/admin-api/auth/totp/enable', headers: { 'admin-token': token }, payload: { totp: code } })).body.code).toBe(1);
    expect((await login(op.username, code)).body.msg).toBe('This code has already been used. Wait for the next code in your authenticator app.');
    nextStep();
    const next = codeNow(secret);
    expect((await login(op.username, next)).body.code).toBe(1);
    const disable = await t.call({ method: 'POST', url: '/admin-api/auth/totp/disable', lang: 'en', headers: { 'admin-token': token }, payload: { totp: next } });
    expect(disable.body.msg).toBe('This code has already been used. Wait for the next code in your authenticator app.');
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.totpEnabled).toBe(true);
  });

  it('lets exactly one of 10 concurrent sign-ins with one code through', async () => {
    const op = await operatorWithTotp();
    const before = await sessionsOf(op.id);
    const code = codeNow(op.secret);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(op.username, code)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(9);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await sessionsOf(op.id)).toBe(before + 1);
  });
});
