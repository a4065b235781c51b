import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../test/helpers';

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

const emptyPage = () => ({ data: { list: [], total: 0, page: 1, limit: 20 } });

async function switchTo(lang: string) {
  fireEvent.click(await screen.findByTestId('lang-switch', {}, WAIT));
  fireEvent.click(await screen.findByTestId(`lang-${lang}`, {}, WAIT));
}

describe('back-office languages', () => {
  it('shows the navigation in Japanese, then Thai, and asks the server for its messages in the chosen language', async () => {
    const { calls } = mockApi({ 'GET /auth/me': () => ({ data: ME }), 'GET /members': emptyPage, 'GET /audit': emptyPage });
    const { router } = renderAt('/members');
    const menu = await screen.findByTestId('side-menu', {}, WAIT);
    expect(within(menu).getByText('Members')).toBeTruthy();

    await switchTo('ja');
    await waitFor(() => expect(within(menu).getByText('会員')).toBeTruthy(), WAIT);
    expect(within(menu).getByText('操作ログ')).toBeTruthy();
    expect(screen.getByTestId('sign-out').textContent?.replace(/\s/g, '')).toBe('ログアウト');
    expect(screen.getByTestId('lang-switch').textContent).toBe('日本語');

    await switchTo('th');
    await waitFor(() => expect(within(menu).getByText('สมาชิก')).toBeTruthy(), WAIT);
    expect(within(menu).getByText('บันทึกการดำเนินการ')).toBeTruthy();
    expect(localStorage.getItem('onego-admin-lang')).toBe('th');

    // The next call carries the language, so the server's messages come back in Thai.
    void router.navigate('/audit');
    await waitFor(() => expect(calls.some((c) => c.path === '/audit')).toBe(true), WAIT);
    const audit = calls.find((c) => c.path === '/audit')!;
    expect(new Headers(audit.init.headers).get('lang')).toBe('th');
  });

  it('opens in the language chosen on an earlier visit', async () => {
    localStorage.setItem('onego-admin-lang', 'ko');
    mockApi({ 'GET /auth/me': () => ({ data: ME }), 'GET /members': emptyPage });
    renderAt('/members');
    const menu = await screen.findByTestId('side-menu', {}, WAIT);
    await waitFor(() => expect(within(menu).getByText('회원')).toBeTruthy(), WAIT);
    expect(screen.getByTestId('lang-switch').textContent).toBe('한국어');
  });
});
