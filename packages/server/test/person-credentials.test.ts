import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { codeIn } from './smtp.js';
import { expectBooksBalanced, fund } from './wallet-helpers.js';

// The credentials belong to the person: a main account and its sub-accounts share one login password, one payment
// password, one lock-out and one set of sessions. Each case here was a way in before.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token?: string) => t.post(url, payload, token);
const login = (memberId: string, password: string) => post('/api/user/login', { member_id: memberId, password });

/** A main account with a payment password and one sub-account, both logged in. */
async function personWithSub() {
  const main = await registerMember(t, rootCodes(t));
  expect((await post('/api/account/setPayPassword', { pay_password: '135790' }, main.token)).body.code).toBe(1);
  const created = await post('/api/account/createSubAccount', { node_code: main.userinfo.left_node_code }, main.token);
  expect(created.body.code).toBe(1);
  const subId = created.body.data.member_id as string;
  const subLogin = await login(subId, main.password);
  expect(subLogin.body.code).toBe(1);
  return { main, subId, subToken: subLogin.body.data.token as string };
}

describe('one login password for the person', () => {
  it('a changed password is the only one that opens any account of the person, and old sessions end', async () => {
    const { main, subId, subToken } = await personWithSub();
    const changed = await post('/api/account/changePassword', { old_password: main.password, new_password: 'Changed123', re_password: 'Changed123' }, main.token);
    expect(changed.body.code).toBe(1);
    expect((await login(subId, main.password)).body.msg).toBe(en('login_failed'));
    expect((await login(subId, 'Changed123')).body.code).toBe(1);
    // The sub-account's session from before the change can neither be used nor switch back into the main account.
    const switched = await post('/api/account/switchAccount', { member_id: main.userinfo.member_id }, subToken);
    expect(switched.body.code).toBe(303);
    // The caller's own session stays.
    expect((await t.call({ method: 'GET', url: '/api/user/userInfo', token: main.token })).body.code).toBe(1);
  });

  it('changed from a sub-account, it is the main account that takes it too', async () => {
    const { main, subId, subToken } = await personWithSub();
    expect((await post('/api/account/changePassword', { old_password: main.password, new_password: 'FromSub123', re_password: 'FromSub123' }, subToken)).body.code).toBe(1);
    expect((await login(main.userinfo.member_id, main.password)).body.msg).toBe(en('login_failed'));
    expect((await login(main.userinfo.member_id, 'FromSub123')).body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/user/userInfo', token: main.token })).body.code).toBe(303);
    expect((await login(subId, 'FromSub123')).body.code).toBe(1);
  });

  it('recovery by email sets the person\'s password and ends every session of the person', async () => {
    const { main, subId, subToken } = await personWithSub();
    const seen = t.smtp.inbox.length;
    expect((await post('/api/ems/send', { email: main.email, event: 'resetpwd' })).body.code).toBe(1);
    const code = codeIn(await t.smtp.waitFor(main.email, seen));
    const reset = await post('/api/account/retrievePassword', { email: main.email, code, new_password: 'Recover123', re_password: 'Recover123' });
    expect(reset.body.code).toBe(1);
    for (const id of [main.userinfo.member_id, subId]) {
      expect((await login(id, main.password)).body.msg).toBe(en('login_failed'));
      expect((await login(id, 'Recover123')).body.code).toBe(1);
    }
    for (const token of [main.token, subToken]) {
      expect((await t.call({ method: 'GET', url: '/api/user/userInfo', token })).body.code).toBe(303);
    }
  });

  it('one lock-out: wrong passwords at a sub-account lock the main account, and calls that ask for the password count', async () => {
    const { main, subId, subToken } = await personWithSub();
    for (let i = 0; i < 2; i++) expect((await login(subId, 'Wrong12345')).body.msg).toBe(en('login_failed'));
    // Cancelling, changing the password and replacing the payment password all ask for it, and all count.
    expect((await post('/api/user/cancel', { password: 'Wrong12345' }, subToken)).body.msg).toBe(en('password_wrong'));
    expect((await post('/api/account/changePassword', { old_password: 'Wrong12345', new_password: 'Xyz1234567', re_password: 'Xyz1234567' }, main.token)).body.msg).toBe(en('old_password_wrong'));
    expect((await post('/api/account/setPayPassword', { pay_password: '111222', password: 'Wrong12345' }, main.token)).body.msg)
      .toBe(en('login_locked', { minutes: 15 }));
    // Locked now: even the right password is refused at every account of the person and at every such call.
    expect((await login(main.userinfo.member_id, main.password)).body.msg).toBe(en('login_locked', { minutes: 15 }));
    expect((await login(subId, main.password)).body.msg).toBe(en('login_locked', { minutes: 15 }));
    expect((await post('/api/user/cancel', { password: main.password }, subToken)).body.msg).toBe(en('login_locked', { minutes: 15 }));
  });
});

describe('one payment password for the person', () => {
  it('a replaced payment password no longer moves money out of a sub-account', async () => {
    const { main, subId, subToken } = await personWithSub();
    const other = await registerMember(t, rootCodes(t));
    await fund(t, subId, '100');
    const replaced = await post('/api/account/setPayPassword', { pay_password: '246802', password: main.password }, main.token);
    expect(replaced.body.code).toBe(1);
    const old = await post('/api/transfer/transfer', { to_member_id: other.userinfo.member_id, amount: '10', pay_password: '135790' }, subToken);
    expect(old.body.msg).toBe(en('pay_password_wrong'));
    const fresh = await post('/api/transfer/transfer', { to_member_id: other.userinfo.member_id, amount: '10', pay_password: '246802' }, subToken);
    expect(fresh.body.code).toBe(1);
    await expectBooksBalanced(t);
  });

  it('wrong payment passwords at any account of the person share one lock', async () => {
    const { main, subId, subToken } = await personWithSub();
    const other = await registerMember(t, rootCodes(t));
    await fund(t, subId, '100');
    await fund(t, main.userinfo.member_id, '100');
    const pay = (token: string, pin: string) => post('/api/transfer/transfer', { to_member_id: other.userinfo.member_id, amount: '10', pay_password: pin }, token);
    for (let i = 0; i < 4; i++) expect((await pay(i % 2 ? main.token : subToken, '000000')).body.msg).toBe(en('pay_password_wrong'));
    expect((await pay(subToken, '000000')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    expect((await pay(main.token, '135790')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
  });
});

describe('personal details of a person with sub-accounts', () => {
  it('saves a nickname, and a new mobile becomes every account\'s', async () => {
    const { main, subId, subToken } = await personWithSub();
    const nick = await post('/api/account/profile', { nickname: 'New nick' }, main.token);
    expect(nick.body.code).toBe(1);
    expect(nick.body.data.nickname).toBe('New nick');
    const fromSub = await post('/api/account/profile', { nickname: 'Sub nick' }, subToken);
    expect(fromSub.body.code).toBe(1);
    const mobile = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const moved = await post('/api/account/profile', { nickname: 'Sub nick', area_code: '65', mobile }, subToken);
    expect(moved.body.msg).toBe(en('ok'));
    const related = await t.call({ method: 'GET', url: '/api/account/relatedAccounts', token: main.token });
    expect(related.body.data.list.map((a: { nickname: string }) => a.nickname).sort()).toEqual(['New nick', 'Sub nick']);
    const info = await t.call({ method: 'GET', url: '/api/user/userInfo', token: main.token });
    expect(info.body.data.mobile).toBe(mobile);
    expect(subId).not.toBe(main.userinfo.member_id);
  });

  it('still refuses another person\'s mobile', async () => {
    const { subToken } = await personWithSub();
    const stranger = await registerMember(t, rootCodes(t));
    const res = await post('/api/account/profile', { nickname: 'x', area_code: stranger.userinfo.area_code, mobile: stranger.userinfo.mobile }, subToken);
    expect(res.body.msg).toBe(en('mobile_taken'));
  });
});
