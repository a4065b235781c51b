import { ALL_CALLS, adminOrdersCalls, orderCalls, tagOf } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('calls declared in the contract', () => {
  it('checks who calls before the input: a guest with a bad body gets HTTP 401, not a validation message', async () => {
    // A body that would fail validation on every field: the answer must still be about the missing session.
    const res = await t.post(orderCalls.create.path, { address_id: 'not a number', quantity: -5 });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(en('unauthorized'));
    const query = await t.call({ method: 'GET', url: `${orderCalls.detail.path}?id=oops`, lang: 'en' });
    expect(query.status).toBe(401);
  });

  it('checks the operator session before the input of a back-office call', async () => {
    const res = await t.post(adminOrdersCalls.ship.path, { order_id: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(en('unauthorized'));
  });

  it('still validates the input of a signed-in member, with the field named', async () => {
    const member = await registerMember(t, rootCodes(t, 'L'));
    const res = await t.post(orderCalls.create.path, { address_id: 'not a number' }, member.token);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({ field: 'address_id' });
  });

  it('answers every declared call under its path, the member API also under /index.php', async () => {
    for (const call of ALL_CALLS) {
      const url = call.path;
      const res = await t.call({ method: call.method, url, lang: 'en', ...(call.method === 'POST' ? { payload: {} } : {}) });
      // Unknown calls answer 404; a declared one answers anything else (401 for members, a validation message, data).
      expect(res.status, `${call.method} ${url}`).not.toBe(404);
      if (url.startsWith('/api/')) {
        const old = await t.call({ method: call.method, url: `/index.php${url}`, lang: 'en', ...(call.method === 'POST' ? { payload: {} } : {}) });
        expect(old.status, `${call.method} /index.php${url}`).toBe(res.status);
      }
    }
  });

  it('documents every declared call in the OpenAPI document, with its tag and security', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>> };
    for (const call of ALL_CALLS) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(op, `${call.method} ${call.path}`).toBeDefined();
      expect(op!.tags).toEqual([tagOf(call)]);
      const expected = call.access === 'guest' ? [] : call.access === 'member' ? [{ token: [] }] : call.access === 'member-or-guest' ? [{}, { token: [] }] : [{ adminToken: [] }];
      expect(op!.security).toEqual(expected);
    }
    // Nothing answers that the contract does not declare (besides the document, the health check and the apps).
    const declared = new Set(ALL_CALLS.map((c) => `${c.method.toLowerCase()} ${c.path}`));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.filter((d) => !declared.has(d))).toEqual([]);
  });
});
