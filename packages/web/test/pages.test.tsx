import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { envelope, mockFetch, nextDialog, renderRoute, WAIT } from './helpers';

const userinfo = {
  member_id: 'OG100001', name: 'Ann Lee', nickname: 'Ann', avatar: '', email: 'ann@example.com', area_code: '65',
  mobile: '81234567', nationality: 'SG', birthday: '1990-01-01', invite_code: 'INV001', left_node_code: 'L00001',
  right_node_code: 'R00001', level: 1, status: 'active', has_pay_password: false, join_time: 1734480000,
};

function api() {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/ajax/countries')) {
      return { body: envelope({ list: [{ code: 'SG', name: 'Singapore', area_code: '65' }, { code: 'TW', name: 'Taiwan', area_code: '886' }] }) };
    }
    if (url.startsWith('/api/ajax/getConfig')) {
      return { body: envelope({ site_name: 'One Go', version: '1.0.0', service_phone: '+65 6000 0000', service_days: 'Mon–Fri',
        service_email: 'help@onego.test', languages: [], default_language: 'zh-TW', checkin_points: '1', transfer_fee_rate: '0.01',
        transfer_fee_min: '1.00', transfer_min: '10.00', transfer_daily_limit: '10000.00', subaccount_limit: '10', public_url: '' }) };
    }
    if (url === '/api/user/login') {
      const body = JSON.parse(String(init.body)) as { password: string };
      return body.password === 'secret123'
        ? { body: envelope({ token: 'tok-abc', userinfo }) }
        : { body: envelope(null, 0, 'Wrong member ID or password') };
    }
    if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
    if (url === '/api/user/logout') return { body: envelope(null) };
    if (url.startsWith('/api/account/balance') || url.startsWith('/api/account/integral')) {
      return { body: envelope({ balance: '0.00', balance_held: '0.00', balance_available: '0.00', integral: '0.00', list: [], total: 0, page: 1, limit: 1 }) };
    }
    if (url.startsWith('/api/user/invite')) {
      return { body: envelope({ invite_code: 'INV001', left_node_code: 'L00001', right_node_code: 'R00001',
        invite_link: 'http://x/#/pages/register?invite_code=INV001&node_code=L00001', left_link: '', right_link: '', referrer_id: '', referrer_name: '' }) };
    }
    return undefined;
  });
}

describe('pages', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    api();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('register pre-fills invitation and node codes from the route query', async () => {
    renderRoute('/pages/register?invite_code=INV001&node_code=L00001');
    const invite = await screen.findByTestId('register-invite-code', {}, WAIT);
    expect((invite as HTMLInputElement).value).toBe('INV001');
    expect((screen.getByTestId('register-node-code') as HTMLInputElement).value).toBe('L00001');
    expect(screen.getByLabelText('Invitation code')).toBe(invite);
  });

  it('register falls back to codes remembered in localStorage', async () => {
    localStorage.setItem('invite_code', 'SAVED1');
    localStorage.setItem('node_code', 'SAVED2');
    renderRoute('/pages/register');
    const invite = await screen.findByTestId('register-invite-code', {}, WAIT);
    expect((invite as HTMLInputElement).value).toBe('SAVED1');
    expect((screen.getByTestId('register-node-code') as HTMLInputElement).value).toBe('SAVED2');
  });

  it('register asks to accept the agreement and checks the repeated password', async () => {
    const fetch = api();
    renderRoute('/pages/register?invite_code=INV001&node_code=L00001');
    await screen.findByTestId('register-name', {}, WAIT);
    await waitFor(() => expect(screen.getByTestId('register-nationality').querySelectorAll('option').length).toBe(3), WAIT);
    fireEvent.change(screen.getByTestId('register-name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByTestId('register-birthday'), { target: { value: '1990-01-01' } });
    fireEvent.change(screen.getByTestId('register-nationality'), { target: { value: 'SG' } });
    expect((screen.getByTestId('register-area-code') as HTMLInputElement).value).toBe('65');
    fireEvent.change(screen.getByTestId('register-mobile'), { target: { value: '81234567' } });
    fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByTestId('register-re-password'), { target: { value: 'abc12346' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getAllByText('Please read and agree to the agreement').length).toBeGreaterThan(0), WAIT);
    expect(screen.getAllByText('Password mismatch').length).toBeGreaterThan(0);
    expect(fetch.mock.calls.some(([u]) => String(u) === '/api/user/register')).toBe(false);
  });

  it('login validates, shows the server message and on success stores the session and opens Mine', async () => {
    const { router } = renderRoute('/pages/login');
    const id = await screen.findByLabelText('Member ID', {}, WAIT);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBe(2), WAIT);

    fireEvent.change(id, { target: { value: 'OG100001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(document.body.textContent).toContain('Wrong member ID or password'), WAIT);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine'), WAIT);
    expect(localStorage.getItem('token')).toBe('tok-abc');
    expect(JSON.parse(localStorage.getItem('userInfo')!).member_id).toBe('OG100001');
    await waitFor(() => expect(screen.getByTestId('mine-member-id').textContent).toBe('OG100001'), WAIT);
  });

  it('login follows the redirect query', async () => {
    const { router } = renderRoute('/pages/login?redirect=%2Fpages%2FuserInfo%2FuserInfo');
    fireEvent.change(await screen.findByTestId('login-member-id', {}, WAIT), { target: { value: 'OG100001' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/userInfo/userInfo'), WAIT);
  });

  it('guests opening a member-only page on a phone are sent to login', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    const { router } = renderRoute('/pages/setUp/setUp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'), WAIT);
    expect(router.state.location.search).toContain('redirect=');
  });

  it('guests on a desktop get the login overlay instead', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    try {
      const { router } = renderRoute('/pages/setUp/setUp');
      await screen.findByTestId('pc-login', {}, WAIT);
      expect(router.state.location.pathname).toBe('/pages/setUp/setUp');
      expect(store.get().showPCLogin).toBe(true);
      fireEvent.click(screen.getByTestId('pc-login-close'));
      expect(store.get().showPCLogin).toBe(false);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
      store.setShowPCLogin(false);
    }
  });

  it('logging out on a desktop lands on the login page without the login overlay, and the form keeps what is typed', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    try {
      api();
      localStorage.setItem('token', 'tok-abc');
      localStorage.setItem('userInfo', JSON.stringify(userinfo));
      store.reload();
      const { router } = renderRoute('/pages/setUp/setUp');
      const logoutButton = await screen.findByTestId('settings-logout', {}, WAIT);
      const dialog = await nextDialog(() => fireEvent.click(logoutButton));
      fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'), WAIT);
      await waitFor(() => expect(store.get().token).toBeNull(), WAIT);
      // The settings page was a member-only page: it must not have raised the desktop login over the login page.
      expect(store.get().showPCLogin).toBe(false);
      expect(screen.queryByTestId('pc-login')).toBeNull();
      const input = (await screen.findAllByTestId('login-member-id', {}, WAIT))[0]!.querySelector('input') ?? (await screen.findAllByTestId('login-member-id', {}, WAIT))[0]!;
      fireEvent.change(input, { target: { value: 'OG100001' } });
      await new Promise((r) => setTimeout(r, 50));
      expect((input as HTMLInputElement).value).toBe('OG100001');
      expect(screen.getAllByTestId('login-member-id')).toHaveLength(1);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
      store.setShowPCLogin(false);
    }
  });
});
