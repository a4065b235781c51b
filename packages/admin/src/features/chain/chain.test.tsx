import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { AdminRechargeRow, ChainDepositRow, ChainFunds, ChainStatus, ChainSweepRow, pageOf, SettingsData } from '@onego/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

// Fixtures go through the contract's schemas, so a contract change that breaks this page fails here.
const HASH = `0x${'ab'.repeat(32)}`;
const STATUS = ChainStatus.parse({
  chain_id: 56, demo: false, token: '0x55d398326f99059fF775485246999027B3197955', latest_block: 1000, finalized_block: 998, credited_through: 990, lag: 8,
  last_scan_at: 1_700_000_000, last_error: 'fetch failed', last_error_at: 1_700_000_000,
});
const DEPOSITS = pageOf(ChainDepositRow).parse({
  list: [{ id: 7, member_id: '12345678', tx_hash: HASH, log_index: 3, block_number: 995, block_hash: HASH, from_address: '0x1', to_address: '0x2', amount: '12.50000000', status: 'credited', recharge_id: 2, entry_id: 9, seen_at: 1_700_000_000, credited_at: 1_700_000_000 }],
  total: 1, page: 1, limit: 20,
});
const RECHARGES = pageOf(AdminRechargeRow).parse({
  list: [{ id: 2, member_id: '12345678', kind: 'late', status: 'success', outcome: null, requested: null, received: '12.50000000', address: '0x2', created_at: 1_700_000_000, expires_at: 1_700_000_000, tx_hashes: [HASH] }],
  total: 1, page: 1, limit: 20,
});

const FUNDS = ChainFunds.parse({
  hot_wallet: '0x1111111111111111111111111111111111111111', usdt: '100.5', bnb: '0.0001', approved_unpaid: '250.00', approved_count: 2, gas_needed: '0.0002',
  short_usdt: true, short_gas: true, hot_wallet_cap: '10000.00', cold_wallet_address: '',
  waiting: [{ withdrawal_id: 41, arrival: '200.00', lacking: 'usdt', since: 1_700_000_000 }],
});
const SWEEPS = pageOf(ChainSweepRow).parse({
  list: [{ id: 3, kind: 'deposit', member_id: '12345678', from_address: '0x2', to_address: '0x1', amount: '50.00000000', status: 'swept', gas_bnb: '0.0003', gas_tx_hashes: [HASH], tx_hashes: [`0x${'cd'.repeat(32)}`], tx_hash: `0x${'cd'.repeat(32)}`, last_error: '', created_at: 1_700_000_000, settled_at: 1_700_000_000 }],
  total: 1, page: 1, limit: 20,
});
const setting = (key: string, value: string) => ({ key, value, default: value, group: 'money', type: key === 'cold_wallet_address' ? 'text' : 'integer', min: '1', max: '1000', writable: true, translations: null });
const SETTINGS = SettingsData.parse({ list: [setting('transfer_min', '10.00'), setting('chain_confirmations', '15'), setting('topup_minutes', '30'), setting('cold_wallet_address', '')] });

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('chain page', () => {
  it('shows the chain status with the scanner lag and last error, deposits and top-ups, and re-scans a range', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: { ...ME, permissions: [...ME.permissions, 'chain.read', 'chain.rescan'] } }),
      'GET /chain/status': () => ({ data: STATUS }),
      'GET /chain/deposits': () => ({ data: DEPOSITS }),
      'GET /chain/recharges': () => ({ data: RECHARGES }),
      'POST /chain/rescan': () => ({ data: { from_block: 990, to_block: 995, found: 1, credited: 0 } }),
      'GET /chain/funds': () => ({ data: FUNDS }),
      'GET /chain/sweeps': () => ({ data: SWEEPS }),
    });
    renderAt('/chain');
    expect(await screen.findByText('fetch failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('chain-status').textContent).toContain('998');
    expect(screen.getByTestId('side-menu').textContent).toContain('Chain & deposits');
    await waitFor(() => expect(screen.getByTestId('chain-deposits').textContent).toContain('12.50000000'), WAIT);
    expect(screen.getByTestId('chain-recharges').textContent).toContain('Late');

    fireEvent.change(screen.getByTestId('chain-rescan-from'), { target: { value: '990' } });
    fireEvent.change(screen.getByTestId('chain-rescan-to'), { target: { value: '995' } });
    await waitFor(() => expect((screen.getByTestId('chain-rescan') as HTMLButtonElement).disabled).toBe(false), WAIT);
    fireEvent.click(screen.getByTestId('chain-rescan'));
    await waitFor(() => expect(calls.some((c) => c.path === '/chain/rescan')).toBe(true), WAIT);
    expect(JSON.parse(String(calls.find((c) => c.path === '/chain/rescan')!.init.body))).toEqual({ from_block: 990, to_block: 995 });
  });

  it('shows the hot wallet against approved payouts with warnings and what waits for funds, the sweeps, and saves a chain setting', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: { ...ME, permissions: [...ME.permissions, 'chain.read', 'settings.read', 'settings.write'] } }),
      'GET /chain/status': () => ({ data: STATUS }),
      'GET /chain/deposits': () => ({ data: DEPOSITS }),
      'GET /chain/recharges': () => ({ data: RECHARGES }),
      'GET /chain/funds': () => ({ data: FUNDS }),
      'GET /chain/sweeps': () => ({ data: SWEEPS }),
      'GET /settings': () => ({ data: SETTINGS }),
      'POST /settings': () => ({ data: { key: 'topup_minutes', before: '30', value: '45', translations: null } }),
    });
    renderAt('/chain');
    await waitFor(() => expect(screen.getByTestId('chain-funds').textContent).toContain('250.00 (2)'), WAIT);
    expect(screen.getByTestId('chain-short-usdt').textContent).toContain('less USDT');
    expect(screen.getByTestId('chain-short-gas')).toBeTruthy();
    expect(screen.getByTestId('chain-waiting').textContent).toContain('200.00');
    await waitFor(() => expect(screen.getByTestId('chain-sweeps').textContent).toContain('Swept'), WAIT);
    expect(screen.getByTestId('chain-sweeps').textContent).toContain('Deposit address → hot wallet');
    // Only the chain's settings, in the page's order.
    await waitFor(() => expect(screen.getByTestId('chain-settings').textContent).toContain('Top-up window (minutes)'), WAIT);
    expect(screen.getByTestId('chain-settings').textContent).not.toContain('transfer_min');
    fireEvent.click(screen.getByTestId('chain-setting-edit-topup_minutes'));
    fireEvent.change(await screen.findByTestId('chain-setting-value-topup_minutes', {}, WAIT), { target: { value: '45' } });
    fireEvent.click(screen.getByTestId('chain-setting-save-topup_minutes'));
    await waitFor(() => expect(calls.some((c) => c.path === '/settings' && c.init.method === 'POST')).toBe(true), WAIT);
    expect(JSON.parse(String(calls.find((c) => c.path === '/settings' && c.init.method === 'POST')!.init.body))).toEqual({ key: 'topup_minutes', value: '45' });
  });
});
