import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { OPERATOR_TOKEN_KEY } from '../src/api/operator';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';
import { config, userinfo } from './fixtures';

// The administrator page: members and guests see it is for operators only; an operator signs in (password, then the
// authenticator code) under a key of their own, and works the queues their role allows.

const operator = { id: 2, username: 'ops', role: 'operations', totp_enabled: true, status: 'active', last_login_at: 1_700_000_000, created_at: 1_700_000_000 };
const OPS = { operator, permissions: ['members.read', 'kyc.read', 'kyc.write', 'feedback.read', 'feedback.write'] };
const FIN = { operator: { ...operator, username: 'fin', role: 'finance' }, permissions: ['withdrawals.read', 'withdrawals.review'] };
const link = (ref: string) => `/api/UserVerification/photo?photo=${ref}&expires=1734480600&signature=${'s'.repeat(43)}`;
const KYC = {
  id: 4, member_id: '12345678', status: 'pending', id_type: 'passport', id_number: 'P998877', real_name: 'Chen Mei', reason: '',
  id_photo_url: link('a'.repeat(32)), selfie_url: link('b'.repeat(32)), submitted_at: 1_700_000_000, reviewed_at: null, reviewed_by: '',
};
const FEEDBACK = {
  id: 9, member_id: '12345678', type: 'problem', title: 'Late parcel', content: 'Where is it?', images: [], status: 'pending', reply: '', replied_by: '',
  created_at: 1_700_000_000, replied_at: null,
};
const WITHDRAWAL = {
  id: 7, member_id: '12345678', amount: '50.00', fee: '1.00', arrival: '49.00', address: '0x52908400098527886E0F7030069857D2E4169EE7', status: 'pending_review',
  tx_hash: '', reason: '', time: 1_700_000_000, reviewed_time: null, paid_time: null, reviewed_by: '',
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });

interface Sent { path: string; body: Record<string, unknown>; headers: Record<string, string> }
function api(me: unknown) {
  const sent: Sent[] = [];
  const state = { kyc: [KYC] as unknown[], withdrawals: [WITHDRAWAL] as unknown[] };
  const fetch = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (init.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>, headers });
    if (path === '/api/ajax/getConfig') return { body: envelope(config) };
    if (path === '/api/user/userInfo') return { body: envelope(userinfo) };
    if (path === '/admin-api/auth/login') {
      const body = JSON.parse(String(init.body)) as { totp?: string };
      if (!body.totp) return { body: envelope({ totp_required: true }, 0, 'Enter the 6-digit code') };
      return { body: envelope({ token: 'op-token', operator }) };
    }
    if (path === '/admin-api/auth/me') return headers['admin-token'] ? { body: envelope(me) } : { status: 401, body: envelope(null, 0, 'Please sign in') };
    if (path === '/admin-api/auth/logout') return { body: envelope(null) };
    if (path === '/admin-api/kyc/list') return { body: envelope(page(state.kyc)) };
    if (path === '/admin-api/kyc/approve') {
      state.kyc = [];
      return { body: envelope({ ...KYC, status: 'approved', reviewed_by: 'ops', reviewed_at: 1_700_000_100 }) };
    }
    if (path === '/admin-api/feedback/list') return { body: envelope(page([FEEDBACK])) };
    if (path === '/admin-api/feedback/reply') return { body: envelope({ ...FEEDBACK, status: 'replied', reply: 'Tomorrow', replied_by: 'ops', replied_at: 1_700_000_100 }) };
    if (path === '/admin-api/withdrawals') return { body: envelope({ ...page(state.withdrawals), pending_total: '50.00' }) };
    if (path === '/admin-api/withdrawals/approve') return { body: envelope({ list: [{ ...WITHDRAWAL, status: 'approved' }] }) };
    if (path === '/admin-api/withdrawals/reject') return { body: envelope({ list: [{ ...WITHDRAWAL, status: 'rejected', reason: 'Wrong address' }] }) };
    return undefined;
  });
  return { fetch, sent };
}

beforeEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(OPERATOR_TOKEN_KEY);
});
afterEach(() => vi.unstubAllGlobals());

describe('administrator page', () => {
  it('tells a signed-in member it is for operators only, in their language, with the way to sign in as one', async () => {
    signIn();
    await changeLanguage('zh-TW');
    api(OPS);
    renderRoute('/pages/administrator');
    const only = await screen.findByTestId('operators-only', {}, WAIT);
    expect(within(only).getByText('僅限營運人員')).toBeTruthy();
    fireEvent.click(within(only).getByTestId('operators-only-sign-in'));
    expect(await screen.findByTestId('operator-username', {}, WAIT)).toBeTruthy();
  });

  it('signs an operator in with the authenticator code under their own key, beside the member, and approves a verification', async () => {
    signIn();
    const memberToken = localStorage.getItem('token');
    const { sent } = api(OPS);
    renderRoute('/pages/administrator');
    fireEvent.click(await screen.findByTestId('operators-only-sign-in', {}, WAIT));
    fireEvent.click(await screen.findByTestId('operator-sign-in-submit', {}, WAIT));
    expect((await screen.findAllByText('This field is required', {}, WAIT)).length).toBe(2);
    fireEvent.change(screen.getByTestId('operator-username'), { target: { value: ' ops ' } });
    fireEvent.change(screen.getByTestId('operator-password'), { target: { value: 'OpsPass123' } });
    fireEvent.click(screen.getByTestId('operator-sign-in-submit'));
    const code = await screen.findByTestId('operator-totp', {}, WAIT);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('operator-sign-in-submit'));
    expect(await screen.findByTestId('operator-name', {}, WAIT)).toHaveProperty('textContent', 'Signed in as ops');
    expect(sent.filter((s) => s.path === '/admin-api/auth/login').map((s) => s.body)).toEqual([
      { username: 'ops', password: 'OpsPass123' }, { username: 'ops', password: 'OpsPass123', totp: '123456' },
    ]);
    expect(localStorage.getItem(OPERATOR_TOKEN_KEY)).toBe('op-token');
    expect(localStorage.getItem('token')).toBe(memberToken);
    // Operations see verifications and feedback, not withdrawals.
    expect(screen.getByTestId('operator-tab-kyc')).toBeTruthy();
    expect(screen.queryByTestId('operator-tab-withdrawals')).toBeNull();
    await screen.findByTestId('kyc-item-4', {}, WAIT);
    fireEvent.click(screen.getByTestId('kyc-approve-4'));
    await waitFor(() => expect(sent.some((s) => s.path === '/admin-api/kyc/approve')).toBe(true), WAIT);
    const approve = sent.find((s) => s.path === '/admin-api/kyc/approve')!;
    expect(approve.body).toEqual({ id: 4 });
    expect(approve.headers['admin-token']).toBe('op-token');
    expect(approve.headers.token).toBeUndefined();
    expect(await screen.findByText('Nothing waits here.', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByTestId('operator-tab-feedback'));
    fireEvent.click(await screen.findByTestId('feedback-send-9', {}, WAIT));
    expect(await screen.findByText('Please write a reply', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByTestId('feedback-reply-9').querySelector('textarea') ?? screen.getByTestId('feedback-reply-9'), { target: { value: ' Tomorrow ' } });
    fireEvent.click(screen.getByTestId('feedback-send-9'));
    await waitFor(() => expect(sent.find((s) => s.path === '/admin-api/feedback/reply')?.body).toEqual({ id: 9, reply: 'Tomorrow' }), WAIT);

    fireEvent.click(screen.getByTestId('operator-sign-out'));
    await screen.findByTestId('operators-only', {}, WAIT);
    expect(localStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('token')).toBe(memberToken);
  });

  it('approves a withdrawal only with the authenticator code and rejects only with a reason', async () => {
    localStorage.setItem(OPERATOR_TOKEN_KEY, 'op-token');
    const { sent } = api(FIN);
    renderRoute('/pages/administrator');
    await screen.findByTestId('withdrawals-item-7', {}, WAIT);
    expect(screen.queryByTestId('operator-tab-kyc')).toBeNull();
    fireEvent.click(screen.getByTestId('withdrawals-approve-7'));
    fireEvent.change(await screen.findByTestId('withdrawals-totp-7', {}, WAIT), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('withdrawals-confirm-7'));
    expect(await screen.findByText('Enter the 6-digit code', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdrawals-totp-7'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('withdrawals-confirm-7'));
    await waitFor(() => expect(sent.find((s) => s.path === '/admin-api/withdrawals/approve')?.body).toEqual({ ids: [7], totp: '654321' }), WAIT);

    fireEvent.click(screen.getByTestId('withdrawals-reject-7'));
    fireEvent.click(await screen.findByTestId('withdrawals-confirm-7', {}, WAIT));
    expect(await screen.findByText('Please give a reason', {}, WAIT)).toBeTruthy();
    expect(sent.some((s) => s.path === '/admin-api/withdrawals/reject')).toBe(false);
    fireEvent.change(screen.getByTestId('withdrawals-reason-7').querySelector('textarea') ?? screen.getByTestId('withdrawals-reason-7'), { target: { value: 'Wrong address' } });
    fireEvent.click(screen.getByTestId('withdrawals-confirm-7'));
    await waitFor(() => expect(sent.find((s) => s.path === '/admin-api/withdrawals/reject')?.body).toEqual({ ids: [7], reason: 'Wrong address' }), WAIT);
  });

  it('forgets an operator session the server no longer knows, and offers the sign-in again', async () => {
    localStorage.setItem(OPERATOR_TOKEN_KEY, 'stale');
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
      if (url.startsWith('/admin-api/auth/me')) return { status: 401, body: envelope(null, 0, 'Please sign in') };
      return undefined;
    });
    renderRoute('/pages/administrator');
    await screen.findByTestId('operators-only', {}, WAIT);
    expect(localStorage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
    expect(fetch).toHaveBeenCalled();
  });
});
