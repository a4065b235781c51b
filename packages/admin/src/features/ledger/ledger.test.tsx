import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE, mockApi, renderAt, WAIT } from '../../../test/helpers';

const textOf = (id: string) => screen.getByTestId(id).textContent ?? '';

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

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
