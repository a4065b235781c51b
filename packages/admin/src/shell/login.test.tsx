import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { LANGUAGE_NAMES, LANGUAGES } from '@onego/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../test/helpers';

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('renders the fields and shows the server message on a wrong password', async () => {
    mockApi({ 'POST /auth/login': () => ({ code: 0, msg: 'Username or password is wrong' }) });
    renderAt('/login');
    expect(await screen.findByText('One Go back office')).toBeTruthy();
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username or password is wrong', {}, WAIT)).toBeTruthy();
    expect(localStorage.getItem('onego-admin-token')).toBeNull();
  });

  it('asks for the TOTP code when required, then signs in with it', async () => {
    const { calls } = mockApi({
      'POST /auth/login': (_u, init) => {
        const body = JSON.parse(String(init.body));
        if (!body.totp) return { code: 0, msg: 'Enter the 6-digit code', data: { totp_required: true } };
        return { data: { token: 'tok-1', operator: ME.operator } };
      },
      'GET /auth/me': () => ({ data: ME }),
      'GET /dashboard': () => ({ data: { today: '2026-11-26', from: '2026-10-28', queues: {} } }),
    });
    const { router } = renderAt('/login');
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'BossPass123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const totp = await screen.findByTestId('login-totp', {}, WAIT);
    fireEvent.change(totp, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-totp-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), WAIT);
    expect(localStorage.getItem('onego-admin-token')).toBe('tok-1');
    const logins = calls.filter((c) => c.path === '/auth/login').map((c) => JSON.parse(String(c.init.body)));
    expect(logins).toEqual([{ username: 'boss', password: 'BossPass123' }, { username: 'boss', password: 'BossPass123', totp: '123456' }]);
  });

  it('offers all 8 languages under their own names and switches to Traditional Chinese', async () => {
    mockApi({});
    renderAt('/login');
    expect((await screen.findByTestId('login-submit')).textContent?.replace(/\s/g, '')).toBe('Signin');
    fireEvent.click(screen.getByTestId('lang-switch'));
    const offered = await waitFor(() => LANGUAGES.map((l) => screen.getByTestId(`lang-${l}`).textContent), WAIT);
    expect(offered).toEqual(LANGUAGES.map((l) => LANGUAGE_NAMES[l]));
    fireEvent.click(screen.getByTestId('lang-zh-TW'));
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent?.replace(/\s/g, '')).toBe('登入'));
    expect(localStorage.getItem('onego-admin-lang')).toBe('zh-TW');
  });
});
