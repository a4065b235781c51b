import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let token: string;
let routes: Array<{ method: 'GET' | 'POST'; url: string }>;

beforeAll(async () => {
  t = await startTestApp();
  token = (await registerMember(t, rootCodes(t))).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.keys(ops).filter((m) => m === 'get' || m === 'post').map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', url })));
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE: unknown[] = [
  undefined, null, 0, -1, 1e308, true, 'x', '', [], [null], {},
  { member_id: null, password: null }, { member_id: 123, password: ['a'] },
  { name: 'x'.repeat(100_000) }, { email: '"><script>alert(1)</script>@x.y' }, { nickname: '\u0000\uffff\ud800' },
  { __proto__: { admin: true }, constructor: { prototype: { polluted: 1 } } },
  { amount: '1e999', page: -5, limit: 10_000, q: "' or 1=1 --" },
  { avatar: '../../etc/passwd' }, { agree: { $ne: 1 } }, { pay_password: 123456 }, { birthday: '9999-99-99' },
];

describe('hostile input never causes a fault', () => {
  it('finds the calls to try', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('answers every call with a clear failure for hostile bodies and queries, with and without a session', async () => {
    for (const { method, url } of routes) {
      for (const value of HOSTILE) {
        for (const auth of [undefined, token, 'forged-token']) {
          const res = method === 'GET'
            ? await t.call({ method, url: `${url}?${new URLSearchParams({ q: JSON.stringify(value) ?? '', page: String(value), member_id: String(value) })}`, token: auth, lang: 'en' })
            : await t.call({ method, url, payload: JSON.stringify(value ?? null), headers: { 'content-type': 'application/json' }, token: auth, lang: 'en' });
          expect(res.status, `${method} ${url} ${JSON.stringify(value)?.slice(0, 80)}`).not.toBe(500);
          expect(typeof res.body.msg === 'string' || res.body.raw !== undefined, `${method} ${url}`).toBe(true);
        }
      }
    }
    // Every call 66 times over, one after the other: on a busy 2-core machine that passes the suite's minute.
  }, 300_000);

  it('survives random JSON on every write call', async () => {
    const posts = routes.filter((r) => r.method === 'POST');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), fc.jsonValue({ maxDepth: 3 }), async (route, body) => {
        const res = await t.call({ method: 'POST', url: route.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, token });
        expect(res.status).not.toBe(500);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses bodies that are not JSON, or too large, without a fault', async () => {
    const garbage = await t.call({ method: 'POST', url: '/api/user/login', payload: '{"member_id":', headers: { 'content-type': 'application/json' }, lang: 'en' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.msg).toBe('The request could not be read');
    const huge = await t.call({ method: 'POST', url: '/api/user/login', payload: JSON.stringify({ member_id: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' }, lang: 'en' });
    expect(huge.status).toBe(413);
    const wrongType = await t.call({ method: 'POST', url: '/api/user/login', payload: 'member_id=1', headers: { 'content-type': 'text/plain' }, lang: 'en' });
    expect(wrongType.body).toMatchObject({ code: 0, msg: 'The request could not be read' });
  });

  it('sends the security headers on API answers, errors and pages alike', async () => {
    for (const [url, ownPolicy] of [['/api/ajax/getConfig', true], ['/api/user/userInfo', true], ['/docs', false]] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      // The API docs page brings its own policy (swagger-ui's static CSP); everything else has ours.
      if (ownPolicy) expect(res.headers['content-security-policy']).toBe("default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
