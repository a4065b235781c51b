import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { config, userinfo } from './fixtures';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';

// The member's network pages: Team, Team list, Bonus, Income statement, Become member.

const node = (id: string, over: Record<string, unknown> = {}) => ({
  member_id: id, nickname: `N${id}`, level: 1, side: '', parent_id: '', depth: 0, personal_bv: '1000.00', left_bv: '2500.00', right_bv: '500.00',
  left_count: 3, right_count: 1, left_new: 2, right_new: 0, has_left: true, has_right: true, join_time: 1734480000, ...over,
});
// The member (OG100001) with A on the left (A has B below on the left) and C on the right.
const own = { is_top: true, up_id: '', nodes: [
  node('OG100001'), node('10000002', { side: 'L', parent_id: 'OG100001', depth: 1 }), node('10000003', { side: 'R', parent_id: 'OG100001', depth: 1, has_left: false, has_right: false }),
  node('10000004', { side: 'L', parent_id: '10000002', depth: 2, has_left: false, has_right: false }),
] };
const fromA = { is_top: false, up_id: 'OG100001', nodes: [node('10000002'), node('10000004', { side: 'L', parent_id: '10000002', depth: 1, has_left: false, has_right: false })] };

const base = (url: string) => {
  if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
  if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
  return undefined;
};

describe('Team', () => {
  beforeEach(async () => { await changeLanguage('en'); signIn(); });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the codes, achievements and overview, goes down a node and back up, and says where the top is', async () => {
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/user/binaryTree')) return { body: envelope(url.includes('member_id=10000002') ? fromA : own) };
      return base(url);
    });
    const { router } = renderRoute('/pages/team');
    await screen.findByTestId('team-tree', {}, WAIT);
    expect(screen.getByTestId('team-code-left').textContent).toBe('L00001');
    expect(screen.getByTestId('team-total').textContent).toBe('3,000.00');
    expect(screen.getByTestId('team-left').textContent).toBe('2,500.00');
    expect(within(screen.getByTestId('team-overview-left')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '2', '2,500.00']);
    // At the member's own position: the top message, also when "go up" is pressed.
    expect(screen.getByTestId('team-top-note')).toBeTruthy();
    expect(screen.getAllByText('Empty').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('tree-node-10000002'));
    await waitFor(() => expect(router.state.location.search).toBe('?node=10000002'), WAIT);
    await waitFor(() => expect(screen.getByTestId('team-details-id').textContent).toBe('10000002'), WAIT);
    expect(screen.queryByTestId('team-top-note')).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('member_id=10000002'))).toBe(true);
    fireEvent.click(screen.getByTestId('team-go-up'));
    await waitFor(() => expect(router.state.location.search).toBe(''), WAIT);
    await screen.findByTestId('team-top-note', {}, WAIT);
  });

  it('shows the server\'s refusal as a load failure with a retry', async () => {
    mockFetch((url) => (url.startsWith('/api/user/binaryTree') ? { body: envelope(null, 0, 'This member is not in your team') } : base(url)));
    renderRoute('/pages/team?node=99999999');
    await screen.findByTestId('retry', {}, WAIT);
  });
});

const direct = (id: string, over: Record<string, unknown> = {}) => ({ member_id: id, nickname: `M${id}`, level: 2, income: '220.00', order_amount: '1000.00',
  direct_performance: '2000.00', bonus_ratio: '0.03', join_time: 1734480000, ...over });

describe('Team list', () => {
  beforeEach(async () => { await changeLanguage('en'); signIn(); });
  afterEach(() => vi.unstubAllGlobals());

  it('lists direct referrals with their figures, searches and pages', async () => {
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/user/direct')) {
        const q = new URL(url, 'http://x').searchParams;
        if (q.get('keyword') === 'Bob') return { body: envelope({ list: [direct('20000009', { nickname: 'Bob' })], total: 1, page: 1, limit: 20 }) };
        const page = Number(q.get('page'));
        return { body: envelope({ list: [direct(page === 1 ? '20000001' : '20000002')], total: 21, page, limit: 20 }) };
      }
      return base(url);
    });
    renderRoute('/pages/teamList');
    const card = await screen.findByTestId('team-member-20000001', {}, WAIT);
    expect(card.textContent).toContain('220.00');
    expect(card.textContent).toContain('2,000.00');
    expect(card.textContent).toContain('3%');
    expect(screen.getByTestId('team-list-total').textContent).toBe('21 direct referrals');
    fireEvent.click(screen.getByTestId('team-list-next'));
    await screen.findByTestId('team-member-20000002', {}, WAIT);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: ' Bob ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByTestId('team-member-20000009', {}, WAIT);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('keyword=Bob&') || String(u).endsWith('keyword=Bob'))).toBe(true);
  });
});

const record = (id: number, kind: string, over: Record<string, unknown> = {}) => ({
  id, kind, date: '2026-11-20', amount: '200.00', due: '200.00', forfeited: '0.00', balance: '160.00', shop_coins: '20.00', integral: '20.00',
  ratio: '0.1', level: 1, order_amount: '2000.00', subordinate_id: '30000001', reversal: false, time: 1734480000, ...over,
});
const totals = (over: Record<string, string> = {}) => ({ total: '0.00', referral: '0.00', sales: '0.00', leadership: '0.00', equal_level: '0.00', static: '0.00',
  consumption: '0.00', leader: '0.00', ...over });

describe('Bonus and income statement', () => {
  beforeEach(async () => { await changeLanguage('en'); signIn(); });
  afterEach(() => vi.unstubAllGlobals());

  it('shows one statement per kind with date, amount, ratio, level, order amount and subordinate, filtered by date', async () => {
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/bonus_statement/getReferralBonusLogs')) return { body: envelope({ list: [record(1, 'referral')], total: 1, page: 1, limit: 20 }) };
      if (url.startsWith('/api/bonus_statement/getNewSalesBonusLogs')) return { body: envelope({ list: [record(2, 'sales', { amount: '20.00', ratio: '0.01' })], total: 1, page: 1, limit: 20 }) };
      return base(url);
    });
    renderRoute('/pages/bonus');
    const rec = await screen.findByTestId('bonus-record-referral', {}, WAIT);
    expect(rec.textContent).toContain('+200.00');
    expect(rec.textContent).toContain('10%');
    expect(rec.textContent).toContain('2,000.00');
    expect(rec.textContent).toContain('30000001');
    expect(rec.textContent).toContain('V1');
    fireEvent.click(screen.getByTestId('bonus-tab-newSales'));
    const sales = await screen.findByTestId('bonus-record-sales', {}, WAIT);
    expect(sales.textContent).toContain('1%');
    fireEvent.change(screen.getByTestId('bonus-from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('getNewSalesBonusLogs') && String(u).includes('from=2026-11-01'))).toBe(true), WAIT);
  });

  it('shows totals per kind, today and a chart of the last 30 days', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, ...totals(i === 29 ? { total: '220.00', referral: '200.00', sales: '20.00' } : {}) }));
    mockFetch((url) => {
      if (url.startsWith('/api/userBonusReport/totalStats')) return { body: envelope(totals({ total: '240.00', referral: '200.00', sales: '40.00' })) };
      if (url.startsWith('/api/userBonusReport/getTodayStats')) return { body: envelope(totals({ total: '220.00', referral: '200.00', sales: '20.00' })) };
      if (url.startsWith('/api/userBonusReport/list')) return { body: envelope({ list: days }) };
      return base(url);
    });
    renderRoute('/pages/incomeStatement');
    await waitFor(() => expect(screen.getByTestId('income-total').textContent).toBe('240.00'), WAIT);
    expect(screen.getByTestId('income-kind-sales').textContent).toBe('40.00');
    await waitFor(() => expect(screen.getByTestId('income-today-kind-sales').textContent).toBe('20.00'), WAIT);
    const chart = await screen.findByTestId('income-chart', {}, WAIT);
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(Number(screen.getByTestId('income-bar-2026-10-30').getAttribute('height'))).toBeGreaterThan(0);
    expect(screen.getByTestId('income-bar-2026-10-01').getAttribute('height')).toBe('0');
    expect(chart.textContent).toContain('2026-10-30');
  });
});

describe('Become member', () => {
  beforeEach(async () => { await changeLanguage('en'); signIn(); });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the levels with what each needs and pays, and the progress toward the next', async () => {
    const level = (n: number) => ({ level: n, personal_bv: '1000.00', active_directs: n >= 2 ? 2 : 0, weak_leg: n >= 2 ? '10000.00' : '0.00', directs: n >= 3 ? 2 : 0,
      directs_level: n >= 3 ? n - 1 : 0, referral_rate: '0.10', sales_rate: '0.01', sales_layers_per_direct: 2, sales_layers_max: 10,
      leadership_rate: ['0', '0', '0.03', '0.06', '0.09', '0.12'][n]!, equal_level_rates: n >= 2 ? ['0.02', '0.01'] : [], leader_pool: n >= 3, dividend_fund_cap: n >= 3 ? '3000.00' : '0.00' });
    mockFetch((url) => {
      if (url.startsWith('/api/user/memberLevels')) {
        return { body: envelope({ level: 1, levels: [1, 2, 3, 4, 5].map(level), active_bv: '100.00', active_days: 30,
          progress: { personal_bv: '1200.00', active_directs: 1, weak_leg: '2500.00', directs_by_level: [1, 1, 0, 0, 0, 0] } }) };
      }
      return base(url);
    });
    renderRoute('/pages/member');
    await waitFor(() => expect(screen.getByTestId('levels-current').textContent).toBe('V1'), WAIT);
    expect(screen.getByTestId('level-2').textContent).toContain('2 active direct referrals');
    expect(screen.getByTestId('level-2').textContent).toContain('Leadership bonus (level difference) 3%');
    expect(screen.getByTestId('levels-progress-activeDirects').textContent).toContain('1 / 2');
    expect(screen.getByTestId('levels-progress-weakLeg').textContent).toContain('2,500.00 / 10,000.00');
  });
});
