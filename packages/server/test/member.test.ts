import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../src/modules/member/tables.js';
import { networkNodes } from '../src/modules/network/tables.js';
import { codeIn } from './smtp.js';
import { ROOT_PASSWORD, registerMember, registration, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, extra: { token?: string; lang?: string } = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, ...extra });
const get = (url: string, extra: { token?: string; lang?: string } = {}) => t.call({ method: 'GET', url, ...extra });

describe('envelope, languages and routing', () => {
  it('serves the same call at /api and /index.php/api with the envelope', async () => {
    for (const url of ['/api/ajax/getConfig', '/index.php/api/ajax/getConfig']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
      expect(String(res.body.time)).toMatch(/^\d{10}$/);
      expect(res.body.data.site_name).toBe('One Go');
      expect(res.body.data.version).toBe('1.0.0');
      expect(res.body.data.languages).toHaveLength(8);
    }
  });

  it('answers in the language of the lang header, zh-TW by default, with fallbacks', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, '請先登入'],
      [{ lang: 'en' }, 'Please log in first'],
      [{ lang: 'zh-CN' }, '请先登录'],
      [{ lang: 'xx' }, '請先登入'],
      [{ 'think-lang': 'th' }, 'กรุณาเข้าสู่ระบบก่อน'],
      [{ 'accept-language': 'ja-JP,ja;q=0.9' }, 'ログインしてください'],
    ];
    for (const [headers, msg] of cases) {
      const res = await t.call({ method: 'GET', url: '/api/user/userInfo', headers });
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('answers 404 with the envelope for an unknown call', async () => {
    const res = await get('/api/nothing/here', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, msg: 'This call does not exist' });
  });

  it('lists countries with area codes named in the caller language', async () => {
    const tw = await get('/api/ajax/countries', { lang: 'zh-TW' });
    const taiwan = tw.body.data.list.find((c: { code: string }) => c.code === 'TW');
    expect(taiwan).toEqual({ code: 'TW', name: '台灣', area_code: '886' });
    const th = await get('/api/ajax/countries', { lang: 'th' });
    expect(th.body.data.list.find((c: { code: string }) => c.code === 'SG').name).toBe('สิงคโปร์');
  });

  it('publishes an OpenAPI document covering the calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const p of ['/api/user/register', '/api/user/login', '/api/ems/send', '/api/account/retrievePassword', '/api/common/upload']) {
      expect(doc.paths[p]).toBeDefined();
    }
  });
});

describe('registration', () => {
  it('registers under the root, places in the tree, and logs in', async () => {
    const res = await post('/api/user/register', registration(rootCodes(t, 'L')), { lang: 'en' });
    expect(res.body.code).toBe(1);
    const { token, userinfo } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(userinfo.member_id).toMatch(/^\d{8}$/);
    for (const k of ['invite_code', 'left_node_code', 'right_node_code']) expect(userinfo[k]).toMatch(/^[A-Z0-9]{8}$/);
    const me = await get('/api/user/userInfo', { token });
    expect(me.body.data.member_id).toBe(userinfo.member_id);
    const [row] = await t.database.db.select().from(members).where(eq(members.memberId, userinfo.member_id));
    const [node] = await t.database.db.select().from(networkNodes).where(eq(networkNodes.memberId, row!.id));
    expect(node).toMatchObject({ sponsorId: t.root.id, depth: 1 });
  });

  it('sends a taken position to the outermost free place down that side', async () => {
    const a = await registerMember(t, rootCodes(t, 'R'));
    const b = await registerMember(t, rootCodes(t, 'R'));
    const c = await registerMember(t, rootCodes(t, 'R'));
    const ids = await Promise.all([a, b, c].map(async (m) => {
      const [row] = await t.database.db.select().from(members).where(eq(members.memberId, m.userinfo.member_id));
      const [node] = await t.database.db.select().from(networkNodes).where(eq(networkNodes.memberId, row!.id));
      return { id: row!.id, node: node! };
    }));
    expect(ids[0]!.node).toMatchObject({ parentId: t.root.id, side: 'R', depth: 1 });
    expect(ids[1]!.node).toMatchObject({ parentId: ids[0]!.id, side: 'R', depth: 2 });
    expect(ids[2]!.node).toMatchObject({ parentId: ids[1]!.id, side: 'R', depth: 3 });
    // A's left code places directly under A on the left.
    const d = await registerMember(t, { invite_code: a.userinfo.invite_code, node_code: a.userinfo.left_node_code });
    const [drow] = await t.database.db.select().from(members).where(eq(members.memberId, d.userinfo.member_id));
    const [dnode] = await t.database.db.select().from(networkNodes).where(eq(networkNodes.memberId, drow!.id));
    expect(dnode).toMatchObject({ parentId: ids[0]!.id, side: 'L', sponsorId: ids[0]!.id });
  });

  it('refuses bad registrations with clear messages and creates nothing', async () => {
    const before = (await t.database.db.select().from(members)).length;
    const codes = rootCodes(t);
    const taken = await registerMember(t, codes);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ agree: false }, 'Please read and agree to the agreement'],
      [{ invite_code: 'ZZZZZZZZ' }, 'This invitation code does not exist'],
      [{ node_code: 'ZZZZZZZZ' }, 'This node code does not exist'],
      [{ email: taken.email }, 'This email is already registered'],
      [{ mobile: taken.userinfo.mobile }, 'This mobile number is already registered'],
      [{ password: 'short1' }, 'Password is too short (at least 8 characters)'],
      [{ password: 'onlyletters' }, 'The password needs 8 to 64 characters with at least one letter and one digit'],
      [{ birthday: '2015-01-01' }, 'You must be at least 18 years old'],
      [{ birthday: '1990-02-30' }, 'The date of birth is not valid'],
      [{ mobile: '1234' }, 'This mobile number is not valid for the chosen country code'],
      [{ nationality: 'XX' }, 'Unknown nationality'],
      [{ name: '' }, 'Name or company is required'],
      [{ name: 'x'.repeat(61) }, 'Name or company is too long (at most 60 characters)'],
      [{ email: 'not-an-email' }, 'Email is not valid'],
      [{ agree: 'maybe' }, 'Please read and agree to the agreement'],
    ];
    for (const [over, msg] of cases) {
      const res = await post('/api/user/register', registration(codes, over), { lang: 'en' });
      expect(res.status, JSON.stringify(over)).toBe(200);
      expect(res.body.code, JSON.stringify(over)).toBe(0);
      expect(res.body.msg, JSON.stringify(over)).toBe(msg);
    }
    const missing = registration(codes);
    delete (missing as Record<string, unknown>).invite_code;
    const res = await post('/api/user/register', missing, { lang: 'zh-TW' });
    expect(res.body.msg).toBe('請填寫邀請碼');
    expect((await t.database.db.select().from(members)).length).toBe(before + 1);
  });

  it('refuses a code whose owner is disabled', async () => {
    const owner = await registerMember(t, rootCodes(t));
    await t.database.db.update(members).set({ status: 'disabled' }).where(eq(members.memberId, owner.userinfo.member_id));
    const res = await post('/api/user/register', registration({ invite_code: owner.userinfo.invite_code, node_code: t.root.leftNodeCode }), { lang: 'en' });
    expect(res.body.msg).toBe('The owner of this code can no longer invite members');
  });
});

describe('login and sessions', () => {
  it('logs in with member ID and password and logs out', async () => {
    const m = await registerMember(t, rootCodes(t));
    const res = await post('/api/user/login', { member_id: m.userinfo.member_id, password: m.password });
    expect(res.body.code).toBe(1);
    const token = res.body.data.token as string;
    expect((await get('/api/user/userInfo', { token })).body.code).toBe(1);
    expect((await post('/api/user/logout', {}, { token })).body.code).toBe(1);
    const after = await get('/api/user/userInfo', { token, lang: 'en' });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: 303, msg: 'Your session has ended. Please log in again.' });
  });

  it('treats a tampered token as unknown (401) and an expired one as ended (303)', async () => {
    const m = await registerMember(t, rootCodes(t));
    const tampered = `${m.token.slice(0, -2)}xx`;
    expect((await get('/api/user/userInfo', { token: tampered })).status).toBe(401);
    expect((await get('/api/user/userInfo', { token: 'x'.repeat(5000) })).status).toBe(401);
    await t.database.query(`update sessions set expires_at = now() - interval '1 minute'`);
    expect((await get('/api/user/userInfo', { token: m.token })).body.code).toBe(303);
  });

  it('locks login after 5 wrong passwords, with a clear message', async () => {
    const m = await registerMember(t, rootCodes(t));
    const wrong = { member_id: m.userinfo.member_id, password: 'Wrong1234' };
    for (let i = 0; i < 4; i++) expect((await post('/api/user/login', wrong, { lang: 'en' })).body.msg).toBe('Member ID or password is wrong');
    expect((await post('/api/user/login', wrong, { lang: 'en' })).body.msg).toBe('Too many wrong passwords. Please try again in 15 minutes.');
    const right = await post('/api/user/login', { member_id: m.userinfo.member_id, password: m.password }, { lang: 'en' });
    expect(right.body.code).toBe(0);
    expect(right.body.msg).toMatch(/Too many wrong passwords/);
  });

  it('gives the same answer for an unknown member ID as for a wrong password', async () => {
    const res = await post('/api/user/login', { member_id: '00000000', password: 'whatever1' }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Member ID or password is wrong' });
  });

  it('rate-limits login per address with 429', async () => {
    const limited = await startTestApp({ rateScale: 1 });
    try {
      let last = 0;
      for (let i = 0; i < 25; i++) {
        last = (await limited.call({ method: 'POST', url: '/api/user/login', payload: { member_id: '1', password: 'x' } })).status;
      }
      expect(last).toBe(429);
      const res = await limited.call({ method: 'POST', url: '/api/user/login', payload: { member_id: '1', password: 'x' }, lang: 'en' });
      expect(res.body.msg).toBe('Too many requests. Please slow down and try again in a moment.');
    } finally {
      await limited.close();
    }
  });
});

describe('personal info and passwords', () => {
  it('edits nickname, mobile and avatar; nickname is required', async () => {
    const m = await registerMember(t, rootCodes(t));
    const empty = await post('/api/account/profile', { nickname: '  ' }, { token: m.token, lang: 'en' });
    expect(empty.body.msg).toBe('Nickname is required');
    const res = await post('/api/account/profile', { nickname: 'Neo', mobile: '81234599' }, { token: m.token });
    expect(res.body.data).toMatchObject({ nickname: 'Neo', mobile: '81234599' });
    const foreign = await post('/api/account/profile', { nickname: 'Neo', avatar: 'https://evil.example/x.png' }, { token: m.token, lang: 'en' });
    expect(foreign.body.msg).toBe('Avatar is not valid');
  });

  it('changes email only with a code mailed to the new address', async () => {
    const m = await registerMember(t, rootCodes(t));
    const newEmail = `new.${Date.now()}@example.test`;
    const noCode = await post('/api/account/profile', { nickname: 'A', email: newEmail }, { token: m.token, lang: 'en' });
    expect(noCode.body.msg).toBe('Verification code is required');
    const seen = t.smtp.inbox.length;
    expect((await post('/api/ems/send', { email: newEmail, event: 'changeemail' }, { token: m.token })).body.code).toBe(1);
    const code = codeIn(await t.smtp.waitFor(newEmail, seen));
    const res = await post('/api/account/profile', { nickname: 'A', email: newEmail, email_code: code }, { token: m.token });
    expect(res.body.data.email).toBe(newEmail);
  });

  it('changes the login password, ending other sessions', async () => {
    const m = await registerMember(t, rootCodes(t));
    const other = (await post('/api/user/login', { member_id: m.userinfo.member_id, password: m.password })).body.data.token;
    const mismatch = await post('/api/account/changePassword', { old_password: m.password, new_password: 'NewPass123', re_password: 'NewPass124' }, { token: m.token, lang: 'en' });
    expect(mismatch.body.msg).toBe('Password mismatch');
    const wrongOld = await post('/api/account/changePassword', { old_password: 'nope12345', new_password: 'NewPass123', re_password: 'NewPass123' }, { token: m.token, lang: 'en' });
    expect(wrongOld.body.msg).toBe('The current password is wrong');
    const okay = await post('/api/account/changePassword', { old_password: m.password, new_password: 'NewPass123', re_password: 'NewPass123' }, { token: m.token });
    expect(okay.body.code).toBe(1);
    expect((await get('/api/user/userInfo', { token: m.token })).body.code).toBe(1);
    expect((await get('/api/user/userInfo', { token: other })).body.code).toBe(303);
    expect((await post('/api/user/login', { member_id: m.userinfo.member_id, password: 'NewPass123' })).body.code).toBe(1);
  });

  it('sets, replaces and changes the payment password', async () => {
    const m = await registerMember(t, rootCodes(t));
    expect((await post('/api/account/setPayPassword', { pay_password: '12ab56' }, { token: m.token, lang: 'en' })).body.msg).toBe('The payment password must be 6 digits');
    const set = await post('/api/account/setPayPassword', { pay_password: '123456' }, { token: m.token });
    expect(set.body.data.has_pay_password).toBe(true);
    expect((await post('/api/account/setPayPassword', { pay_password: '654321' }, { token: m.token, lang: 'en' })).body.msg)
      .toBe('Enter your login password to replace the payment password');
    expect((await post('/api/account/setPayPassword', { pay_password: '654321', password: 'bad' }, { token: m.token, lang: 'en' })).body.msg).toBe('The password is wrong');
    expect((await post('/api/account/setPayPassword', { pay_password: '654321', password: m.password }, { token: m.token })).body.code).toBe(1);
    const wrong = await post('/api/account/changePasswordByPayPassword', { old_pay_password: '123456', new_pay_password: '111111', re_pay_password: '111111' }, { token: m.token, lang: 'en' });
    expect(wrong.body.msg).toBe('The payment password is wrong');
    const okay = await post('/api/account/changePasswordByPayPassword', { old_pay_password: '654321', new_pay_password: '111111', re_pay_password: '111111' }, { token: m.token });
    expect(okay.body.code).toBe(1);
  });

  it('sets a first payment password once when two tabs set it at once; the other needs the login password', async () => {
    const m = await registerMember(t, rootCodes(t));
    const [x, y] = await Promise.all(['123456', '654321'].map((p) => post('/api/account/setPayPassword', { pay_password: p }, { token: m.token, lang: 'en' })));
    expect([x!.body.code, y!.body.code].sort()).toEqual([0, 1]);
    expect([x!.body.msg, y!.body.msg]).toContain('Enter your login password to replace the payment password');
    const kept = x!.body.code === 1 ? '123456' : '654321';
    const change = await post('/api/account/changePasswordByPayPassword', { old_pay_password: kept, new_pay_password: '111111', re_pay_password: '111111' }, { token: m.token });
    expect(change.body.code).toBe(1);
  });

  it('changes a password once when two changes proving the same old one race; the later one is told the old is wrong', async () => {
    const m = await registerMember(t, rootCodes(t));
    const changes = await Promise.all(['NewPass123', 'NewPass456'].map((p) =>
      post('/api/account/changePassword', { old_password: m.password, new_password: p, re_password: p }, { token: m.token, lang: 'en' })));
    expect(changes.map((c) => c.body.code).sort()).toEqual([0, 1]);
    expect(changes.find((c) => c.body.code === 0)!.body.msg).toBe('The current password is wrong');
    await post('/api/account/setPayPassword', { pay_password: '123456' }, { token: m.token });
    const pays = await Promise.all(['111111', '222222'].map((p) =>
      post('/api/account/changePasswordByPayPassword', { old_pay_password: '123456', new_pay_password: p, re_pay_password: p }, { token: m.token, lang: 'en' })));
    expect(pays.map((c) => c.body.code).sort()).toEqual([0, 1]);
    expect(pays.find((c) => c.body.code === 0)!.body.msg).toBe('The payment password is wrong');
  });

  it('locks the payment password after 5 wrong tries', async () => {
    const m = await registerMember(t, rootCodes(t));
    await post('/api/account/setPayPassword', { pay_password: '123456' }, { token: m.token });
    const body = { old_pay_password: '000000', new_pay_password: '111111', re_pay_password: '111111' };
    let msg = '';
    for (let i = 0; i < 5; i++) msg = (await post('/api/account/changePasswordByPayPassword', body, { token: m.token, lang: 'en' })).body.msg;
    expect(msg).toBe('Too many wrong payment passwords. Please try again in 30 minutes.');
    const right = await post('/api/account/changePasswordByPayPassword', { ...body, old_pay_password: '123456' }, { token: m.token, lang: 'en' });
    expect(right.body.msg).toMatch(/Too many wrong payment passwords/);
  });
});

describe('forgotten password by email code', () => {
  it('recovers the password with the mailed code, ending sessions and lifting a lock', async () => {
    const m = await registerMember(t, rootCodes(t));
    const seen = t.smtp.inbox.length;
    const sent = await post('/api/ems/send', { email: m.email, event: 'resetpwd' }, { lang: 'en' });
    expect(sent.body).toMatchObject({ code: 1, msg: 'A verification code has been sent to your email' });
    const mail = await t.smtp.waitFor(m.email, seen);
    expect(mail.subject).toBe('One Go verification code');
    const code = codeIn(mail);
    const again = await post('/api/ems/send', { email: m.email, event: 'resetpwd' }, { lang: 'en' });
    expect(again.body.msg).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    const mismatch = await post('/api/account/retrievePassword', { email: m.email, code, new_password: 'Fresh12345', re_password: 'Fresh1234' }, { lang: 'en' });
    expect(mismatch.body.msg).toBe('Password mismatch');
    const wrong = await post('/api/account/retrievePassword', { email: m.email, code: code === '000000' ? '111111' : '000000', new_password: 'Fresh12345', re_password: 'Fresh12345' }, { lang: 'en' });
    expect(wrong.body.msg).toBe('The verification code is wrong');
    const okay = await post('/api/account/retrievePassword', { email: m.email, code, new_password: 'Fresh12345', re_password: 'Fresh12345' });
    expect(okay.body.code).toBe(1);
    expect((await get('/api/user/userInfo', { token: m.token })).body.code).toBe(303);
    expect((await post('/api/user/login', { member_id: m.userinfo.member_id, password: 'Fresh12345' })).body.code).toBe(1);
    const reuse = await post('/api/account/retrievePassword', { email: m.email, code, new_password: 'Other12345', re_password: 'Other12345' }, { lang: 'en' });
    expect(reuse.body.msg).toBe('The verification code is wrong');
  });

  it('kills a code after 5 wrong tries and refuses expired codes', async () => {
    const m = await registerMember(t, rootCodes(t));
    const seen = t.smtp.inbox.length;
    await post('/api/ems/send', { email: m.email, event: 'resetpwd' });
    const code = codeIn(await t.smtp.waitFor(m.email, seen));
    const wrongCode = code === '999999' ? '888888' : '999999';
    const body = (c: string) => ({ email: m.email, code: c, new_password: 'Fresh12345', re_password: 'Fresh12345' });
    let msg = '';
    for (let i = 0; i < 5; i++) msg = (await post('/api/account/retrievePassword', body(wrongCode), { lang: 'en' })).body.msg;
    expect(msg).toBe('Too many wrong codes. Please request a new one.');
    expect((await post('/api/account/retrievePassword', body(code), { lang: 'en' })).body.msg).toBe('Too many wrong codes. Please request a new one.');
    await t.database.query(`update email_codes set created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute'`);
    const seen2 = t.smtp.inbox.length;
    await post('/api/ems/send', { email: m.email, event: 'resetpwd' });
    const code2 = codeIn(await t.smtp.waitFor(m.email, seen2));
    await t.database.query(`update email_codes set expires_at = now() - interval '1 second'`);
    expect((await post('/api/account/retrievePassword', body(code2), { lang: 'en' })).body.msg).toBe('The verification code has expired. Please request a new one.');
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const seen = t.smtp.inbox.length;
    const res = await post('/api/ems/send', { email: 'nobody@example.test', event: 'resetpwd' }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 1, msg: 'A verification code has been sent to your email' });
    // The mail would have been queued in the request's own transaction: nothing is queued, so nothing can go out.
    expect(await t.database.query(`select count(*)::int as n from mail_outbox where "to" like 'nobody@%'`)).toEqual([{ n: 0 }]);
    expect(t.smtp.inbox.slice(seen).some((mail) => mail.to.includes('nobody@'))).toBe(false);
  });
});

describe('check-in, cancellation and uploads', () => {
  it('checks in once a day', async () => {
    const m = await registerMember(t, rootCodes(t));
    const first = await post('/api/user/checkIn', {}, { token: m.token, lang: 'en' });
    expect(first.body).toMatchObject({ code: 1, msg: 'Checked in: 1 points', data: { points: '1', streak: 1 } });
    const second = await post('/api/user/checkIn', {}, { token: m.token, lang: 'en' });
    expect(second.body).toMatchObject({ code: 0, msg: 'You have already checked in today' });
  });

  it('cancels the account: sessions end, login refused, data kept', async () => {
    const m = await registerMember(t, rootCodes(t));
    expect((await post('/api/user/cancel', { password: 'wrong' }, { token: m.token, lang: 'en' })).body.msg).toBe('The password is wrong');
    expect((await post('/api/user/cancel', { password: m.password }, { token: m.token })).body.code).toBe(1);
    expect((await get('/api/user/userInfo', { token: m.token })).body.code).toBe(303);
    const login = await post('/api/user/login', { member_id: m.userinfo.member_id, password: m.password }, { lang: 'en' });
    expect(login.body.msg).toBe('This account has been closed');
    const [row] = await t.database.db.select().from(members).where(eq(members.memberId, m.userinfo.member_id));
    expect(row!.status).toBe('cancelled');
  });

  it('accepts an image by its content, re-encodes it, and refuses anything else', async () => {
    const m = await registerMember(t, rootCodes(t));
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const form = (data: Buffer, name: string, type: string) => {
      const boundary = '----onego';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
      return { payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const up = await t.call({ method: 'POST', url: '/api/common/upload', token: m.token, ...form(png, 'a.png', 'image/png') });
    expect(up.body.code).toBe(1);
    expect(up.body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: up.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const fake = await t.call({ method: 'POST', url: '/api/common/upload', token: m.token, lang: 'en', ...form(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png') });
    expect(fake.body.msg).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    const anon = await t.call({ method: 'POST', url: '/api/common/upload', ...form(png, 'a.png', 'image/png') });
    expect(anon.status).toBe(401);
    const profile = await post('/api/account/profile', { nickname: 'Pic', avatar: up.body.data.url }, { token: m.token });
    expect(profile.body.data.avatar).toBe(up.body.data.url);
  });

  it('root can log in with its password', async () => {
    const res = await post('/api/user/login', { member_id: t.root.memberId, password: ROOT_PASSWORD });
    expect(res.body.code).toBe(1);
  });
});
