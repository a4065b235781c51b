import { describe, expect, it } from 'vitest';
import {
  ALL_CALLS, adminCatalogueCalls, answerProblem, commonCalls, makeCallApi, orderCalls, PERMISSIONS, tagOf, userCalls, type CallRequest,
} from '../src/index.js';

/** A client whose transport records each request and answers `data`. */
function recording(data: unknown = null) {
  const sent: CallRequest[] = [];
  const callApi = makeCallApi(async (request) => {
    sent.push(request);
    return data;
  });
  return { sent, callApi };
}

describe('declared calls', () => {
  it('declares each method and path once, under /api or /admin-api, with a known permission', () => {
    const keys = ALL_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of ALL_CALLS) {
      expect(call.path).toMatch(/^\/(api|admin-api)\/[A-Za-z_]+/);
      if (call.path.startsWith('/admin-api/')) expect(call.access === 'guest' || typeof call.access === 'object', call.path).toBe(true);
      if (typeof call.access === 'object' && call.access.operator !== 'self') expect(Object.keys(PERMISSIONS)).toContain(call.access.operator);
      if (call.upload) expect(call.method).toBe('POST');
    }
  });

  it('tags a call by its URL prefix', () => {
    expect(tagOf(orderCalls.detail)).toBe('order');
    expect(tagOf(adminCatalogueCalls.products)).toBe('admin-api/catalogue');
  });

  it('builds the request from the declaration: query for GET, JSON body for POST, a file for uploads', async () => {
    const { sent, callApi } = recording({ ok: true });
    await expect(callApi(orderCalls.detail, { id: 5 })).resolves.toEqual({ ok: true });
    await callApi(orderCalls.cancel, { order_id: 5 });
    await callApi(userCalls.logout);
    const file = new Blob(['x']);
    await callApi(commonCalls.upload, { file });
    expect(sent.map(({ method, path, query, body }) => ({ method, path, query, body: body instanceof FormData ? 'form' : body }))).toEqual([
      { method: 'GET', path: '/api/order/detail', query: { id: 5 }, body: undefined },
      { method: 'POST', path: '/api/order/cancel', query: undefined, body: { order_id: 5 } },
      { method: 'POST', path: '/api/user/logout', query: undefined, body: undefined },
      { method: 'POST', path: '/api/common/upload', query: undefined, body: 'form' },
    ]);
    expect((sent[3]!.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('sends the Idempotency-Key only on idempotent calls', async () => {
    const { sent, callApi } = recording();
    await callApi(orderCalls.pay, { order_id: 1, pay_method: 'balance', use_balance: true, pay_password: '123456' }, { idempotencyKey: 'k-1' });
    await callApi(orderCalls.cancel, { order_id: 1 }, { idempotencyKey: 'k-2' });
    expect(sent.map((r) => r.headers)).toEqual([{ 'Idempotency-Key': 'k-1' }, {}]);
  });

  it('finds the mismatch between an answer and the declared data', () => {
    expect(answerProblem('POST', '/api/user/checkIn', { points: '1.00', day: '2024-12-18', streak: 2 })).toBeUndefined();
    expect(answerProblem('POST', '/index.php/api/user/checkIn?x=1', { points: 1, day: '2024-12-18', streak: 2 })).toMatch(/^POST \/api\/user\/checkIn: data\.points/);
    expect(answerProblem('GET', '/api/not/declared', { anything: true })).toBeUndefined();
  });
});
