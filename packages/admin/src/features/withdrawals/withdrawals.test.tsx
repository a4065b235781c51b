import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'settings.read', 'settings.write', 'withdrawals.read', 'withdrawals.review'],
};
const row = (over: Record<string, unknown> = {}) => ({
  id: 5, member_id: '12345678', amount: '30.00', fee: '1.00', arrival: '29.00', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  status: 'pending_review', tx_hash: '', reason: '', time: 1_767_268_800, reviewed_time: null, paid_time: null, reviewed_by: '', ...over,
});

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('withdrawals page', () => {
  it('shows the queue and the hot wallet, and approves the selected withdrawal with the authenticator code', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /withdrawals': () => ({ data: { list: [row()], total: 1, page: 1, limit: 20, pending_total: '29.00' } }),
      'GET /withdrawals/hot-wallet': () => ({ data: { address: '0x2e784b59256D0459676E8b3dD57c542df2A36500', usdt: '100000', bnb: '10', pending_total: '29.00' } }),
      'POST /withdrawals/approve': () => ({ data: { list: [row({ status: 'approved', reviewed_by: 'fin' })] } }),
    });
    renderAt('/withdrawals');
    const table = await screen.findByTestId('withdrawals-table', {}, WAIT);
    expect(await within(table).findByText('12345678', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('withdrawals-hot-wallet').textContent).toContain('USDT 100000'), WAIT);
    expect(screen.getByTestId('withdrawal-status-5').textContent).toBe('Pending review');
    fireEvent.click(within(table).getAllByRole('checkbox').at(-1)!);
    fireEvent.click(screen.getByTestId('withdrawals-approve'));
    fireEvent.change(await screen.findByTestId('withdrawals-totp', {}, WAIT), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('withdrawals-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path === '/withdrawals/approve')).toBe(true), WAIT);
    const sent = calls.find((c) => c.path === '/withdrawals/approve')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ ids: [5], totp: '123456' });
  });
});
