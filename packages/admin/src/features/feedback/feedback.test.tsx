import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const OPS = { operator: { ...ME.operator, username: 'ops', role: 'operations' }, permissions: ['members.read', 'feedback.read', 'feedback.write'] };
const ROW = {
  id: 7, member_id: '12345678', type: 'problem', title: 'Late parcel', content: 'Order 1\nis late', images: ['/uploads/2026/11/a.webp'],
  status: 'pending', reply: '', replied_by: '', created_at: 1_700_000_000, replied_at: null,
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('feedback queue', () => {
  it('shows the message with its pictures and answers it, a reply being required', async () => {
    const { calls: all } = mockApi({
      'GET /auth/me': () => ({ data: OPS }),
      'GET /feedback/list': () => ({ data: page([ROW]) }),
      'POST /feedback/reply': () => ({ data: { ...ROW, status: 'replied', reply: 'Tomorrow', replied_by: 'ops', replied_at: 1_700_000_100 } }),
    });
    const calls = (key: string) => all.filter((c) => `${c.init.method ?? 'GET'} ${c.path}` === key);
    renderAt('/feedback');
    const table = await screen.findByTestId('feedback-table', {}, WAIT);
    expect(await within(table).findByText('Late parcel', {}, WAIT)).toBeTruthy();
    expect(within(table).getByAltText('Image 1').getAttribute('src')).toBe('/uploads/2026/11/a.webp');
    expect(within(screen.getByTestId('side-menu')).getByText('Feedback')).toBeTruthy();
    fireEvent.click(screen.getByTestId('feedback-answer-7'));
    fireEvent.click(await screen.findByTestId('feedback-reply-confirm', {}, WAIT));
    expect(await screen.findByText('Please write a reply', {}, WAIT)).toBeTruthy();
    expect(calls('POST /feedback/reply')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('feedback-reply-text'), { target: { value: 'Tomorrow ' } });
    fireEvent.click(screen.getByTestId('feedback-reply-confirm'));
    await waitFor(() => expect(calls('POST /feedback/reply')).toHaveLength(1), WAIT);
    expect(JSON.parse(String(calls('POST /feedback/reply')[0]!.init.body))).toEqual({ id: 7, reply: 'Tomorrow' });
  });
});
