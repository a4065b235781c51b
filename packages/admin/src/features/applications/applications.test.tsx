import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const OPS = { operator: { ...ME.operator, username: 'ops', role: 'operations' }, permissions: ['members.read', 'applications.read', 'applications.write'] };
const link = (n: number) => `/api/UserVerification/photo?photo=${String(n).repeat(32)}&expires=1734480600&signature=${'s'.repeat(43)}`;
const ROW = {
  id: 9, member_id: '12345678', status: 'pending', product_name: 'Starter package', pay_method: 'cash', id_card: 'A1234567', address: '1 Raffles Place',
  bank_name: 'DBS', bank_branch: 'Raffles', bank_account: '0123456789', account_name: 'Chen Mei',
  id_front_url: link(1), id_back_url: link(2), bank_card_url: link(3), personal_photo_url: link(4),
  reason: '', reviewed_by: '', submitted_at: 1_700_000_000, reviewed_at: null,
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('account applications', () => {
  it('shows the details and four photos; approves; rejects with a reason', async () => {
    const { calls: all } = mockApi({
      'GET /auth/me': () => ({ data: OPS }),
      'GET /applications/list': () => ({ data: page([ROW]) }),
      'POST /applications/approve': () => ({ data: { ...ROW, status: 'approved', reviewed_by: 'ops', reviewed_at: 1_700_000_100 } }),
      'POST /applications/reject': () => ({ data: { ...ROW, status: 'rejected', reason: 'Unreadable', reviewed_by: 'ops', reviewed_at: 1_700_000_100 } }),
    });
    const calls = (key: string) => all.filter((c) => `${c.init.method ?? 'GET'} ${c.path}` === key);
    renderAt('/applications');
    const table = await screen.findByTestId('applications-table', {}, WAIT);
    expect(await within(table).findByText('Starter package', {}, WAIT)).toBeTruthy();
    expect(within(table).getByAltText('Bank card').getAttribute('src')).toBe(link(3));
    expect(within(table).getByText('DBS · Raffles')).toBeTruthy();
    fireEvent.click(screen.getByTestId('application-approve-9'));
    await waitFor(() => expect(calls('POST /applications/approve')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByTestId('application-reject-9'));
    fireEvent.change(await screen.findByTestId('application-reject-reason', {}, WAIT), { target: { value: 'Unreadable' } });
    fireEvent.click(screen.getByTestId('application-reject-confirm'));
    await waitFor(() => expect(calls('POST /applications/reject')).toHaveLength(1), WAIT);
    expect(JSON.parse(String(calls('POST /applications/reject')[0]!.init.body))).toEqual({ id: 9, reason: 'Unreadable' });
  });
});
