import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const OPS = {
  operator: { ...ME.operator, username: 'ops', role: 'operations' },
  permissions: ['members.read', 'kyc.read', 'kyc.write'],
};
const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'wallet.read'],
};
const link = (ref: string) => `/api/UserVerification/photo?photo=${ref}&expires=1734480600&signature=${'s'.repeat(43)}`;
const ROW = {
  id: 4, member_id: '12345678', status: 'pending', id_type: 'passport', id_number: 'P998877', real_name: 'Chen Mei', reason: '',
  id_photo_url: link('a'.repeat(32)), selfie_url: link('b'.repeat(32)), submitted_at: 1_700_000_000, reviewed_at: null, reviewed_by: '',
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('identity verification queue', () => {
  it('shows both photos side by side; approves; rejects only with a reason', async () => {
    const { calls: all } = mockApi({
      'GET /auth/me': () => ({ data: OPS }),
      'GET /kyc/list': () => ({ data: page([ROW]) }),
      'POST /kyc/approve': () => ({ data: { ...ROW, status: 'approved', reviewed_by: 'ops', reviewed_at: 1_700_000_100 } }),
      'POST /kyc/reject': () => ({ data: { ...ROW, status: 'rejected', reason: 'Blurred', reviewed_by: 'ops', reviewed_at: 1_700_000_100 } }),
    });
    const calls = (key: string) => all.filter((c) => `${c.init.method ?? 'GET'} ${c.path}` === key);
    renderAt('/kyc');
    const table = await screen.findByTestId('kyc-table', {}, WAIT);
    expect(await within(table).findByText('Chen Mei', {}, WAIT)).toBeTruthy();
    expect(within(table).getByAltText('ID photo').getAttribute('src')).toBe(ROW.id_photo_url);
    expect(within(table).getByAltText('Selfie holding the ID').getAttribute('src')).toBe(ROW.selfie_url);
    expect(within(screen.getByTestId('side-menu')).getByText('Identity verification')).toBeTruthy();

    fireEvent.click(screen.getByTestId('kyc-approve-4'));
    await waitFor(() => expect(calls('POST /kyc/approve')).toHaveLength(1), WAIT);
    expect(bodyOf(calls('POST /kyc/approve')[0]!.init)).toEqual({ id: 4 });

    fireEvent.click(screen.getByTestId('kyc-reject-4'));
    fireEvent.click(await screen.findByTestId('kyc-reject-confirm', {}, WAIT));
    expect(await screen.findByText('Please give a reason', {}, WAIT)).toBeTruthy();
    expect(calls('POST /kyc/reject')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('kyc-reject-reason'), { target: { value: ' Blurred ' } });
    fireEvent.click(screen.getByTestId('kyc-reject-confirm'));
    await waitFor(() => expect(calls('POST /kyc/reject')).toHaveLength(1), WAIT);
    expect(bodyOf(calls('POST /kyc/reject')[0]!.init)).toEqual({ id: 4, reason: 'Blurred' });
  });

  it('is not in the menu, and has no actions, without the permission', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: FINANCE }), 'GET /kyc/list': () => ({ data: page([ROW]) }) });
    renderAt('/members');
    const menu = await screen.findByTestId('side-menu', {}, WAIT);
    expect(within(menu).queryByText('Identity verification')).toBeNull();
  });
});
