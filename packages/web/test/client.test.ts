import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/app/antdSetup';
import { changeLanguage } from '../src/i18n';
import { ajaxCalls, fundConsolidationCalls, userCalls } from '@onego/contract';
import { ApiError, callApi } from '../src/api/client';
import { store } from '../src/app/store';
import { envelope, mockFetch } from './helpers';

const user = { member_id: 'M1', nickname: 'Ann' };

/** Resolves to 'pending' when the promise has not settled shortly. */
async function settleState(p: Promise<unknown>): Promise<string> {
  return Promise.race([
    p.then(() => 'resolved', () => 'rejected'),
    new Promise<string>((r) => setTimeout(() => r('pending'), 100)),
  ]);
}

describe('API client', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userInfo', JSON.stringify(user));
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends json, the lang header and the token; resolves data on code 1', async () => {
    const checkedIn = { points: '1.00', day: '2024-12-18', streak: 1 };
    const fetch = mockFetch(() => ({ body: envelope(checkedIn) }));
    await expect(callApi(userCalls.checkIn)).resolves.toEqual(checkedIn);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/user/checkIn');
    const headers = init!.headers as Record<string, string>;
    expect(headers.lang).toBe('en');
    expect(headers.token).toBe('tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.body).toBe('{}');
  });

  it('sends the declared body and the Idempotency-Key of money-moving calls', async () => {
    const fetch = mockFetch(() => ({ body: envelope({ moved: [], balance: '1.00', shop_coins: '0.00', integral: '0.00' }) }));
    await callApi(fundConsolidationCalls.consolidate, { pay_password: '123456' }, { idempotencyKey: 'key-1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/fundConsolidation/consolidate');
    expect(init!.body).toBe('{"pay_password":"123456"}');
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
  });

  it('rejects with the server message on code 0', async () => {
    mockFetch(() => ({ body: envelope(null, 0, 'Already checked in today') }));
    const err = await callApi(userCalls.checkIn).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('Already checked in today');
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('on code 303 toasts, clears token and userInfo, resets the store and never settles', async () => {
    mockFetch(() => ({ body: envelope(null, 303, 'Session ended, please log in again') }));
    const p = callApi(userCalls.userInfo);
    expect(await settleState(p)).toBe('pending');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(store.get().userInfo).toBeNull();
    await vi.waitFor(() => expect(document.body.textContent).toContain('Session ended, please log in again'));
  });

  it.each([401, 404, 419])('on HTTP %i removes the token and never settles', async (status) => {
    mockFetch(() => ({ status, body: envelope(null, 0, 'nope') }));
    const p = callApi(userCalls.userInfo);
    expect(await settleState(p)).toBe('pending');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get().token).toBeNull();
  });

  it('rejects on transport errors and toasts "Network error"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(callApi(ajaxCalls.getConfig)).rejects.toThrow('Network error');
    expect(localStorage.getItem('token')).toBe('tok-1');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Network error'));
  });

  it('aborts after 60 s and rejects as a network error', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', vi.fn((_u: string, init: RequestInit) => new Promise((_r, reject) => {
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })));
      const p = callApi(ajaxCalls.getConfig).catch((e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await p).toBe('Network error');
    } finally {
      vi.useRealTimers();
    }
  });
});
