import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';
import { config, userinfo } from './fixtures';

// Identity verification: the state as the server says it, the form with its checks, photos sent when chosen.

const none = { status: 'none', id_type: null, id_number: '', real_name: '', reason: '', id_photo_url: '', selfie_url: '', submitted_at: null, reviewed_at: null };
const link = (ref: string) => `/api/UserVerification/photo?photo=${ref}&expires=1734480600&signature=${'s'.repeat(43)}`;
const pending = { ...none, status: 'pending', id_type: 'passport', id_number: 'P998877', real_name: 'Chen Mei', id_photo_url: link('a'.repeat(32)), selfie_url: link('b'.repeat(32)), submitted_at: 1734480000 };
const rejected = { ...pending, status: 'rejected', reason: 'The photo is blurred', reviewed_at: 1734490000 };

function api(state: Record<string, unknown>) {
  let uploads = 0;
  const submitted: Array<Record<string, unknown>> = [];
  const fetch = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (path === '/api/ajax/getConfig') return { body: envelope(config) };
    if (path === '/api/user/userInfo') return { body: envelope(userinfo) };
    if (path === '/api/UserVerification/info') return { body: envelope(state) };
    if (path === '/api/UserVerification/upload') {
      uploads++;
      const ref = String(uploads).repeat(32).slice(0, 32);
      return { body: envelope({ id: ref, url: link(ref) }) };
    }
    if (path === '/api/UserVerification/submit') {
      submitted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return { body: envelope({ ...pending, id_type: 'id_card' }, 1, 'Submitted') };
    }
    return undefined;
  });
  return { fetch, submitted };
}
const pickPhoto = (testId: string) => fireEvent.change(screen.getByTestId(testId), { target: { files: [new File(['x'], 'p.jpg', { type: 'image/jpeg' })] } });

beforeEach(async () => {
  await changeLanguage('en');
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/pages/kyc', () => {
  it('checks every field, uploads photos when chosen, and submits their references', async () => {
    const { submitted } = api(none);
    renderRoute('/pages/kyc');
    await screen.findByTestId('kyc-form', {}, WAIT);
    expect(screen.getByTestId('kyc-status').dataset.status).toBe('none');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect((await screen.findAllByText('Please upload a photo', {}, WAIT)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Please choose one').length).toBeGreaterThan(0);
    expect(submitted).toHaveLength(0);

    fireEvent.click(screen.getByText('ID card'));
    fireEvent.change(screen.getByTestId('kyc-id-number-input'), { target: { value: 'A1234567' } });
    fireEvent.change(screen.getByTestId('kyc-real-name'), { target: { value: 'Chen Mei' } });
    pickPhoto('kyc-id-photo');
    await screen.findByTestId('kyc-id-photo-preview', {}, WAIT);
    pickPhoto('kyc-selfie');
    await screen.findByTestId('kyc-selfie-preview', {}, WAIT);
    expect(screen.getByTestId('kyc-selfie').getAttribute('capture')).toBe('user');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(submitted).toHaveLength(1), WAIT);
    expect(submitted[0]).toEqual({ id_type: 'id_card', id_number: 'A1234567', real_name: 'Chen Mei', id_photo: '1'.repeat(32), selfie: '2'.repeat(32) });
    await waitFor(() => expect(screen.getByTestId('kyc-status').dataset.status).toBe('pending'), WAIT);
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });

  it('shows a submission under review with its photos and no form', async () => {
    api(pending);
    renderRoute('/pages/kyc');
    await waitFor(() => expect(screen.getByTestId('kyc-status').dataset.status).toBe('pending'), WAIT);
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.getByTestId('kyc-id-number').textContent).toBe('P998877');
    expect(screen.getByAltText('Selfie holding the ID').getAttribute('src')).toBe(pending.selfie_url);
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });

  it('shows why it was rejected and lets the member submit again', async () => {
    api(rejected);
    renderRoute('/pages/kyc');
    expect((await screen.findByTestId('kyc-reason', {}, WAIT)).textContent).toBe('Reason: The photo is blurred');
    fireEvent.click(screen.getByTestId('kyc-resubmit'));
    await screen.findByTestId('kyc-form', {}, WAIT);
  });
});
