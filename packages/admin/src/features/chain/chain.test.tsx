import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { AdminRechargeRow, ChainDepositRow, ChainStatus, pageOf } from '@onego/contract';
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
});
