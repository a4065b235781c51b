import { authenticator } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOperator } from '../src/modules/admin/operators.js';
import { PERMISSIONS } from '../src/modules/admin/permissions.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let superToken: string;
const SUPER = { username: 'boss', password: 'BossPass123' };

type Res = { status: number; body: { code: number; msg: string; time: number; data: any } };

async function api(method: 'GET' | 'POST', url: string, opts: { token?: string; body?: unknown; query?: Record<string, string>; lang?: string } = {}): Promise<Res> {
  return t.call({
    method, url, query: opts.query, lang: opts.lang ?? 'en',
    headers: opts.token ? { 'admin-token': opts.token } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

async function login(username: string, password: string, totp?: string): Promise<Res> {
  return api('POST', '/admin-api/auth/login', { body: { username, password, ...(totp ? { totp } : {}) } });
}

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.token;
}

async function auditCount(): Promise<number> {
  return (await t.database.db.select().from(auditLog)).length;
}

beforeAll(async () => {
  t = await startTestApp();
  await createOperator(t.database.db, { ...SUPER, role: 'super_admin' });
  await createOperator(t.database.db, { username: 'fin', password: 'FinPass123', role: 'finance' });
  await createOperator(t.database.db, { username: 'ops', password: 'OpsPass123', role: 'operations' });
  superToken = await tokenOf(SUPER.username, SUPER.password);
});
afterAll(async () => t?.close());

describe('operator sign-in', () => {
  it('signs in, answers me with permissions, and signs out', async () => {
    const res = await login(SUPER.username, SUPER.password);
    expect(res.body.code).toBe(1);
    expect(res.body.data.operator).toMatchObject({ username: 'boss', role: 'super_admin', totp_enabled: false, status: 'active' });
    expect(JSON.stringify(res.body.data)).not.toMatch(/argon2|password_hash/);
    const token = res.body.data.token as string;
    const me = await api('GET', '/admin-api/auth/me', { token });
    expect(me.body.data.operator.username).toBe('boss');
    expect(me.body.data.permissions).toEqual(Object.keys(PERMISSIONS));
    expect((await api('POST', '/admin-api/auth/logout', { token })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/auth/me', { token })).body.code).toBe(303);
  });

  it('refuses a missing or unknown admin token with 401, and ignores the member token header', async () => {
    expect((await api('GET', '/admin-api/auth/me')).status).toBe(401);
    expect((await api('GET', '/admin-api/auth/me', { token: 'nope' })).status).toBe(401);
    const res = await t.call({ method: 'GET', url: '/admin-api/members', token: superToken });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const a = await login(SUPER.username, 'WrongPass1');
    const b = await login('nobody', 'WrongPass1');
    expect(a.body).toMatchObject({ code: 0, msg: 'Username or password is wrong' });
    expect(b.body).toMatchObject({ code: 0, msg: 'Username or password is wrong' });
  });

  it('locks after 5 wrong passwords, even for the right one', async () => {
    await createOperator(t.database.db, { username: 'locky', password: 'LockPass123', role: 'finance' });
    for (let i = 0; i < 4; i++) expect((await login('locky', 'WrongPass1')).body.msg).toBe('Username or password is wrong');
    const fifth = await login('locky', 'WrongPass1');
    expect(fifth.body).toMatchObject({ code: 0, msg: 'Too many wrong passwords. Please try again in 15 minutes.' });
    const right = await login('locky', 'LockPass123');
    expect(right.body.code).toBe(0);
    expect(right.body.msg).toMatch(/Too many wrong passwords/);
  });

  it('answers the message in the caller language', async () => {
    const res = await api('POST', '/admin-api/auth/login', { body: { username: 'boss', password: 'x' }, lang: 'zh-TW' });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe('Username or password is wrong');
  });
});

describe('TOTP', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('set-up, enable, then sign-in needs the code', async () => {
    // A code is good once, so each use below takes the code of a later 30-second step: only Date is faked to get there.
    vi.useFakeTimers({ toFake: ['Date'] });
    const nextStep = () => vi.setSystemTime((Math.floor(Date.now() / 30_000) + 1) * 30_000 + 1_000);
    await createOperator(t.database.db, { username: 'totpy', password: 'TotpPass123', role: 'operations' });
    const token = await tokenOf('totpy', 'TotpPass123');
    expect((await api('POST', '/admin-api/auth/totp/enable', { token, body: { totp: '123456' } })).body.msg).toBe('Start the authenticator set-up first');
    const setup = await api('POST', '/admin-api/auth/totp/setup', { token });
    expect(setup.body.code).toBe(1);
    const { secret, otpauth_url } = setup.body.data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/One%20Go:totpy\?secret=/);
    // Not yet enabled: sign-in still needs no code.
    expect((await login('totpy', 'TotpPass123')).body.code).toBe(1);

    const wrong = String((Number(authenticator.generate(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await api('POST', '/admin-api/auth/totp/enable', { token, body: { totp: wrong } })).body.msg).toBe('The authenticator code is wrong');
    expect((await api('POST', '/admin-api/auth/totp/enable', { token, body: { totp: authenticator.generate(secret) } })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/auth/me', { token })).body.data.operator.totp_enabled).toBe(true);
    expect((await api('POST', '/admin-api/auth/totp/setup', { token })).body.code).toBe(0);

    nextStep();
    const needs = await login('totpy', 'TotpPass123');
    expect(needs.body).toMatchObject({ code: 0, msg: 'Enter the 6-digit code from your authenticator app', data: { totp_required: true } });
    const bad = await login('totpy', 'TotpPass123', wrong);
    expect(bad.body).toMatchObject({ code: 0, msg: 'The authenticator code is wrong' });
    const good = await login('totpy', 'TotpPass123', authenticator.generate(secret));
    expect(good.body.code).toBe(1);

    const audit = await api('GET', '/admin-api/audit', { token: superToken, query: { operator: 'totpy' } });
    const actions = audit.body.data.list.map((r: any) => r.action);
    expect(actions).toContain('operator.totp_enable');
    expect(JSON.stringify(audit.body.data.list)).not.toContain(secret);

    nextStep();
    expect((await api('POST', '/admin-api/auth/totp/disable', { token, body: { totp: wrong } })).body.code).toBe(0);
    expect((await api('POST', '/admin-api/auth/totp/disable', { token, body: { totp: authenticator.generate(secret) } })).body.code).toBe(1);
    expect((await login('totpy', 'TotpPass123')).body.code).toBe(1);
  });
});

describe('roles', () => {
  it('finance reads members and audit but cannot write, see the outbox or operators', async () => {
    const fin = await tokenOf('fin', 'FinPass123');
    const m = await registerMember(t, rootCodes(t));
    expect((await api('GET', '/admin-api/members', { token: fin })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/audit', { token: fin })).body.code).toBe(1);
    const before = await auditCount();
    const refusals = [
      await api('POST', '/admin-api/members/status', { token: fin, body: { member_id: m.userinfo.member_id, status: 'disabled', reason: 'x' } }),
      await api('POST', '/admin-api/members/resetPassword', { token: fin, body: { member_id: m.userinfo.member_id, new_password: 'NewPass123' } }),
      await api('GET', '/admin-api/outbox', { token: fin }),
      await api('GET', '/admin-api/operators', { token: fin }),
      await api('POST', '/admin-api/operators/create', { token: fin, body: { username: 'sneaky', password: 'Sneaky123', role: 'super_admin' } }),
    ];
    for (const r of refusals) expect([r.status, r.body.msg]).toEqual([403, 'You are not allowed to do this']);
    expect(await auditCount()).toBe(before);
  });

  it('operations writes members and reads the outbox but not operators', async () => {
    const ops = await tokenOf('ops', 'OpsPass123');
    expect((await api('GET', '/admin-api/outbox', { token: ops })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/operators', { token: ops })).status).toBe(403);
    const m = await registerMember(t, rootCodes(t));
    const res = await api('POST', '/admin-api/members/status', { token: ops, body: { member_id: m.userinfo.member_id, status: 'disabled', reason: 'test' } });
    expect(res.body.code).toBe(1);
  });
});

describe('members', () => {
  it('searches by member ID, mobile, email and name, filters by status, pages newest first', async () => {
    const a = await registerMember(t, rootCodes(t), { name: 'Zebulon Quartz' });
    const b = await registerMember(t, rootCodes(t, 'R'));
    const find = async (q: string, extra: Record<string, string> = {}) =>
      (await api('GET', '/admin-api/members', { token: superToken, query: { q, ...extra } })).body.data;
    expect((await find(a.userinfo.member_id)).list.map((r: any) => r.member_id)).toContain(a.userinfo.member_id);
    expect((await find(a.userinfo.mobile)).list[0].member_id).toBe(a.userinfo.member_id);
    expect((await find(a.email.toUpperCase())).list[0].member_id).toBe(a.userinfo.member_id);
    expect((await find('bulon quar')).list.map((r: any) => r.member_id)).toEqual([a.userinfo.member_id]);
    expect((await find('%')).total).toBe(0);
    const all = (await api('GET', '/admin-api/members', { token: superToken, query: { limit: '2', page: '1' } })).body.data;
    expect(all.limit).toBe(2);
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.list[0].member_id).toBe(b.userinfo.member_id);
    const disabled = (await api('GET', '/admin-api/members', { token: superToken, query: { status: 'disabled' } })).body.data;
    expect(disabled.list.every((r: any) => r.status === 'disabled')).toBe(true);
  });

  it('shows the detail with sponsor, placement and codes', async () => {
    const a = await registerMember(t, rootCodes(t, 'R'));
    const res = await api('GET', '/admin-api/members/detail', { token: superToken, query: { member_id: a.userinfo.member_id } });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      member_id: a.userinfo.member_id, sponsor_member_id: t.root.memberId, invite_code: a.userinfo.invite_code, status: 'active', locked_until: null,
    });
    expect(res.body.data.side === 'L' || res.body.data.side === 'R').toBe(true);
    expect(res.body.data.depth).toBeGreaterThanOrEqual(1);
    expect(res.body.data.parent_member_id).toBeTruthy();
    const root = await api('GET', '/admin-api/members/detail', { token: superToken, query: { member_id: t.root.memberId } });
    expect(root.body.data).toMatchObject({ depth: 0, sponsor_member_id: null, parent_member_id: null, side: null });
    expect(root.body.data.left_child_member_id).toBeTruthy();
    expect((await api('GET', '/admin-api/members/detail', { token: superToken, query: { member_id: '00000000' } })).body).toMatchObject({ code: 0, msg: 'Member not found' });
  });

  it('disables (ending sessions and refusing login), enables, and audits both', async () => {
    const m = await registerMember(t, rootCodes(t));
    const id = m.userinfo.member_id;
    const res = await api('POST', '/admin-api/members/status', { token: superToken, body: { member_id: id, status: 'disabled', reason: 'fraud check' } });
    expect(res.body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/user/userInfo', token: m.token })).body.code).toBe(303);
    const refused = await t.call({ method: 'POST', url: '/api/user/login', payload: { member_id: id, password: m.password }, lang: 'en' });
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toMatch(/disabled/);

    expect((await api('POST', '/admin-api/members/status', { token: superToken, body: { member_id: id, status: 'active', reason: 'cleared' } })).body.code).toBe(1);
    const back = await t.call({ method: 'POST', url: '/api/user/login', payload: { member_id: id, password: m.password } });
    expect(back.body.code).toBe(1);

    const audit = (await api('GET', '/admin-api/audit', { token: superToken, query: { target: id } })).body.data;
    expect(audit.list.map((r: any) => r.action)).toEqual(['member.enable', 'member.disable']);
    expect(audit.list[1]).toMatchObject({ operator: 'boss', target_type: 'member', target_id: id, before: { status: 'active' }, after: { status: 'disabled', reason: 'fraud check' } });
    expect(audit.list[1].ip).toBeTruthy();
    const byAction = (await api('GET', '/admin-api/audit', { token: superToken, query: { action: 'member.disable', target: id } })).body.data;
    expect(byAction.total).toBe(1);
  });

  it('resets a password: old token ends, lock clears, new password works, no hash in the audit row', async () => {
    const m = await registerMember(t, rootCodes(t));
    const id = m.userinfo.member_id;
    for (let i = 0; i < 5; i++) await t.call({ method: 'POST', url: '/api/user/login', payload: { member_id: id, password: 'Wrong1234' } });
    const locked = await api('GET', '/admin-api/members/detail', { token: superToken, query: { member_id: id } });
    expect(locked.body.data.locked_until).toBeGreaterThan(0);

    const res = await api('POST', '/admin-api/members/resetPassword', { token: superToken, body: { member_id: id, new_password: 'Fresh1234' } });
    expect(res.body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/user/userInfo', token: m.token })).body.code).toBe(303);
    expect((await t.call({ method: 'POST', url: '/api/user/login', payload: { member_id: id, password: m.password } })).body.code).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/user/login', payload: { member_id: id, password: 'Fresh1234' } })).body.code).toBe(1);

    const row = (await api('GET', '/admin-api/audit', { token: superToken, query: { target: id, action: 'member.reset_password' } })).body.data.list[0];
    expect(row.before.locked_until).toBeGreaterThan(0);
    expect(row.after).toMatchObject({ password_reset: true, locked_until: null });
    expect(JSON.stringify(row)).not.toMatch(/argon2|Fresh1234/);
  });

  it('a failed write leaves no audit row and changes nothing', async () => {
    const before = await auditCount();
    expect((await api('POST', '/admin-api/members/status', { token: superToken, body: { member_id: '00000000', status: 'disabled', reason: 'x' } })).body.msg).toBe('Member not found');
    expect((await api('POST', '/admin-api/members/resetPassword', { token: superToken, body: { member_id: '00000000', new_password: 'Fresh1234' } })).body.code).toBe(0);
    expect((await api('POST', '/admin-api/operators/create', { token: superToken, body: { username: 'boss', password: 'Another123', role: 'finance' } })).body.msg)
      .toBe('An operator with this username already exists');
    expect((await api('POST', '/admin-api/operators/status', { token: superToken, body: { id: 999999, status: 'disabled' } })).body.msg).toBe('Operator not found');
    expect(await auditCount()).toBe(before);
  });
});

describe('outbox, audit paging', () => {
  it('lists the outbox newest first, paged', async () => {
    await t.database.db.insert(mailOutbox).values([
      { to: 'a@x.test', subject: 'first', text: 'code 111111', status: 'logged' },
      { to: 'b@x.test', subject: 'second', text: 'code 222222', status: 'logged' },
    ]);
    const res = await api('GET', '/admin-api/outbox', { token: superToken, query: { limit: '1' } });
    expect(res.body.code).toBe(1);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({ to: 'b@x.test', subject: 'second', text: 'code 222222', status: 'logged' });
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('pages the audit log newest first', async () => {
    const res = (await api('GET', '/admin-api/audit', { token: superToken, query: { limit: '2', page: '1' } })).body.data;
    expect(res.list).toHaveLength(2);
    expect(res.list[0].id).toBeGreaterThan(res.list[1].id);
  });
});

describe('operators', () => {
  it('creates, refuses duplicates, disables another (ending their sessions) but never self', async () => {
    const created = await api('POST', '/admin-api/operators/create', { token: superToken, body: { username: 'clerk', password: 'Clerk1234', role: 'operations' } });
    expect(created.body.code).toBe(1);
    expect(created.body.data).toMatchObject({ username: 'clerk', role: 'operations', status: 'active', totp_enabled: false });
    const dup = await api('POST', '/admin-api/operators/create', { token: superToken, body: { username: 'clerk', password: 'Clerk1234', role: 'finance' } });
    expect(dup.body.msg).toBe('An operator with this username already exists');
    const list = await api('GET', '/admin-api/operators', { token: superToken });
    expect(list.body.data.list.map((o: any) => o.username)).toContain('clerk');
    expect(JSON.stringify(list.body.data)).not.toMatch(/argon2/);

    const clerkToken = await tokenOf('clerk', 'Clerk1234');
    const off = await api('POST', '/admin-api/operators/status', { token: superToken, body: { id: created.body.data.id, status: 'disabled' } });
    expect(off.body.data.status).toBe('disabled');
    expect((await api('GET', '/admin-api/auth/me', { token: clerkToken })).body.code).toBe(303);
    expect((await login('clerk', 'Clerk1234')).body.code).toBe(0);

    const me = (await api('GET', '/admin-api/auth/me', { token: superToken })).body.data.operator;
    const self = await api('POST', '/admin-api/operators/status', { token: superToken, body: { id: me.id, status: 'disabled' } });
    expect(self.body).toMatchObject({ code: 0, msg: 'You cannot disable your own account' });

    const audit = (await api('GET', '/admin-api/audit', { token: superToken, query: { action: 'operator.' } })).body.data.list;
    const create = audit.find((r: any) => r.action === 'operator.create' && r.after?.username === 'clerk');
    expect(create).toMatchObject({ before: null, after: { username: 'clerk', role: 'operations', status: 'active' } });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Clerk1234/);
    expect(audit.find((r: any) => r.action === 'operator.disable')).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
  });

  it('changes the own password: audited, other sessions end, current one stays', async () => {
    await createOperator(t.database.db, { username: 'selfy', password: 'Selfy1234', role: 'finance' });
    const a = await tokenOf('selfy', 'Selfy1234');
    const b = await tokenOf('selfy', 'Selfy1234');
    expect((await api('POST', '/admin-api/auth/password', { token: a, body: { old_password: 'nope', new_password: 'Selfy5678' } })).body.msg).toBe('The current password is wrong');
    expect((await api('POST', '/admin-api/auth/password', { token: a, body: { old_password: 'Selfy1234', new_password: 'Selfy5678' } })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/auth/me', { token: a })).body.code).toBe(1);
    expect((await api('GET', '/admin-api/auth/me', { token: b })).body.code).toBe(303);
    expect((await login('selfy', 'Selfy5678')).body.code).toBe(1);
    const audit = (await api('GET', '/admin-api/audit', { token: superToken, query: { operator: 'selfy', action: 'operator.password' } })).body.data;
    expect(audit.total).toBe(1);
  });
});

describe('bad input', () => {
  it('answers code 0 naming the field, never 500', async () => {
    const cases: Array<[string, string, Record<string, unknown> | undefined, Record<string, string> | undefined, RegExp]> = [
      ['POST', '/admin-api/auth/login', { password: 'x' }, undefined, /Username is required/],
      ['POST', '/admin-api/auth/login', { username: 'a'.repeat(65), password: 'x' }, undefined, /Username is too long/],
      ['POST', '/admin-api/auth/login', { username: 'boss', password: 'x', totp: '12ab' }, undefined, /Authenticator code is not valid/],
      ['POST', '/admin-api/members/status', { member_id: '1', status: 'disabled' }, undefined, /Reason is required/],
      ['POST', '/admin-api/members/status', { member_id: '1', status: 'gone', reason: 'x' }, undefined, /Status is not valid/],
      ['POST', '/admin-api/members/status', { member_id: '1', status: 'disabled', reason: 'x'.repeat(501) }, undefined, /Reason is too long/],
      ['POST', '/admin-api/members/resetPassword', { member_id: '1', new_password: 'short' }, undefined, /password/i],
      ['POST', '/admin-api/operators/create', { username: 'ab', password: 'Passw0rd1', role: 'finance' }, undefined, /Username is not valid/],
      ['POST', '/admin-api/operators/create', { username: 'abc', password: 'Passw0rd1', role: 'king' }, undefined, /Role is not valid/],
      ['POST', '/admin-api/operators/status', { id: 'x', status: 'disabled' }, undefined, /ID is not valid/],
      ['GET', '/admin-api/members', undefined, { q: 'x'.repeat(101) }, /Search is too long/],
      ['GET', '/admin-api/members', undefined, { limit: '1000' }, /Page size must be at most 100/],
      ['GET', '/admin-api/members/detail', undefined, {}, /Member ID is required/],
      ['GET', '/admin-api/audit', undefined, { operator: 'x'.repeat(65) }, /Operator is too long/],
    ];
    for (const [method, url, body, query, msg] of cases) {
      const res = await api(method as 'GET' | 'POST', url, { token: superToken, body, query });
      expect(res.status, `${url} ${JSON.stringify(body ?? query)}`).toBeLessThan(500);
      expect(res.body.code, url).toBe(0);
      expect(res.body.msg, `${url} ${JSON.stringify(body ?? query)}`).toMatch(msg);
    }
    const raw = await t.app.inject({ method: 'POST', url: '/admin-api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().code).toBe(0);
  });
});
