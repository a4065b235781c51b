import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE, ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

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

  it('lists members with their amounts: search, sort by a column both ways, a click opens the wallet', async () => {
    const ROWS = [
      { member_id: '12345678', nickname: 'Alice', name: 'Alice Tan', email: 'alice@example.test', status: 'active', balance: '100.00', balance_held: '20.00', balance_available: '80.00', shop_coins: '5.00', integral: '3.00' },
      { member_id: '22223333', nickname: 'Bob', name: 'Bob Lim', email: 'bob@example.test', status: 'disabled', balance: '7.00', balance_held: '0.00', balance_available: '7.00', shop_coins: '0.00', integral: '0.00' },
    ];
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /wallet/list': (url) => {
        const q = url.searchParams.get('q') ?? '';
        const list = ROWS.filter((r) => !q || r.name.includes(q));
        if (url.searchParams.get('sort') === 'balance_asc') list.reverse();
        return { data: { list, total: list.length, page: 1, limit: 20 } };
      },
      'GET /wallet/member': () => ({ data: WALLET }),
      'GET /wallet/records': () => ({ data: { list: [], total: 0, page: 1, limit: 20 } }),
    });
    renderAt('/wallets');
    await screen.findByTestId('wallet-list-row-22223333', {}, WAIT);
    const rows = () => [...screen.getByTestId('wallet-list').querySelectorAll('tr[data-testid]')].map((r) => r.getAttribute('data-testid'));
    expect(rows()).toEqual(['wallet-list-row-12345678', 'wallet-list-row-22223333']);
    expect(within(screen.getByTestId('wallet-list-row-12345678')).getByText('alice@example.test')).toBeTruthy();
    expect(calls.find((c) => c.path === '/wallet/list')!.url.searchParams.get('sort')).toBe('newest');

    // The first click on an amount's header sorts it high to low, the second low to high.
    fireEvent.click(screen.getByTestId('wallet-list-sort-balance'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('balance_desc'), WAIT);
    fireEvent.click(screen.getByTestId('wallet-list-sort-balance'));
    await waitFor(() => expect(rows()[0]).toBe('wallet-list-row-22223333'), WAIT);
    expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('balance_asc');
    fireEvent.click(screen.getByTestId('wallet-list-sort-balance_held'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('held_desc'), WAIT);

    const search = within(screen.getByTestId('wallet-list-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' Bob ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(rows()).toEqual(['wallet-list-row-22223333']), WAIT);
    expect(calls.at(-1)!.url.searchParams.get('q')).toBe('Bob');

    fireEvent.click(screen.getByTestId('wallet-list-row-22223333'));
    await waitFor(() => expect(textOf('wallet-balance')).toBe('100.00'), WAIT);
    expect(calls.some((c) => c.path === '/wallet/member' && c.url.searchParams.get('member_id') === '22223333')).toBe(true);
    fireEvent.click(screen.getByTestId('wallet-back-to-list'));
    await screen.findByTestId('wallet-list-search', {}, WAIT);
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
