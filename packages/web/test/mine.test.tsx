import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { inviteLink } from '../src/pages/mine/Mine';
import { envelope, mockFetch, renderRoute, WAIT } from './helpers';

const userinfo = {
  member_id: '12345678', name: 'Ann Lee', nickname: 'Ann', avatar: '', email: 'ann@example.com', area_code: '65',
  mobile: '81234567', nationality: 'SG', birthday: '1990-01-01', invite_code: 'INV00001', left_node_code: 'L0000001',
  right_node_code: 'R0000001', level: 1, status: 'active', has_pay_password: false, join_time: 1734480000,
};
const wallet = { balance: '0.00', balance_held: '0.00', balance_available: '0.00', shop_coins: '0.00', integral: '0.00',
  list: [], total: 0, page: 1, limit: 1 };
const config = { site_name: 'One Go', version: '1.0.0', service_phone: '', service_days: '', service_email: '',
  languages: [], default_language: 'zh-TW', checkin_points: '1', transfer_fee_rate: '0.01', transfer_fee_min: '1.00', transfer_min: '10.00',
  transfer_daily_limit: '10000.00', subaccount_limit: '10', public_url: 'https://shop.example' };

const limits = { level: 1, dynamic_cap: '3000.00', dynamic_received: '55.00', dynamic_remaining: '2945.00', consumption_cap: '1000.00',
  consumption_received: '0.00', consumption_remaining: '1000.00', fund_cap: '0.00', fund_received: '0.00', fund_remaining: '0.00' };

describe('Mine invitation QR code', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.setItem('token', 'tok-abc');
    localStorage.setItem('userInfo', JSON.stringify(userinfo));
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds the same link the server hands out', () => {
    expect(inviteLink('https://shop.example/', 'ABC', 'L01')).toBe('https://shop.example/#/pages/register?invite_code=ABC&node_code=L01');
    expect(inviteLink('', '', '')).toBeUndefined();
  });

  it('shows the QR code, link and copy button from the profile while /user/invite has not answered', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
      if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
      if (url.startsWith('/api/user/invite')) return { status: 500, body: envelope(null, 0, 'down') };
      if (url.startsWith('/api/account/')) return { body: envelope(wallet) };
      if (url.startsWith('/api/user/UserBonusLimit')) return { body: envelope(limits) };
      // Mine's feedback badge.
      if (url.startsWith('/api/feedback/unread')) return { body: envelope({ unread: 0 }) };
      return undefined;
    });
    renderRoute('/pages/mine');
    await screen.findByTestId('mine-qr', {}, WAIT);
    await waitFor(() => expect(screen.getByTestId('mine-invite-link').textContent)
      .toBe('https://shop.example/#/pages/register?invite_code=INV00001&node_code=L0000001'), WAIT);
    expect(screen.getByTestId('mine-copy-link')).toBeTruthy();
  });
});

describe('Mine network figures', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.setItem('token', 'tok-abc');
    localStorage.setItem('userInfo', JSON.stringify(userinfo));
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the caps with what is left, the shopping coupons beside the balance, and the network entries', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
      if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
      if (url.startsWith('/api/user/invite')) return { status: 500, body: envelope(null, 0, 'down') };
      if (url.startsWith('/api/account/shopCoins')) return { body: envelope({ ...wallet, shop_coins: '22.00' }) };
      if (url.startsWith('/api/account/')) return { body: envelope({ ...wallet, balance_available: '176.00' }) };
      if (url.startsWith('/api/user/UserBonusLimit')) return { body: envelope(limits) };
      if (url.startsWith('/api/feedback/unread')) return { body: envelope({ unread: 0 }) };
      return undefined;
    });
    renderRoute('/pages/mine');
    await waitFor(() => expect(screen.getByTestId('mine-cap-dynamic-left').textContent).toBe('2,945.00'), WAIT);
    expect(screen.getByTestId('mine-cap-dynamic').textContent).toBe('3,000.00');
    expect(screen.getByTestId('mine-cap-consumption-left').textContent).toBe('1,000.00');
    expect(screen.getByTestId('mine-cap-fund-left').textContent).toBe('0.00');
    await waitFor(() => expect(screen.getByTestId('mine-shop-coins').textContent).toBe('22.00'), WAIT);
    expect(screen.getByTestId('mine-available').textContent).toBe('176.00');
    for (const id of ['team', 'team-list', 'income', 'bonus', 'levels', 'invite-page']) expect(screen.getByTestId(`mine-to-${id}`)).toBeTruthy();
  });
});

describe('Mine customer service', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem('token');
    store.reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the service hours the server gives in the reader\'s language, and again after the language changes', async () => {
    const hours: Record<string, string> = { en: 'Mon–Fri 09:00–18:00', th: 'จันทร์–ศุกร์ 09:00–18:00 น.' };
    mockFetch((url, init) => {
      const lang = (init.headers as Record<string, string> | undefined)?.lang ?? '';
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope({ ...config, service_phone: '+65 6000 0000', service_days: hours[lang] ?? '?' }) };
      return undefined;
    });
    renderRoute('/pages/mine');
    await waitFor(() => expect(screen.getByTestId('mine-service-days').textContent).toBe('Mon–Fri 09:00–18:00'), WAIT);
    await changeLanguage('th');
    await waitFor(() => expect(screen.getByTestId('mine-service-days').textContent).toBe('จันทร์–ศุกร์ 09:00–18:00 น.'), WAIT);
  });
});
