import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';
import { config, userinfo } from './fixtures';

// The account application wizard: each step checked before the next, what was typed kept across steps and a reload
// (local storage, photos as references), all sent at once.

const none = { status: 'none', id: null, product_name: '', pay_method: null, bank_name: '', bank_account: '', reason: '', submitted_at: null, reviewed_at: null };
const pending = { ...none, status: 'pending', id: 5, product_name: 'Starter', pay_method: 'cash', bank_name: 'DBS', bank_account: '******6789', submitted_at: 1734480000 };
const link = (ref: string) => `/api/UserVerification/photo?photo=${ref}&expires=1734480600&signature=${'s'.repeat(43)}`;

function api() {
  let uploads = 0;
  const sent: Array<Record<string, unknown>> = [];
  mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (path === '/api/ajax/getConfig') return { body: envelope(config) };
    if (path === '/api/user/userInfo') return { body: envelope(userinfo) };
    if (path === '/api/application/info') return { body: envelope(sent.length ? pending : none) };
    if (path === '/api/application/upload') {
      uploads++;
      const ref = uploads.toString(16).padStart(32, '0');
      return { body: envelope({ id: ref, url: link(ref) }) };
    }
    if (path === '/api/application/create') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return { body: envelope(pending) };
    }
    return undefined;
  });
  return sent;
}
const type = (id: string, value: string) => {
  const el = screen.getByTestId(id);
  fireEvent.change(el.querySelector('textarea') ?? el, { target: { value } });
};
const next = () => fireEvent.click(screen.getByTestId('application-next'));
const step = () => screen.getByTestId('application-form').dataset.step;

beforeEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem('applicationDraft');
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('/pages/applicationForm', () => {
  it('checks each step, keeps the values across steps and a reload, and submits everything', async () => {
    const sent = api();
    const first = renderRoute('/pages/applicationForm');
    await screen.findByTestId('application-form', {}, WAIT);
    next();
    expect((await screen.findAllByText('This field is required', {}, WAIT)).length).toBeGreaterThanOrEqual(3);
    expect(step()).toBe('0');
    type('application-product_name', 'Starter');
    fireEvent.click(screen.getByText('Cash'));
    type('application-id_card', 'A1234567');
    type('application-address', '1 Raffles Place');
    next();
    await waitFor(() => expect(step()).toBe('1'), WAIT);
    type('application-bank_name', 'DBS');
    type('application-bank_branch', 'Raffles');
    fireEvent.click(screen.getByTestId('application-previous'));
    await waitFor(() => expect(step()).toBe('0'), WAIT);
    expect((screen.getByTestId('application-product_name') as HTMLInputElement).value).toBe('Starter');
    next();
    await waitFor(() => expect(step()).toBe('1'), WAIT);
    expect((screen.getByTestId('application-bank_name') as HTMLInputElement).value).toBe('DBS');

    // A reload in the middle: the page comes back on the same step with what was typed.
    first.unmount();
    renderRoute('/pages/applicationForm');
    await waitFor(() => expect(step()).toBe('1'), WAIT);
    expect((screen.getByTestId('application-bank_branch') as HTMLInputElement).value).toBe('Raffles');
    type('application-bank_account', '012-345678-9');
    type('application-account_name', 'Chen Mei');
    next();
    await waitFor(() => expect(step()).toBe('2'), WAIT);
    fireEvent.click(screen.getByTestId('application-submit'));
    expect((await screen.findAllByText('Please upload a photo', {}, WAIT)).length).toBeGreaterThanOrEqual(4);
    for (const f of ['id_front', 'id_back', 'bank_card', 'personal_photo']) {
      fireEvent.change(screen.getByTestId(`application-${f}`), { target: { files: [new File(['x'], `${f}.jpg`, { type: 'image/jpeg' })] } });
      await screen.findByTestId(`application-${f}-preview`, {}, WAIT);
    }
    expect(JSON.parse(localStorage.getItem('applicationDraft')!).photos.bank_card.id).toMatch(/^[0-9a-f]{32}$/);
    fireEvent.click(screen.getByTestId('application-submit'));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toMatchObject({
      product_name: 'Starter', pay_method: 'cash', id_card: 'A1234567', shipping_address: '1 Raffles Place', bank_name: 'DBS', bank_branch: 'Raffles',
      bank_account: '012-345678-9', account_name: 'Chen Mei',
    });
    expect(Object.keys(sent[0]!).sort()).toContain('personal_photo');
    await waitFor(() => expect(screen.getByTestId('application-status').dataset.status).toBe('pending'), WAIT);
    expect(localStorage.getItem('applicationDraft')).toBeNull();
  });

  it('restores a draft on its step; a photo whose preview link expired still counts as uploaded', async () => {
    api();
    const values = { product_name: 'Starter', pay_method: 'usdt', id_card: 'A1234567', shipping_address: 'x', bank_name: 'DBS', bank_branch: 'R', bank_account: '0123', account_name: 'C' };
    localStorage.setItem('applicationDraft', JSON.stringify({ step: 2, values, photos: { id_front: { id: 'a'.repeat(32), url: link('a'.repeat(32)) } } }));
    renderRoute('/pages/applicationForm');
    const preview = await screen.findByTestId('application-id_front-preview', {}, WAIT);
    expect(step()).toBe('2');
    fireEvent.error(preview);
    expect((await screen.findByTestId('application-id_front-preview', {}, WAIT)).textContent).toBe('Photo uploaded');
    fireEvent.click(screen.getByTestId('application-submit'));
    expect((await screen.findAllByText('Please upload a photo', {}, WAIT)).length).toBeGreaterThanOrEqual(3);
  });
});
