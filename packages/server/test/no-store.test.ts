import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registration, ROOT_PASSWORD, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// Answers meant for one member or one operator must not be kept by a browser or a shared cache: every call made with
// a session, every back-office call and every answer that hands out a session says `Cache-Control: no-store`.

let t: TestApp;
let memberToken: string;
let adminToken: string;
let calls: Array<{ method: 'GET' | 'POST'; url: string }>;

beforeAll(async () => {
  t = await startTestApp();
  memberToken = (await registerMember(t, rootCodes(t))).token;
  adminToken = (await signInOperators(t)).tokens.boss;
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  calls = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.keys(ops).filter((m) => m === 'get' || m === 'post').map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', url })));
});
afterAll(async () => {
  await t?.close();
});

// Calls that would end the session used by the rest of the sweep run last.
const ENDS_SESSION = new Set(['/api/user/logout', '/api/user/cancel', '/admin-api/auth/logout']);
const byEnding = (a: { url: string }, b: { url: string }) => Number(ENDS_SESSION.has(a.url)) - Number(ENDS_SESSION.has(b.url));

describe('Cache-Control: no-store on personal answers', () => {
  it('finds member and back-office calls to try', () => {
    expect(calls.filter((c) => c.url.startsWith('/api/')).length).toBeGreaterThanOrEqual(40);
    expect(calls.filter((c) => c.url.startsWith('/admin-api/')).length).toBeGreaterThanOrEqual(30);
  });

  it('is sent on every member call made with a session, whatever the answer', async () => {
    for (const call of calls.filter((c) => c.url.startsWith('/api/')).sort(byEnding)) {
      const res = await t.app.inject({ method: call.method, url: call.url, headers: { token: memberToken }, ...(call.method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      expect(res.headers['cache-control'], `${call.method} ${call.url}`).toBe('no-store');
    }
  });

  it('is sent on every back-office call, signed in or not', async () => {
    for (const call of calls.filter((c) => c.url.startsWith('/admin-api/')).sort(byEnding)) {
      for (const headers of [{ 'admin-token': adminToken }, {}]) {
        const res = await t.app.inject({ method: call.method, url: call.url, headers, ...(call.method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
        expect(res.headers['cache-control'], `${call.method} ${call.url} ${Object.keys(headers).join()}`).toBe('no-store');
      }
    }
  });

  it('is sent on the answers that hand out a session', async () => {
    const register = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(rootCodes(t, 'R')) });
    expect(register.json().data.token).toBeTruthy();
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/index.php/api/user/login', payload: { member_id: t.root.memberId, password: ROOT_PASSWORD } });
    expect(login.json().data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const admin = await t.app.inject({ method: 'POST', url: '/admin-api/auth/login', payload: { username: 'ops', password: 'OpsPass123' } });
    expect(admin.json().data.token).toBeTruthy();
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue to guests cacheable', async () => {
    for (const url of ['/api/product/index', '/api/product/category', '/api/banner/index', '/api/ajax/getConfig', '/api/announcement/index']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json().code, url).toBe(1);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});
