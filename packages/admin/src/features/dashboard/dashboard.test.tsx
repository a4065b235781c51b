import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const DAYS = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).slice(0, 30);
const figure = (today: { count: number; amount: string }, total: { count: number; amount: string }) => ({
  today: { day: DAYS[29], ...today }, ...total,
  days: DAYS.map((day, i) => (i === 29 ? { day, ...today } : { day, count: i === 10 ? total.count - today.count : 0, amount: i === 10 ? '1.00' : '0.00' })),
});
const FULL = {
  today: DAYS[29], from: DAYS[0],
  new_members: figure({ count: 3, amount: '0.00' }, { count: 12, amount: '0.00' }),
  sales: figure({ count: 1, amount: '100.00' }, { count: 2, amount: '150.50' }),
  top_ups: figure({ count: 1, amount: '20.00' }, { count: 2, amount: '50.00' }),
  withdrawals_paid: figure({ count: 0, amount: '0.00' }, { count: 1, amount: '40.00' }),
  withdrawals_waiting: { count: 2, amount: '20.00' },
  bonuses: { ...figure({ count: 1, amount: '-5.00' }, { count: 2, amount: '10.00' }), share_of_sales: '6.64' },
  queues: { withdrawals: 2, kyc: 1, feedback: 4, applications: 0, orders_to_ship: 7 },
};
const OPS = { operator: { ...ME.operator, username: 'ops', role: 'operations' }, permissions: ['members.read', 'kyc.read', 'kyc.write', 'feedback.read', 'feedback.write'] };

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('is where the back office opens: the queues a click from their pages, then each figure with a bar per day', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: ME }),
      'GET /dashboard': () => ({ data: FULL }),
      'GET /kyc/list': () => ({ data: { list: [], total: 0, page: 1, limit: 20 } }),
    });
    const { router } = renderAt('/');
    await screen.findByTestId('dashboard', {}, WAIT);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(within(screen.getByTestId('side-menu')).getByText('Dashboard')).toBeTruthy();
    expect(screen.getByTestId('dash-queue-orders_to_ship').textContent).toContain('Orders to ship');
    expect(screen.getByTestId('dash-queue-orders_to_ship').textContent).toContain('7');
    expect(screen.getByTestId('dash-sales').textContent).toContain('100.00');
    expect(screen.getByTestId('dash-sales').textContent).toContain('150.50');
    expect(screen.getByTestId('dash-new_members').textContent).toContain('12');
    expect(screen.getByTestId('dash-withdrawals_waiting').textContent).toContain('20.00');
    expect(screen.getByTestId('dash-bonus-share').textContent).toBe('6.64% of sales');
    const chart = screen.getByTestId('dash-bonuses-chart');
    expect(chart.getAttribute('aria-label')).toBe('Bonuses paid per day, last 30 days');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    // A negative day (reversals) is drawn below the zero line, in red.
    expect(chart.querySelector(`rect[data-day="${DAYS[29]}"]`)?.getAttribute('fill')).toBe('#ff4d4f');

    fireEvent.click(screen.getByTestId('dash-queue-kyc'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'), WAIT);
  });

  it('shows only what the server sent for this operator', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: OPS }),
      'GET /dashboard': () => ({ data: { today: DAYS[29], from: DAYS[0], new_members: FULL.new_members, queues: { kyc: 0, feedback: 0 } } }),
    });
    renderAt('/dashboard');
    await screen.findByTestId('dashboard', {}, WAIT);
    expect(screen.getByTestId('dash-new_members')).toBeTruthy();
    expect(screen.queryByTestId('dash-sales')).toBeNull();
    expect(screen.queryByTestId('dash-withdrawals_waiting')).toBeNull();
    expect(screen.queryByTestId('dash-queue-withdrawals')).toBeNull();
    expect(screen.getByTestId('dash-queue-kyc')).toBeTruthy();

  });

  it('says so when no queue is the operator’s', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: ME }), 'GET /dashboard': () => ({ data: { today: DAYS[29], from: DAYS[0], queues: {} } }) });
    renderAt('/dashboard');
    expect(await screen.findByText('Nothing waits for you', {}, WAIT)).toBeTruthy();
  });
});
