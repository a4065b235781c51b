import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE, mockApi, renderAt, WAIT } from '../../../test/helpers';

// Lets React commit a state change (tests do not use act()) before the next event reads it.
const tick = () => new Promise((r) => setTimeout(r, 20));
const textOf = (id: string) => screen.getByTestId(id).textContent ?? '';
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  const row = (key: string, value: string, over: Record<string, unknown> = {}) => ({
    key, value, default: value, group: 'money', type: 'rate', min: '0', max: '0.5', writable: true, translations: null, ...over,
  });

  it('edits a value inline and shows the server\'s message when it is refused', async () => {
    let rate = '0.01';
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /settings': () => ({
        data: { list: [row('transfer_fee_rate', rate), row('service_phone', '+65 6000 0000', { group: 'site', type: 'text', min: null, max: '100', writable: false })] },
      }),
      'POST /settings': (_, init) => {
        const body = bodyOf(init);
        if (body.value === '0.9') return { code: 0, msg: 'Transfer fee rate must be at most 0.5' };
        rate = body.value;
        return { msg: 'Setting saved', data: { key: body.key, before: '0.01', value: body.value, translations: null } };
      },
    });
    renderAt('/settings');
    await waitFor(() => expect(textOf('setting-value-transfer_fee_rate')).toBe('0.01'), WAIT);
    expect(screen.queryByTestId('setting-edit-service_phone')).toBeNull();
    expect(textOf('settings-table')).toContain('Transfer fee rate');

    fireEvent.click(screen.getByTestId('setting-edit-transfer_fee_rate'));
    await waitFor(() => expect(screen.getByTestId('setting-value-transfer_fee_rate').tagName).toBe('INPUT'), WAIT);
    const input = screen.getByTestId('setting-value-transfer_fee_rate');
    fireEvent.change(input, { target: { value: '0.9' } });
    await tick();
    fireEvent.click(screen.getByTestId('setting-save-transfer_fee_rate'));
    expect(await screen.findByText('Transfer fee rate must be at most 0.5', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('setting-save-transfer_fee_rate').className).not.toContain('ant-btn-loading'), WAIT);

    fireEvent.change(screen.getByTestId('setting-value-transfer_fee_rate'), { target: { value: '0.02' } });
    await tick();
    fireEvent.click(screen.getByTestId('setting-save-transfer_fee_rate'));
    await waitFor(() => expect(textOf('setting-value-transfer_fee_rate')).toBe('0.02'), WAIT);
    expect(bodyOf(calls.filter((c) => c.path === '/settings' && c.init.method === 'POST').at(-1)!.init)).toEqual({ key: 'transfer_fee_rate', value: '0.02' });
  });

  it('edits a per-language setting in every language at once; an empty language falls back', async () => {
    let saved: Record<string, string> = { en: 'Mon–Fri 09:00–18:00' };
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /settings': () => ({
        data: { list: [row('service_days', '週一至週五', { group: 'site', type: 'text', min: null, max: '100', translations: saved })] },
      }),
      'POST /settings': (_, init) => {
        const body = bodyOf(init);
        saved = body.translations;
        return { msg: 'Setting saved', data: { key: body.key, before: '週一至週五', value: body.value, translations: body.translations } };
      },
    });
    renderAt('/settings');
    await waitFor(() => expect(textOf('setting-translations-service_days')).toContain('en Mon–Fri 09:00–18:00'), WAIT);
    fireEvent.click(screen.getByTestId('setting-edit-service_days'));
    await waitFor(() => expect(screen.getByTestId('setting-value-service_days-en')).toBeTruthy(), WAIT);
    expect((screen.getByTestId('setting-value-service_days-en') as HTMLInputElement).value).toBe('Mon–Fri 09:00–18:00');
    expect((screen.getByTestId('setting-value-service_days-th') as HTMLInputElement).placeholder).toBe("Empty: the default language's text is shown");
    fireEvent.change(screen.getByTestId('setting-value-service_days-th'), { target: { value: ' จันทร์–ศุกร์ ' } });
    await tick();
    fireEvent.change(screen.getByTestId('setting-value-service_days-en'), { target: { value: '' } });
    await tick();
    fireEvent.click(screen.getByTestId('setting-save-service_days'));
    await waitFor(() => expect(calls.some((c) => c.path === '/settings' && c.init.method === 'POST')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/settings' && c.init.method === 'POST')!.init))
      .toEqual({ key: 'service_days', value: '週一至週五', translations: { th: 'จันทร์–ศุกร์' } });
    await waitFor(() => expect(textOf('setting-translations-service_days')).toContain('th จันทร์–ศุกร์'), WAIT);
  });
});
