import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const ROWS = [
  { member_id: '12345678', name: 'Alice Tan', nickname: 'Alice', email: 'alice@x.test', area_code: '65', mobile: '91230001', level: 0, status: 'active', join_time: 1_700_000_000, main_member_id: null },
  { member_id: '87654321', name: 'Bob Lim', nickname: 'Bob', email: 'bob@x.test', area_code: '65', mobile: '91230002', level: 1, status: 'disabled', join_time: 1_700_000_100, main_member_id: '12345678' },
];

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('members page', () => {
  it('lists members, searches, and opens the detail drawer', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: ME }),
      'GET /members': (url) => {
        const q = url.searchParams.get('q');
        const list = q ? ROWS.filter((r) => r.member_id.startsWith(q) || r.name.includes(q)) : ROWS;
        return { data: { list, total: list.length, page: 1, limit: 20 } };
      },
      'GET /members/detail': () => ({
        data: {
          ...ROWS[0], birthday: '1990-01-01', nationality: 'SG', avatar: '', invite_code: 'INV12345', left_node_code: 'LEFT1234', right_node_code: 'RIGH1234',
          sponsor_member_id: '10000001', parent_member_id: '10000001', side: 'L', depth: 1, left_child_member_id: null, right_child_member_id: null, locked_until: null,
        },
      }),
    });
    renderAt('/members');
    expect(await screen.findByText('Alice Tan', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Bob Lim')).toBeTruthy();
    expect(screen.getByTestId('side-menu').textContent).toContain('Operators');

    const search = screen.getByTestId('members-search');
    fireEvent.change(search, { target: { value: 'Bob' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('Alice Tan')).toBeNull(), WAIT);
    expect(calls.some((c) => c.path === '/members' && c.url.searchParams.get('q') === 'Bob')).toBe(true);
    expect(calls.every((c) => (c.init.headers as Record<string, string>)['admin-token'] === 'tok-1')).toBe(true);

    fireEvent.click(screen.getByTestId('member-open-87654321'));
    expect(await screen.findByText('INV12345', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('member-disable')).toBeTruthy();
  });

  it('shows finance only the menu entries its permissions allow', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: { operator: { ...ME.operator, role: 'finance' }, permissions: ['members.read', 'audit.read'] } }),
      'GET /members': () => ({ data: { list: ROWS, total: 2, page: 1, limit: 20 } }),
    });
    renderAt('/members');
    expect(await screen.findByText('Alice Tan', {}, WAIT)).toBeTruthy();
    const menu = screen.getByTestId('side-menu').textContent ?? '';
    expect(menu).toContain('Members');
    expect(menu).not.toContain('Operators');
    expect(menu).not.toContain('Mail outbox');
  });

  it('goes back to the login page when the session has ended', async () => {
    mockApi({ 'GET /auth/me': () => ({ code: 303, msg: 'Your session has ended.' }) });
    const { router } = renderAt('/members');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
    expect(localStorage.getItem('onego-admin-token')).toBeNull();
  });
});
