import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { envelope, mockFetch, renderRoute, WAIT } from './helpers';
import { userinfo, bonusLimit } from './fixtures';

const config = {
  site_name: 'One Go', version: '1.0.0', service_phone: '', service_days: '', service_email: '', languages: [],
  default_language: 'zh-TW', checkin_points: '1', public_url: '', transfer_fee_rate: '0.01', transfer_fee_min: '1.00',
  transfer_min: '10.00', transfer_daily_limit: '10000.00', subaccount_limit: '10',
};
const records = [
  { id: 3, type: 'transfer', amount: '-200.00', balance_after: '300.00', counterparty: 'OG100002', note: 'OG100001 → OG100002', time: 1734480000 },
  { id: 2, type: 'transfer', amount: '49.50', balance_after: '500.00', counterparty: 'OG100003', note: 'OG100003 → OG100001', time: 1734470000 },
  { id: 1, type: 'adjustment', amount: '450.50', balance_after: '450.50', counterparty: '', note: 'Welcome credit', time: 1734460000 },
];
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });

type Call = { url: string; init: RequestInit };

/** A small fake of the wallet calls; `answers` lets a test replace one call's reply. */
function api(answers: Record<string, (call: Call) => { status?: number; body: unknown } | undefined> = {}) {
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const custom = answers[path]?.({ url, init });
    if (custom) return custom;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    if (path === '/api/ajax/getConfig') return { body: envelope(config) };
    if (path === '/api/user/userInfo') return { body: envelope(userinfo) };
    if (path === '/api/user/invite') return { status: 500, body: envelope(null, 0, 'down') };
    if (path === '/api/account/balance') {
      const type = query.get('type');
      const list = type ? records.filter((r) => r.type === type) : records;
      return { body: envelope({ balance: '300.00', balance_held: '50.00', balance_available: '250.00', ...page(list) }) };
    }
    if (path === '/api/account/shopCoins') return { body: envelope({ shop_coins: '12.00', ...page([]) }) };
    if (path === '/api/account/integral') {
      return { body: envelope({ integral: '7.00', ...page([{ id: 9, type: 'checkin', amount: '1.00', balance_after: '7.00', counterparty: '', note: '', time: 1734480000 }]) }) };
    }
    if (path === '/api/account/relatedAccounts') return { body: envelope({ list: [] }) };
    // Mine's feedback badge.
    if (path === '/api/feedback/unread') return { body: envelope({ unread: 0 }) };
    if (path === '/api/user/UserBonusLimit') return { body: envelope(bonusLimit) };
    if (path === '/api/transfer/recipient') {
      const id = query.get('member_id');
      if (id === 'OG100002') return { body: envelope({ member_id: 'OG100002', nickname: 'Bob' }) };
      if (id === 'OG100007') return { body: envelope(null, 0, 'This member cannot receive transfers') };
      return { body: envelope(null, 0, 'No member has this member ID') };
    }
    if (path === '/api/transfer/quote') {
      const amount = Number(query.get('amount'));
      const fee = Math.max(1, Math.floor(amount) / 100);
      return { body: envelope({ amount: amount.toFixed(2), fee: fee.toFixed(2), arrival: Math.max(0, amount - fee).toFixed(2),
        fee_rate: '0.01', fee_min: '1.00', min: '10.00', daily_limit: '10000.00', used_today: '200.00', available: '250.00' }) };
    }
    return undefined;
  });
}

const calls = (fetch: ReturnType<typeof api>, path: string) =>
  fetch.mock.calls.filter(([u]) => String(u).split('?')[0] === path).map(([u, init]) => ({ url: String(u), init: init ?? {} }));
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('wallet screens', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.setItem('token', 'tok-abc');
    localStorage.setItem('userInfo', JSON.stringify(userinfo));
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('wallet shows the three amounts and signed, typed records, and filters them by type', async () => {
    const fetch = api();
    renderRoute('/pages/eWallet');
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('300.00'), WAIT);
    expect(screen.getByTestId('wallet-available').textContent).toBe('250.00');
    expect(screen.getByTestId('wallet-held').textContent).toBe('50.00');
    await waitFor(() => expect(screen.getByTestId('wallet-shop-coins').textContent).toBe('12.00'), WAIT);
    expect(screen.getByTestId('wallet-integral').textContent).toBe('7.00');

    await waitFor(() => expect(screen.getAllByTestId('wallet-record')).toHaveLength(3), WAIT);
    const [out, inn, adj] = screen.getAllByTestId('wallet-record');
    expect(within(out!).getByTestId('wallet-record-type').textContent).toBe('Transfer sent');
    expect(within(out!).getByTestId('wallet-record-amount').textContent).toBe('-200.00');
    expect(within(out!).getByTestId('wallet-record-amount').className).toContain('amount-out');
    expect(within(out!).getByTestId('wallet-record-counterparty').textContent).toBe('To OG100002');
    expect(out!.textContent).toContain('Balance 300.00');
    expect(within(inn!).getByTestId('wallet-record-type').textContent).toBe('Transfer received');
    expect(within(inn!).getByTestId('wallet-record-amount').textContent).toBe('+49.50');
    expect(within(inn!).getByTestId('wallet-record-amount').className).toContain('amount-in');
    expect(within(inn!).getByTestId('wallet-record-counterparty').textContent).toBe('From OG100003');
    expect(within(adj!).getByTestId('wallet-record-type').textContent).toBe('Adjustment');
    expect(within(adj!).getByTestId('wallet-record-note').textContent).toBe('Welcome credit');

    fireEvent.change(screen.getByTestId('wallet-type-filter'), { target: { value: 'adjustment' } });
    await waitFor(() => expect(screen.getAllByTestId('wallet-record')).toHaveLength(1), WAIT);
    expect(calls(fetch, '/api/account/balance').some((c) => c.url.includes('type=adjustment'))).toBe(true);

    fireEvent.click(screen.getByTestId('wallet-tab-shop_coins'));
    await screen.findByText('No records yet', {}, WAIT);
    fireEvent.click(screen.getByTestId('wallet-tab-integral'));
    await waitFor(() => expect(screen.getByTestId('wallet-record-type').textContent).toBe('Check-in'), WAIT);
  });

  it('wallet shows money frozen by open reservations with what it is for and when it is released', async () => {
    const frozen = [
      { id: 7, amount: '50.00', reason: 'withdrawal', expires_at: 1734566400, time: 1734480000 },
      { id: 8, amount: '5.00', reason: 'hold', expires_at: null, time: 1734470000 },
    ];
    api({ '/api/account/balance': () => ({ body: envelope({ balance: '300.00', balance_held: '55.00', balance_available: '245.00', ...page(records), frozen }) }) });
    renderRoute('/pages/eWallet');
    await waitFor(() => expect(screen.getAllByTestId('wallet-frozen-record')).toHaveLength(2), WAIT);
    const [withdrawal, old] = screen.getAllByTestId('wallet-frozen-record');
    expect(withdrawal!.textContent).toContain('On hold · Withdrawal');
    expect(within(withdrawal!).getByTestId('wallet-frozen-amount').textContent).toBe('50.00');
    expect(within(withdrawal!).getByTestId('wallet-frozen-expiry').textContent).toMatch(/^Released .+ unless used$/);
    expect(old!.textContent).toContain('On hold · Other');
    expect(within(old!).getByTestId('wallet-frozen-expiry').textContent).toBe('Until released');
    // The ordinary records are still there below them.
    expect(screen.getAllByTestId('wallet-record')).toHaveLength(3);
  });

  it('wallet shows an error state with retry when the records cannot be read', async () => {
    api({ '/api/account/balance': ({ url }) => (url.includes('limit=20') ? { body: envelope(null, 0, 'broken') } : undefined) });
    renderRoute('/pages/eWallet');
    await screen.findByTestId('retry', {}, WAIT);
  });

  it('transfer shows the quote, refuses amounts below the minimum, and retries a confirmation with the same key', async () => {
    let tries = 0;
    const fetch = api({
      '/api/transfer/transfer': () => {
        tries++;
        if (tries === 1) return { body: envelope(null, 0, 'The payment password is wrong') };
        return { body: envelope({ id: 5, to_member_id: 'OG100002', to_nickname: 'Bob', amount: '100.00', fee: '1.00',
          arrival: '99.00', balance: '200.00', time: 1734480000 }) };
      },
    });
    renderRoute('/pages/transfer');
    fireEvent.change(await screen.findByTestId('transfer-to', {}, WAIT), { target: { value: 'OG100002' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText('The minimum transfer is 10.00', {}, WAIT);
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();

    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '100' } });
    await waitFor(() => expect(screen.getByTestId('transfer-fee').textContent).toBe('1.00'), WAIT);
    expect(screen.getByTestId('transfer-arrival').textContent).toBe('99.00');
    expect(screen.getByTestId('transfer-daily').textContent).toBe('200.00 of 10,000.00 used today');
    expect(screen.getByTestId('transfer-available').textContent).toBe('250.00');
    expect(screen.getByTestId('transfer-instructions').textContent).toContain('1% of the amount, at least 1.00');

    fireEvent.click(screen.getByTestId('transfer-submit'));
    const sheet = await screen.findByTestId('transfer-confirm', {}, WAIT);
    expect(within(sheet).getByTestId('transfer-confirm-to').textContent).toBe('OG100002');
    expect(within(sheet).getByTestId('transfer-confirm-arrival').textContent).toBe('99.00');
    fireEvent.change(screen.getByTestId('pay-password-input'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('pay-password-confirm'));
    await screen.findByText('The payment password is wrong', {}, WAIT);

    fireEvent.change(screen.getByTestId('pay-password-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-password-confirm'));
    await screen.findByTestId('transfer-result', {}, WAIT);
    expect(screen.getByTestId('transfer-result-balance').textContent).toBe('200.00');

    const posts = calls(fetch, '/api/transfer/transfer');
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((p) => header(p.init, 'Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(JSON.parse(String(posts[1]!.init.body))).toEqual({ to_member_id: 'OG100002', amount: '100', pay_password: '123456' });

    // A new transfer is a new confirmation with its own key.
    fireEvent.click(screen.getByTestId('transfer-again'));
    fireEvent.change(await screen.findByTestId('transfer-to', {}, WAIT), { target: { value: 'OG100002' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-confirm', {}, WAIT);
    fireEvent.change(screen.getByTestId('pay-password-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-password-confirm'));
    await waitFor(() => expect(calls(fetch, '/api/transfer/transfer')).toHaveLength(3), WAIT);
    expect(header(calls(fetch, '/api/transfer/transfer')[2]!.init, 'Idempotency-Key')).not.toBe(first);
  });

  it('transfer checks the recipient when it is entered and shows the nickname, before any payment password', async () => {
    const fetch = api();
    renderRoute('/pages/transfer');
    const to = await screen.findByTestId('transfer-to', {}, WAIT);
    fireEvent.change(to, { target: { value: ' OG100002 ' } });
    // Nothing is looked up while typing; leaving the field enters it.
    expect(calls(fetch, '/api/transfer/recipient')).toHaveLength(0);
    fireEvent.blur(to);
    await waitFor(() => expect(screen.getByTestId('transfer-recipient-nickname').textContent).toBe('Bob'), WAIT);
    expect(new URL(calls(fetch, '/api/transfer/recipient')[0]!.url, 'http://x').searchParams.get('member_id')).toBe('OG100002');
    expect(screen.queryByTestId('pay-password-input')).toBeNull();
    // Changing the member ID hides the nickname of the previous one.
    fireEvent.change(to, { target: { value: 'OG10000' } });
    expect(screen.queryByTestId('transfer-recipient-nickname')).toBeNull();
    fireEvent.change(to, { target: { value: 'OG100002' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const sheet = await screen.findByTestId('transfer-confirm', {}, WAIT);
    expect(within(sheet).getByTestId('transfer-confirm-nickname').textContent).toBe('Bob');
  });

  it.each([
    ['OG999999', 'No member has this member ID'],
    ['OG100007', 'This member cannot receive transfers'],
  ])('transfer to %s says why it cannot receive under the field, and never asks for the payment password', async (id, reason) => {
    const fetch = api();
    renderRoute('/pages/transfer');
    const to = await screen.findByTestId('transfer-to', {}, WAIT);
    fireEvent.change(to, { target: { value: id } });
    fireEvent.blur(to);
    await screen.findByText(reason, {}, WAIT);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '100' } });
    await waitFor(() => expect(screen.getByTestId('transfer-fee').textContent).toBe('1.00'), WAIT);
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(calls(fetch, '/api/transfer/recipient').length).toBeGreaterThanOrEqual(1), WAIT);
    // The form stays: the reason is still shown, and no confirmation sheet (with its password) opened.
    await waitFor(() => expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).className).not.toContain('adm-button-loading'), WAIT);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    expect(screen.queryByTestId('pay-password-input')).toBeNull();
    expect(calls(fetch, '/api/transfer/transfer')).toHaveLength(0);
  });

  it('transfer keeps the key of a try whose answer was lost, even after the sheet is closed', async () => {
    let tries = 0;
    const fetch = api({
      '/api/transfer/transfer': () => {
        tries++;
        if (tries === 1) return { status: 502, body: 'Bad gateway' };
        return { body: envelope({ id: 5, to_member_id: 'OG100002', to_nickname: 'Bob', amount: '100.00', fee: '1.00',
          arrival: '99.00', balance: '200.00', time: 1734480000 }) };
      },
    });
    renderRoute('/pages/transfer');
    fireEvent.change(await screen.findByTestId('transfer-to', {}, WAIT), { target: { value: 'OG100002' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '100' } });
    const confirmOnce = async () => {
      fireEvent.click(screen.getByTestId('transfer-submit'));
      await screen.findByTestId('transfer-confirm', {}, WAIT);
      fireEvent.change(screen.getByTestId('pay-password-input'), { target: { value: '123456' } });
      fireEvent.click(screen.getByTestId('pay-password-confirm'));
    };
    await confirmOnce();
    await screen.findByTestId('transfer-confirm-error', {}, WAIT);
    fireEvent.click(document.querySelector('.adm-popup-close-icon')!);
    await waitFor(() => expect(screen.queryByTestId('transfer-confirm')).toBeNull(), WAIT);
    await confirmOnce();
    await screen.findByTestId('transfer-result', {}, WAIT);
    const keys = calls(fetch, '/api/transfer/transfer').map((p) => header(p.init, 'Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('transfer refuses more than the available balance and sending to oneself', async () => {
    const fetch = api();
    renderRoute('/pages/transfer');
    fireEvent.change(await screen.findByTestId('transfer-to', {}, WAIT), { target: { value: 'og100001' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '300' } });
    await waitFor(() => expect(screen.getByTestId('transfer-fee').textContent).toBe('3.00'), WAIT);
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText('More than your available balance (250.00)', {}, WAIT);
    expect(screen.getByText('You cannot transfer to yourself')).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    expect(calls(fetch, '/api/transfer/transfer')).toHaveLength(0);
  });

  it('transfer without a payment password guides the member to Settings', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...userinfo, has_pay_password: false }));
    store.reload();
    api({ '/api/user/userInfo': () => ({ body: envelope({ ...userinfo, has_pay_password: false }) }) });
    const { router } = renderRoute('/pages/transfer');
    await screen.findByTestId('transfer-need-pay-password', {}, WAIT);
    fireEvent.change(screen.getByTestId('transfer-to'), { target: { value: 'OG100002' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByTestId('transfer-fee').textContent).toBe('1.00'), WAIT);
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText('Payment password needed', {}, WAIT);
    const go = screen.getAllByText('Go to Settings');
    fireEvent.click(go[go.length - 1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setUp/setUp'), WAIT);
  });

  const related = (currentId: string) => ({
    list: [
      { member_id: 'OG100001', nickname: 'Ann', is_main: true, is_current: currentId === 'OG100001', left_node_code: 'L00001', right_node_code: 'R00001', balance: '300.00', shop_coins: '12.00', integral: '7.00', join_time: 1734480000 },
      { member_id: 'OG100009', nickname: 'Ann-1', is_main: false, is_current: currentId === 'OG100009', left_node_code: 'L00009', right_node_code: 'R00009', balance: '40.00', shop_coins: '0.00', integral: '2.00', join_time: 1734490000 },
    ],
  });

  it('switching accounts stores the new token and userInfo', async () => {
    const sub = { ...userinfo, member_id: 'OG100009', nickname: 'Ann-1', left_node_code: 'L00009', right_node_code: 'R00009' };
    const fetch = api({
      '/api/account/relatedAccounts': ({ init }) => ({
        body: envelope(related((init.headers as Record<string, string>).token === 'tok-sub' ? 'OG100009' : 'OG100001')),
      }),
      '/api/account/switchAccount': ({ init }) => {
        expect(JSON.parse(String(init.body))).toEqual({ member_id: 'OG100009' });
        return { body: envelope({ token: 'tok-sub', userinfo: sub }) };
      },
      '/api/user/userInfo': ({ init }) => ({ body: envelope((init.headers as Record<string, string>).token === 'tok-sub' ? sub : userinfo) }),
    });
    renderRoute('/pages/switchAccounts');
    const card = await screen.findByTestId('switch-account-OG100009', {}, WAIT);
    expect(within(screen.getByTestId('switch-account-OG100001')).getByText('Main')).toBeTruthy();
    expect(within(screen.getByTestId('switch-account-OG100001')).getByText('Current')).toBeTruthy();
    fireEvent.click(card);
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-sub'), WAIT);
    expect(JSON.parse(localStorage.getItem('userInfo')!).member_id).toBe('OG100009');
    expect(store.get().userInfo?.member_id).toBe('OG100009');
    await waitFor(() => expect(within(screen.getByTestId('switch-account-OG100009')).queryByText('Current')).toBeTruthy(), WAIT);
    expect(calls(fetch, '/api/account/relatedAccounts').some((c) => header(c.init, 'token') === 'tok-sub')).toBe(true);
  });

  it('creates a sub-account under one of the own node codes', async () => {
    const fetch = api({
      '/api/account/relatedAccounts': () => ({ body: envelope(related('OG100001')) }),
      '/api/account/createSubAccount': () => ({ body: envelope({ ...userinfo, member_id: 'OG100010' }) }),
    });
    renderRoute('/pages/switchAccounts');
    fireEvent.click(await screen.findByTestId('subaccount-create', {}, WAIT));
    const select = await screen.findByTestId('subaccount-node', {}, WAIT);
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'L00001', 'R00001', 'L00009', 'R00009']);
    fireEvent.click(screen.getByTestId('subaccount-submit'));
    await screen.findByText('Please choose one', {}, WAIT);
    fireEvent.change(select, { target: { value: 'R00001' } });
    fireEvent.change(screen.getByTestId('subaccount-nickname'), { target: { value: 'Shop' } });
    fireEvent.click(screen.getByTestId('subaccount-submit'));
    await waitFor(() => expect(calls(fetch, '/api/account/createSubAccount')).toHaveLength(1), WAIT);
    expect(JSON.parse(String(calls(fetch, '/api/account/createSubAccount')[0]!.init.body))).toEqual({ node_code: 'R00001', nickname: 'Shop' });
  });

  it('consolidation lists what will move, asks the payment password and shows the result', async () => {
    const fetch = api({
      '/api/account/relatedAccounts': () => ({ body: envelope(related('OG100001')) }),
      '/api/fundConsolidation/consolidate': () => ({
        body: envelope({ moved: [{ member_id: 'OG100009', balance: '40.00', shop_coins: '0.00', integral: '2.00' }],
          balance: '340.00', shop_coins: '12.00', integral: '9.00' }),
      }),
    });
    renderRoute('/pages/switchAccounts');
    fireEvent.click(await screen.findByTestId('consolidate', {}, WAIT));
    const sheet = await screen.findByTestId('consolidate-confirm', {}, WAIT);
    expect(within(sheet).getAllByTestId('consolidate-preview')).toHaveLength(1);
    expect(within(sheet).getByTestId('consolidate-preview').textContent).toContain('From OG100009');
    fireEvent.change(screen.getByTestId('pay-password-input'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('pay-password-confirm'));
    await screen.findByText('Exactly 6 digits', {}, WAIT);
    expect(calls(fetch, '/api/fundConsolidation/consolidate')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('pay-password-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-password-confirm'));
    const result = await screen.findByTestId('consolidate-result', {}, WAIT);
    expect(within(result).getByTestId('consolidate-moved').textContent).toContain('40.00');
    expect(within(result).getByTestId('consolidate-total').textContent).toContain('340.00');
    const post = calls(fetch, '/api/fundConsolidation/consolidate')[0]!;
    expect(JSON.parse(String(post.init.body))).toEqual({ pay_password: '123456' });
    expect(header(post.init, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('mine shows the available amount and points with links to wallet and accounts', async () => {
    api();
    const { router } = renderRoute('/pages/mine');
    await waitFor(() => expect(screen.getByTestId('mine-available').textContent).toBe('250.00'), WAIT);
    expect(screen.getByTestId('mine-integral').textContent).toBe('7.00');
    fireEvent.click(screen.getByTestId('mine-to-switch'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/switchAccounts'), WAIT);
    await router.navigate('/pages/mine');
    fireEvent.click(await screen.findByTestId('mine-to-wallet', {}, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/eWallet'), WAIT);
  });

  it('points flow lists the points records', async () => {
    api();
    renderRoute('/pages/integralFlow');
    await waitFor(() => expect(screen.getByTestId('wallet-integral').textContent).toBe('7.00'), WAIT);
    await waitFor(() => expect(screen.getByTestId('wallet-record-type').textContent).toBe('Check-in'), WAIT);
  });
});

describe('setting the payment password', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.setItem('token', 'tok-abc');
    localStorage.setItem('userInfo', JSON.stringify({ ...userinfo, has_pay_password: false }));
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a money screen opened right after setting it does not ask for it again while the profile is re-read', async () => {
    let pinSet = false;
    const held: Array<() => void> = [];
    const others = api();
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify(envelope(data)), { headers: { 'Content-Type': 'application/json' } });
      if (url.startsWith('/api/user/userInfo')) {
        const answer = { ...userinfo, has_pay_password: pinSet };
        // Once the password is set, profile reads are slow: they answer only when the test lets them.
        if (pinSet) await new Promise<void>((r) => held.push(r));
        return json(answer);
      }
      if (url === '/api/account/setPayPassword') {
        pinSet = true;
        return json({ ...userinfo, has_pay_password: true });
      }
      return others(input, init);
    }));
    // The transfer screen reads the profile (no payment password yet), then the member goes to set one.
    const { router } = renderRoute('/pages/transfer');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).startsWith('/api/user/userInfo'))).toBe(true), WAIT);
    await waitFor(() => expect(store.get().userInfo?.has_pay_password).toBe(false), WAIT);
    await router.navigate('/pages/setUp/setUp');
    fireEvent.click(await screen.findByTestId('settings-pay-set', {}, WAIT));
    fireEvent.change(await screen.findByTestId('pay-password-new', {}, WAIT), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('pay-password-re'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-password-submit'));
    await waitFor(() => expect(store.get().userInfo?.has_pay_password).toBe(true), WAIT);
    // Back on a money screen before the profile's re-read answers: the app must not believe again that none is set.
    const seen: boolean[] = [];
    const stop = store.subscribe(() => seen.push(store.get().userInfo?.has_pay_password ?? false));
    try {
      await router.navigate('/pages/transfer');
      await waitFor(() => expect(held.length).toBeGreaterThan(0), WAIT);
      expect(seen.filter((v) => !v)).toEqual([]);
      expect(store.get().userInfo?.has_pay_password).toBe(true);
    } finally {
      stop();
      held.forEach((r) => r());
    }
  });
});
