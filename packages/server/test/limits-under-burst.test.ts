import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { codeIn } from './smtp.js';
import { expectBooksBalanced, fund } from './wallet-helpers.js';

// Every limit on tries holds when the guesses arrive all at once: a try is counted before the secret is compared,
// so a burst never gets more than the limit evaluated. And the lock-out tells nothing about which IDs exist.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token?: string) => t.post(url, payload, token);
const count = (msgs: string[], msg: string) => msgs.filter((m) => m === msg).length;

describe('login under a burst of guesses', () => {
  it('evaluates at most 5 of 23 wrong passwords sent with the right one', async () => {
    const m = await registerMember(t, rootCodes(t));
    const bodies = [...Array.from({ length: 23 }, (_, i) => `Wrong${i}pass`), m.password];
    const answers = await Promise.all(bodies.map((password) => post('/api/user/login', { member_id: m.userinfo.member_id, password })));
    const msgs = answers.map((a) => a.body.msg as string);
    const failed = count(msgs, en('login_failed'));
    const succeeded = answers.filter((a) => a.body.code === 1).length;
    // The fifth evaluated try, if wrong, answers with the lock: at most 4 plain failures, at most 5 evaluated in all.
    expect(failed).toBeLessThanOrEqual(4);
    expect(failed + succeeded).toBeLessThanOrEqual(5);
    expect(count(msgs, en('login_locked', { minutes: 15 })) + failed + succeeded).toBe(24);
  });

  it('lets every one of 20 right passwords sent at once in: only wrong tries count', async () => {
    const m = await registerMember(t, rootCodes(t));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/user/login', { member_id: m.userinfo.member_id, password: m.password })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(20);
  });

  it('locks an unknown member ID exactly like an existing one', async () => {
    const known = await registerMember(t, rootCodes(t));
    const tryFive = async (memberId: string) => {
      const msgs: string[] = [];
      for (let i = 0; i < 6; i++) msgs.push((await post('/api/user/login', { member_id: memberId, password: 'Wrong12345' })).body.msg);
      return msgs;
    };
    const forKnown = await tryFive(known.userinfo.member_id);
    const forUnknown = await tryFive('99999999');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.at(-1)).toBe(en('login_locked', { minutes: 15 }));
  });
});

describe('payment password under a burst', () => {
  it('evaluates at most 5 of 20 wrong payment passwords at once, and moves nothing', async () => {
    const a = await registerMember(t, rootCodes(t));
    const b = await registerMember(t, rootCodes(t));
    expect((await post('/api/account/setPayPassword', { pay_password: '135790' }, a.token)).body.code).toBe(1);
    await fund(t, a.userinfo.member_id, '500');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      post('/api/transfer/transfer', { to_member_id: b.userinfo.member_id, amount: '10', pay_password: String(100000 + i) }, a.token)));
    const msgs = answers.map((r) => r.body.msg as string);
    expect(count(msgs, en('pay_password_wrong'))).toBeLessThanOrEqual(4);
    expect(count(msgs, en('pay_password_wrong')) + count(msgs, en('pay_password_locked', { minutes: 30 }))).toBe(20);
    const balance = await t.call({ method: 'GET', url: '/api/account/balance', token: a.token });
    expect(balance.body.data.balance).toBe('500.00');
    await expectBooksBalanced(t);
  });
});

describe('emailed codes under a burst', () => {
  it('compares at most 5 of 30 wrong codes, and the right code is dead after them', async () => {
    const m = await registerMember(t, rootCodes(t));
    const seen = t.smtp.inbox.length;
    expect((await post('/api/ems/send', { email: m.email, event: 'resetpwd' })).body.code).toBe(1);
    const code = codeIn(await t.smtp.waitFor(m.email, seen));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const body = (c: string) => ({ email: m.email, code: c, new_password: 'Burst12345', re_password: 'Burst12345' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post('/api/account/retrievePassword', body(wrong(i)))));
    const msgs = answers.map((r) => r.body.msg as string);
    expect(count(msgs, en('email_code_wrong'))).toBeLessThanOrEqual(4);
    expect(count(msgs, en('email_code_wrong')) + count(msgs, en('email_code_too_many'))).toBe(30);
    expect((await post('/api/account/retrievePassword', body(code))).body.msg).toBe(en('email_code_too_many'));
    expect((await post('/api/user/login', { member_id: m.userinfo.member_id, password: 'Burst12345' })).body.msg).toBe(en('login_failed'));
  });

  it('sends one code for a burst of 10 sends to one address', async () => {
    const m = await registerMember(t, rootCodes(t));
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/ems/send', { email: m.email, event: 'resetpwd' })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 1).every((a) => /seconds/.test(a.body.msg))).toBe(true);
  });
});

describe('operator sign-in under a burst', () => {
  it('evaluates at most 5 of 20 wrong passwords, and an unknown username locks alike', async () => {
    const { api } = await signInOperators(t);
    const burst = async (username: string) => (await Promise.all(Array.from({ length: 20 }, (_, i) =>
      api('POST', '/admin-api/auth/login', { body: { username, password: `Wrong${i}pass` } })))).map((r) => r.body.msg as string);
    const known = await burst('ops');
    expect(count(known, en('admin_login_failed'))).toBeLessThanOrEqual(4);
    expect(count(known, en('admin_login_failed')) + count(known, en('admin_locked', { minutes: 15 }))).toBe(20);
    const unknown = await burst('nobody-here');
    expect(count(unknown, en('admin_login_failed'))).toBe(count(known, en('admin_login_failed')));
    expect((await api('POST', '/admin-api/auth/login', { body: { username: 'ops', password: 'OpsPass123' } })).body.msg).toBe(en('admin_locked', { minutes: 15 }));
  });
});
