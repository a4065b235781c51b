import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'audit.read', 'wallet.read', 'wallet.adjust', 'ledger.read', 'ledger.verify', 'settings.read', 'settings.write'],
};
const OPERATIONS = {
  operator: { ...ME.operator, username: 'ops', role: 'operations' },
  permissions: ['members.read', 'members.write', 'audit.read', 'outbox.read', 'wallet.read', 'settings.read'],
};

const WALLET = {
  member_id: '12345678', nickname: 'Alice', name: 'Alice Tan', status: 'active',
  balance: '100.00', balance_held: '20.00', balance_available: '80.00', shop_coins: '5.00', integral: '3.00',
  related: [
    { member_id: '12345678', nickname: 'Alice', status: 'active', is_main: true, is_current: true, balance: '100.00', balance_held: '20.00', balance_available: '80.00', shop_coins: '5.00', integral: '3.00' },
    { member_id: '22223333', nickname: 'Alice-1', status: 'active', is_main: false, is_current: false, balance: '7.00', balance_held: '0.00', balance_available: '7.00', shop_coins: '0.00', integral: '0.00' },
  ],
};
const RECORDS = [
  { id: 11, type: 'adjustment', amount: '100.00', balance_after: '100.00', counterparty: '', note: 'opening credit', time: 1_700_000_000 },
  { id: 12, type: 'transfer', amount: '-10.00', balance_after: '90.00', counterparty: '87654321', note: '12345678 → 87654321', time: 1_700_000_100 },
];

// Lets React commit a state change (tests do not use act()) before the next event reads it.
const tick = () => new Promise((r) => setTimeout(r, 20));
const textOf = (id: string) => screen.getByTestId(id).textContent ?? '';
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('wallets page', () => {
  it('finds a member, shows amounts, related accounts and records, and adjusts with a confirmation of the effect', async () => {
    let adjusted = false;
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /wallet/member': (url) => (url.searchParams.get('member_id') === '12345678'
        ? { data: adjusted ? { ...WALLET, balance: '125.50', balance_available: '105.50' } : WALLET }
        : { code: 0, msg: 'Member not found' }),
      'GET /wallet/records': (url) => {
        const type = url.searchParams.get('type');
        const list = type ? RECORDS.filter((r) => r.type === type) : RECORDS;
        return { data: { list, total: list.length, page: 1, limit: 20 } };
      },
      'POST /wallet/adjust': () => {
        adjusted = true;
        return { msg: 'Adjustment posted', data: { ...WALLET, entry_id: 99, asset: 'balance', amount: '25.50', balance: '125.50', balance_available: '105.50' } };
      },
    });
    renderAt('/wallets');
    const search = await screen.findByTestId('wallet-search', {}, WAIT);
    fireEvent.change(search, { target: { value: '99999999' } });
    fireEvent.click(screen.getByTestId('wallet-search-button'));
    expect(await screen.findByText('Member not found', {}, WAIT)).toBeTruthy();

    fireEvent.change(search, { target: { value: ' 12345678 ' } });
    fireEvent.click(screen.getByTestId('wallet-search-button'));
    await waitFor(() => expect(textOf('wallet-balance')).toBe('100.00'), WAIT);
    expect(textOf('wallet-held')).toBe('20.00');
    expect(textOf('wallet-available')).toBe('80.00');
    expect(textOf('wallet-shop-coins')).toBe('5.00');
    expect(textOf('wallet-integral')).toBe('3.00');
    expect(screen.getByTestId('wallet-related-22223333')).toBeTruthy();
    expect(await screen.findByText('opening credit', {}, WAIT)).toBeTruthy();
    expect(within(screen.getByTestId('records-table')).getByText('-10.00')).toBeTruthy();
    expect(calls.some((c) => c.path === '/wallet/records' && c.url.searchParams.get('member_id') === '12345678' && c.url.searchParams.get('asset') === 'balance')).toBe(true);

    fireEvent.click(screen.getByTestId('records-tab-shop_coins'));
    await waitFor(() => expect(calls.some((c) => c.path === '/wallet/records' && c.url.searchParams.get('asset') === 'shop_coins')).toBe(true), WAIT);

    // Adjust: a bad amount is refused in the form, a good one shows its effect before anything is posted.
    fireEvent.click(screen.getByTestId('wallet-adjust'));
    const amount = await screen.findByTestId('adjust-amount', {}, WAIT);
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect(await screen.findByText('Enter a non-zero amount with at most 2 decimals', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Please give a reason', {}, WAIT)).toBeTruthy();

    fireEvent.change(amount, { target: { value: '25.5' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'goodwill credit' } });
    await waitFor(() => expect(textOf('adjust-preview')).toBe('100.00 → 125.50'), WAIT);
    fireEvent.click(screen.getByTestId('adjust-submit'));
    await waitFor(() => expect(textOf('adjust-effect-figures')).toBe('100.00 → 125.50'), WAIT);
    expect(textOf('adjust-effect')).toContain('goodwill credit');
    expect(calls.some((c) => c.path === '/wallet/adjust')).toBe(false);

    fireEvent.click(screen.getByTestId('adjust-confirm'));
    await waitFor(() => expect(textOf('wallet-balance')).toBe('125.50'), WAIT);
    const post = calls.find((c) => c.path === '/wallet/adjust')!;
    expect(bodyOf(post.init)).toEqual({ member_id: '12345678', asset: 'balance', amount: '25.5', reason: 'goodwill credit' });
  });

  it('warns before a debit larger than what is available', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /wallet/member': () => ({ data: WALLET }),
      'GET /wallet/records': () => ({ data: { list: [], total: 0, page: 1, limit: 20 } }),
    });
    renderAt('/wallets?member_id=12345678');
    await waitFor(() => expect(textOf('wallet-balance')).toBe('100.00'), WAIT);
    fireEvent.click(screen.getByTestId('wallet-adjust'));
    fireEvent.change(await screen.findByTestId('adjust-amount', {}, WAIT), { target: { value: '-90' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'reversal' } });
    fireEvent.click(screen.getByTestId('adjust-submit'));
    await waitFor(() => expect(textOf('adjust-effect-figures')).toBe('100.00 → 10.00'), WAIT);
    expect(screen.getByTestId('adjust-refused')).toBeTruthy();
  });

  it('shows operations the wallet without the adjust button, and no journal or verification', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: OPERATIONS }),
      'GET /wallet/member': () => ({ data: WALLET }),
      'GET /wallet/records': () => ({ data: { list: RECORDS, total: 2, page: 1, limit: 20 } }),
    });
    renderAt('/wallets?member_id=12345678');
    await waitFor(() => expect(textOf('wallet-balance')).toBe('100.00'), WAIT);
    expect(screen.queryByTestId('wallet-adjust')).toBeNull();
    const menu = textOf('side-menu');
    expect(menu).toContain('Wallets');
    expect(menu).toContain('Settings');
    expect(menu).not.toContain('Journal');
    expect(menu).not.toContain('Verify ledger');
  });
});

describe('journal page', () => {
  it('lists entries, expands postings, and filters by member, kind and dates', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /ledger/journal': () => ({
        data: {
          list: [{
            id: 42, kind: 'adjustment', memo: 'goodwill', actor: 'operator:fin', ref_type: 'member', ref_id: '12345678', time: 1_700_000_000,
            postings: [
              { id: 1, owner: '12345678', owner_type: 'member', asset: 'balance', amount: '25.50', balance_after: '125.50', counterparty: '' },
              { id: 2, owner: 'adjustments', owner_type: 'system', asset: 'balance', amount: '-25.50', balance_after: '-25.50', counterparty: '' },
            ],
          }],
          total: 1, page: 1, limit: 20,
        },
      }),
    });
    renderAt('/journal');
    expect(await screen.findByText('goodwill', {}, WAIT)).toBeTruthy();
    expect(within(screen.getByTestId('journal-table')).getByText('operator:fin')).toBeTruthy();
    fireEvent.click(screen.getByText('goodwill'));
    const postings = await screen.findByTestId('journal-postings-42', {}, WAIT);
    expect(within(postings).getAllByText('-25.50').length).toBeGreaterThan(0);
    expect(postings.textContent).toContain('adjustments');

    fireEvent.change(screen.getByTestId('journal-member'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByTestId('journal-from'), { target: { value: '2024-03-01' } });
    fireEvent.change(screen.getByTestId('journal-to'), { target: { value: '2024-03-31' } });
    fireEvent.click(screen.getByTestId('journal-search'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/ledger/journal').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toMatchObject({ member_id: '12345678', from: '2024-03-01', to: '2024-03-31', page: '1' });
    }, WAIT);
  });
});

describe('verify ledger page', () => {
  const REPORT = { ok: true, entries: 10, accounts: 4, checked_at: 1_700_000_000, unbalanced_entries: [], drifted_balances: [], drifted_holds: [], negative: [], empty_entries: [] };

  it('shows a green OK', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: FINANCE }), 'POST /ledger/verify': () => ({ data: REPORT }) });
    renderAt('/ledger-verify');
    fireEvent.click(await screen.findByTestId('ledger-verify', {}, WAIT));
    await screen.findByTestId('ledger-verify-ok', {}, WAIT);
    expect(screen.getByTestId('ledger-verify-result').getAttribute('data-ok')).toBe('true');
    expect(textOf('ledger-verify-result')).toContain('The books balance');
  });

  it('lists the problems, naming the account', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'POST /ledger/verify': () => ({
        data: {
          ...REPORT, ok: false,
          drifted_balances: [{ account_id: 7, owner: '12345678', owner_type: 'member', asset: 'balance', cached: '101.00000000', postings: '100.00000000' }],
        },
      }),
    });
    renderAt('/ledger-verify');
    fireEvent.click(await screen.findByTestId('ledger-verify', {}, WAIT));
    const problems = await screen.findByTestId('ledger-verify-problems', {}, WAIT);
    expect(problems.textContent).toContain('12345678 / balance (#7)');
    expect(problems.textContent).toContain('Balance differs from postings');
    expect(screen.getByTestId('ledger-verify-result').getAttribute('data-ok')).toBe('false');
  });
});

describe('settings page', () => {
  const row = (key: string, value: string, over: Record<string, unknown> = {}) => ({
    key, value, default: value, group: 'money', type: 'rate', min: '0', max: '0.5', writable: true, ...over,
  });

  it('edits a value inline and shows the server\'s message when it is refused', async () => {
    let rate = '0.01';
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /settings': () => ({
        data: { list: [row('transfer_fee_rate', rate), row('service_phone', '+65 6000 0000', { group: 'site', type: 'text', min: null, max: '100', writable: false })] },
      }),
      'POST /settings': (_, init) => {
        const body = bodyOf(init);
        if (body.value === '0.9') return { code: 0, msg: 'Transfer fee rate must be at most 0.5' };
        rate = body.value;
        return { msg: 'Setting saved', data: { key: body.key, before: '0.01', value: body.value } };
      },
    });
    renderAt('/settings');
    await waitFor(() => expect(textOf('setting-value-transfer_fee_rate')).toBe('0.01'), WAIT);
    expect(screen.queryByTestId('setting-edit-service_phone')).toBeNull();
    expect(textOf('settings-table')).toContain('Transfer fee rate');

    fireEvent.click(screen.getByTestId('setting-edit-transfer_fee_rate'));
    await waitFor(() => expect(screen.getByTestId('setting-value-transfer_fee_rate').tagName).toBe('INPUT'), WAIT);
    const input = screen.getByTestId('setting-value-transfer_fee_rate');
    fireEvent.change(input, { target: { value: '0.9' } });
    await tick();
    fireEvent.click(screen.getByTestId('setting-save-transfer_fee_rate'));
    expect(await screen.findByText('Transfer fee rate must be at most 0.5', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('setting-save-transfer_fee_rate').className).not.toContain('ant-btn-loading'), WAIT);

    fireEvent.change(screen.getByTestId('setting-value-transfer_fee_rate'), { target: { value: '0.02' } });
    await tick();
    fireEvent.click(screen.getByTestId('setting-save-transfer_fee_rate'));
    await waitFor(() => expect(textOf('setting-value-transfer_fee_rate')).toBe('0.02'), WAIT);
    expect(bodyOf(calls.filter((c) => c.path === '/settings' && c.init.method === 'POST').at(-1)!.init)).toEqual({ key: 'transfer_fee_rate', value: '0.02' });
  });
});
