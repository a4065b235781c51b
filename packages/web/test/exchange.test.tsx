import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { mockRoutes, renderRoute, signIn, urlsOf, WAIT } from './helpers';
import { userinfo } from './fixtures';

const amountInfo = { available: '250.00', fee: '1.00', min: '10.00', daily_limit: '10000.00', withdrawn_today: '30.00', network: 'BSC (BEP20)', token: 'USDT' };
const paid = {
  id: 7, amount: '30.00', fee: '1.00', arrival: '29.00', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', status: 'paid',
  tx_hash: `0x${'ab'.repeat(32)}`, reason: '', time: 1734480000, reviewed_time: 1734490000, paid_time: 1734500000,
};
const defaults = {
  '/api/ajax/getConfig': {
    site_name: 'One Go', version: '1.0.0', service_phone: '', service_days: '', service_email: '', languages: [],
    default_language: 'zh-TW', checkin_points: '1', public_url: '', transfer_fee_rate: '0.01', transfer_fee_min: '1.00',
    transfer_min: '10.00', transfer_daily_limit: '10000.00', subaccount_limit: '10',
  },
  '/api/user/userInfo': userinfo,
  '/api/withdraw/getWithdrawalAmount': amountInfo,
  '/api/withdraw/list': { list: [paid], total: 1, page: 1, limit: 20 },
  '/api/withdraw/detail': paid,
};

describe('withdrawal screens', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    signIn();
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows available, fee, daily limit and the arrival of the typed amount, and checks the address before asking for the PIN', async () => {
    const fetch = mockRoutes({}, defaults);
    renderRoute('/pages/exchange');
    await waitFor(() => expect(screen.getByTestId('exchange-available').textContent).toContain('250.00'), WAIT);
    expect(screen.getByTestId('exchange-fee').textContent).toContain('1.00');
    expect(screen.getByTestId('exchange-daily').textContent).toMatch(/^30\.00 of 10,?000\.00 withdrawn today$/);
    expect(screen.getByTestId('exchange-instructions').textContent).toContain('1-3 working days');
    fireEvent.change(screen.getByTestId('exchange-amount'), { target: { value: '30' } });
    await waitFor(() => expect(screen.getByTestId('exchange-arrival').textContent).toContain('29.00'), WAIT);
    fireEvent.change(screen.getByTestId('exchange-address'), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByTestId('exchange-submit'));
    await waitFor(() => expect(screen.getByText('Enter an address of 42 characters starting with 0x')).toBeTruthy(), WAIT);
    expect(urlsOf(fetch, '/api/withdraw/create')).toEqual([]);
  });

  it('lists the records and shows a paid withdrawal with its transaction ID', async () => {
    mockRoutes({}, defaults);
    renderRoute('/pages/exchangeRecords');
    await waitFor(() => expect(screen.getByTestId('exchange-record-7').textContent).toContain('Payment successful'), WAIT);
    fireEvent.click(screen.getByTestId('exchange-record-7'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-tx').textContent).toBe(paid.tx_hash), WAIT);
    expect(screen.getByTestId('withdrawal-status').textContent).toContain('Payment successful');
  });
});
