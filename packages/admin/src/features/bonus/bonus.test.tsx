import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'bonus.read', 'bonus.plan.write', 'bonus.rerun', 'bonus.level.write'],
};
const OPERATIONS = { operator: { ...ME.operator, username: 'ops', role: 'operations' }, permissions: ['members.read', 'bonus.read'] };

const PLAN = {
  eligibleAfterDays: 7, activeBv: '100', activeDays: 30,
  levels: { v1Personal: '1000', v2ActiveDirects: 2, weakLeg: ['10000', '50000', '200000', '1000000'], directsBelow: 2, manualMax: 3 },
  caps: { dynamicMultiple: '3', consumptionMultiple: '1', dividendFund: ['3000', '10000', '50000'] },
  referral: { rate: '0.10', minLevel: 1 },
  sales: { rate: '0.01', layers: 10, layersPerActiveDirect: 2, minLevel: 1 },
  leadership: { rates: ['0', '0', '0.03', '0.06', '0.09', '0.12'], equalLevel: ['0.02', '0.01'], equalMinLevel: 2 },
  static: { rate: '0.001', shareOfAverageSales: '0.03' },
  consumption: { poolRate: '0.02' },
  leader: { poolRates: ['0.01', '0.01', '0.01'], minWeakLegMonth: '5000' },
  solvencyShare: '0.45',
  split: { network: { coupons: '0.10', points: '0.10' }, consumption: { coupons: '0.30', points: '0' } },
};
const PLANS = {
  today: '2026-11-26', earliest_from: '2026-11-27',
  list: [{ version: 1, effective_from: '2000-01-01', plan: PLAN, note: 'default plan', created_by: 'system', created_time: 1_700_000_000, in_force: true }],
};
const TOTALS = { referral: '50.00', sales: '5.00', leadership: '0.00', equal_level: '0.00', static: '1.00', consumption: '10.00', leader: '0.00' };
const run = (date: string, over: Record<string, unknown> = {}) => ({
  date, orders: 1, sales: '500.00', owed: '66.00', paid: '66.00', ratio: '0.1320', guard_limit: '225.00', scaled: false, totals: TOTALS,
  records: 4, plan_version: 1, finished_time: 1_700_000_000, ...over,
});

// The first screen of a file loads its page's chunk and the editor's many inputs: on a loaded machine that alone can
// take longer than the usual wait, so the first look waits for longer (for a state, never for a time).
const FIRST = { timeout: 45_000 };

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('bonus plan page', () => {
  it('shows the versions and the levels of the plan in force, and saves a new version from a chosen date', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /bonus/plans': () => ({ data: PLANS }),
      'POST /bonus/plans': (_url, init) => {
        const body = JSON.parse(String(init.body));
        return { data: { version: 2, effective_from: body.effective_from, plan: body.plan, note: body.note ?? '', created_by: 'fin', created_time: 1_700_000_100, in_force: false } };
      },
    });
    renderAt('/bonus-plan');
    const versions = await screen.findByTestId('bonus-versions', {}, FIRST);
    expect(await within(versions).findByText('default plan', {}, FIRST)).toBeTruthy();
    expect(within(versions).getByText('In force')).toBeTruthy();
    const levels = screen.getByTestId('bonus-levels');
    expect(levels.textContent).toContain('Own cumulative BV of 1000 or more');
    expect(levels.textContent).toContain('Referral bonus 10%');
    expect(levels.textContent).toContain('Leadership (level difference) 12%');
    // V1..V3 may be set by hand under this plan, V4 and V5 not.
    expect(within(levels).getAllByText('Operators may set it')).toHaveLength(3);

    fireEvent.click(screen.getByTestId('bonus-new-version'));
    const rate = await screen.findByTestId('plan-field-referral.rate', {}, FIRST);
    fireEvent.change(rate, { target: { value: '0.12' } });
    expect(await screen.findByText('Changed', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByTestId('bonus-apply-from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByTestId('bonus-note'), { target: { value: 'richer referral' } });
    fireEvent.click(screen.getByTestId('bonus-save-version'));
    await waitFor(() => expect(calls.some((c) => c.path === '/bonus/plans' && c.init.method === 'POST')).toBe(true), WAIT);
    const sent = JSON.parse(String(calls.find((c) => c.path === '/bonus/plans' && c.init.method === 'POST')!.init.body));
    expect(sent).toEqual({ effective_from: '2026-12-01', note: 'richer referral', plan: { ...PLAN, referral: { rate: '0.12', minLevel: 1 } } });
  });

  it('lets operations read the plan but not change it', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: OPERATIONS }), 'GET /bonus/plans': () => ({ data: PLANS }) });
    renderAt('/bonus-plan');
    expect(await screen.findByTestId('bonus-levels', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('bonus-new-version')).toBeNull();
    expect(screen.getByTestId('side-menu').textContent).toContain('Plan simulator');
  });
});

describe('settlement calendar', () => {
  it('shows each run with totals and the payout ratio chart, and a rerun that adds nothing', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /bonus/runs': () => ({ data: { from: '2026-10-27', to: '2026-11-25', list: [run('2026-11-24'), run('2026-11-25', { scaled: true, ratio: '0.4500' })] } }),
      'POST /bonus/runs/rerun': () => ({ data: { date: '2026-11-25', replayed: true, new_records: 0, new_paid: '0.00', run: run('2026-11-25') } }),
    });
    renderAt('/bonus-calendar');
    const table = await screen.findByTestId('bonus-runs', {}, WAIT);
    expect(await within(table).findByText('2026-11-24', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('bonus-ratio-2026-11-24').textContent).toBe('13.20%');
    expect(screen.getByTestId('bonus-ratio-2026-11-25').textContent).toContain('Guard scaled');
    const chart = screen.getByTestId('bonus-ratio-chart');
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByTestId('bonus-bar-2026-11-25').querySelector('title')!.textContent).toBe('2026-11-25: 45.00%');

    fireEvent.click(screen.getByTestId('bonus-rerun-2026-11-25'));
    fireEvent.click(await screen.findByTestId('bonus-rerun-confirm', {}, WAIT));
    const result = await screen.findByTestId('bonus-rerun-result', {}, WAIT);
    expect(result.textContent).toContain('0 new records, 0.00 newly paid');
    expect(JSON.parse(String(calls.find((c) => c.path === '/bonus/runs/rerun')!.init.body))).toEqual({ date: '2026-11-25' });
  });

  it('says when a period has no run, and hides the rerun from operations', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: OPERATIONS }), 'GET /bonus/runs': () => ({ data: { from: '2026-10-27', to: '2026-11-25', list: [] } }) });
    renderAt('/bonus-calendar');
    expect(await screen.findByTestId('bonus-no-runs', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Rerun')).toBeNull();
  });
});

const node = (member_id: string, depth: number, parent: string | null, side: 'L' | 'R' | null, over: Record<string, unknown> = {}) => ({
  member_id, name: `N${member_id}`, parent_member_id: parent, side, depth, level: 1, personal_bv: '100.00', left_bv: '0.00', right_bv: '0.00',
  has_left: false, has_right: false, sub_account: false, ...over,
});

describe('the whole tree', () => {
  it('opens from the top, then from a member, and goes up again', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: OPERATIONS }),
      'GET /bonus/tree': (url) => {
        const id = url.searchParams.get('member_id');
        if (id === '20000002') {
          return { data: { member_id: '20000002', parent_member_id: '10000001', nodes: [node('20000002', 0, '10000001', 'L', { has_left: true }), node('30000003', 1, '20000002', 'L', { sub_account: true })] } };
        }
        return { data: { member_id: '10000001', parent_member_id: null, nodes: [node('10000001', 0, null, null, { has_left: true }), node('20000002', 1, '10000001', 'L', { has_left: true })] } };
      },
    });
    renderAt('/bonus-tree');
    expect(await screen.findByTestId('tree-at-top', {}, WAIT)).toBeTruthy();
    expect((screen.getByTestId('tree-up') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByTestId('tree-node-20000002', {}, WAIT));
    expect(await screen.findByTestId('tree-node-30000003', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('tree-node-30000003').textContent).toContain('Sub-account');
    expect(calls.some((c) => c.path === '/bonus/tree' && c.url.searchParams.get('member_id') === '20000002')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('tree-at-top')).toBeNull(), WAIT);
    fireEvent.click(screen.getByTestId('tree-up'));
    expect(await screen.findByTestId('tree-at-top', {}, WAIT)).toBeTruthy();
  });
});

describe('the simulator', () => {
  it('runs a proposal as a job, shows it beside what was paid, and applies it from a date', async () => {
    let polls = 0;
    const result = {
      from: '2026-10-27', to: '2026-11-25', days: 30, orders: 2, sales: '1000.00',
      simulated: { perKind: { ...TOTALS, referral: '100.00' }, perLevel: { V1: '116.00' }, total: '116.00', ratioToSales: '0.1160', guardScaledDays: 0 },
      actual: { perKind: TOTALS, perLevel: { V1: '66.00' }, total: '66.00', ratioToSales: '0.0660' },
    };
    const sim = (state: string, over: Record<string, unknown> = {}) => ({
      id: 7, from: '2026-10-27', to: '2026-11-25', state, days_done: 0, days: 30, plan: { ...PLAN, referral: { rate: '0.20', minLevel: 1 } }, result: null,
      error: '', created_by: 'fin', created_time: 1_700_000_000, ...over,
    });
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /bonus/plans': () => ({ data: PLANS }),
      'POST /bonus/simulations': () => ({ data: sim('queued') }),
      'GET /bonus/simulations/detail': () => {
        polls++;
        return { data: polls < 2 ? sim('running', { days_done: 15 }) : sim('done', { days_done: 30, result }) };
      },
      'POST /bonus/plans': (_url, init) => ({ data: { ...PLANS.list[0], version: 2, effective_from: JSON.parse(String(init.body)).effective_from, in_force: false, note: '' } }),
    });
    renderAt('/bonus-simulator');
    fireEvent.change(await screen.findByTestId('plan-field-referral.rate', {}, FIRST), { target: { value: '0.20' } });
    fireEvent.change(screen.getByTestId('sim-from'), { target: { value: '2026-10-27' } });
    fireEvent.change(screen.getByTestId('sim-to'), { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByTestId('sim-run'));
    await waitFor(() => expect(screen.getByTestId('sim-state').textContent).toBe('Done'), FIRST);
    const sent = JSON.parse(String(calls.find((c) => c.path === '/bonus/simulations')!.init.body));
    expect(sent).toEqual({ from: '2026-10-27', to: '2026-11-25', plan: { ...PLAN, referral: { rate: '0.20', minLevel: 1 } } });
    expect(screen.getByTestId('sim-proposed-referral').textContent).toBe('100.00');
    const perKind = screen.getByTestId('sim-per-kind');
    expect(perKind.textContent).toContain('+50.00');
    expect(perKind.textContent).toContain('11.60%');
    expect(screen.getByTestId('sim-per-level').textContent).toContain('116.00');

    fireEvent.click(screen.getByTestId('sim-apply'));
    fireEvent.change(await screen.findByTestId('bonus-apply-from', {}, FIRST), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByTestId('bonus-save-version'));
    await waitFor(() => expect(calls.some((c) => c.path === '/bonus/plans' && c.init.method === 'POST')).toBe(true), WAIT);
    const applied = JSON.parse(String(calls.find((c) => c.path === '/bonus/plans' && c.init.method === 'POST')!.init.body));
    expect(applied).toEqual({ effective_from: '2026-12-01', plan: { ...PLAN, referral: { rate: '0.20', minLevel: 1 } } });
  });
});

describe('members and their bonuses', () => {
  const MEMBERS = [
    { member_id: '12345678', name: 'Alice Tan', nickname: 'Alice', email: 'a@x.test', area_code: '65', mobile: '91230001', level: 0, status: 'active', join_time: 1_700_000_000, main_member_id: null },
    { member_id: '87654321', name: 'Alice Sub', nickname: 'Alice', email: 'a@x.test', area_code: '65', mobile: '91230001', level: 0, status: 'active', join_time: 1_700_000_100, main_member_id: '12345678' },
  ];
  const LIMITS = {
    level: 1, dynamic_cap: '3000.00', dynamic_received: '55.00', dynamic_remaining: '2945.00', consumption_cap: '1000.00', consumption_received: '11.00',
    consumption_remaining: '989.00', fund_cap: '0.00', fund_received: '0.00', fund_remaining: '0.00',
  };
  const LOG = {
    id: 1, kind: 'referral', date: '2026-11-25', amount: '50.00', due: '50.00', forfeited: '0.00', balance: '40.00', shop_coins: '5.00', integral: '5.00',
    ratio: '0.1', level: 1, order_amount: '500.00', subordinate_id: '99999999', reversal: false, time: 1_700_000_000,
  };

  it('tells main and sub-accounts apart and filters by them', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /members': (url) => {
        const account = url.searchParams.get('account');
        const list = MEMBERS.filter((m) => !account || (account === 'sub') === (m.main_member_id !== null));
        return { data: { list, total: list.length, page: 1, limit: 20 } };
      },
    });
    renderAt('/members');
    expect((await screen.findByTestId('member-account-87654321', {}, WAIT)).textContent).toBe('Sub-account · 12345678');
    expect(screen.getByTestId('member-account-12345678').textContent).toBe('Main account');
    fireEvent.mouseDown(screen.getByTestId('members-account-filter').querySelector('.ant-select-selector') ?? screen.getByTestId('members-account-filter'));
    fireEvent.click(await screen.findByTitle('Sub-account', {}, WAIT));
    await waitFor(() => expect(calls.some((c) => c.path === '/members' && c.url.searchParams.get('account') === 'sub')).toBe(true), WAIT);
    await waitFor(() => expect(screen.queryByTestId('member-account-12345678')).toBeNull(), WAIT);
  });

  it('shows a member\'s bonus history in the drawer and raises the level by hand', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: FINANCE }),
      'GET /members': () => ({ data: { list: [MEMBERS[0]], total: 1, page: 1, limit: 20 } }),
      'GET /members/detail': () => ({
        data: {
          ...MEMBERS[0], birthday: '', nationality: 'SG', avatar: '', invite_code: 'INV12345', left_node_code: 'LEFT1234', right_node_code: 'RIGH1234',
          sponsor_member_id: null, parent_member_id: null, side: null, depth: 0, left_child_member_id: null, right_child_member_id: null, locked_until: null,
        },
      }),
      'GET /bonus/member': (url) => ({
        data: {
          member_id: '12345678', main_member_id: null, limits: LIMITS, totals: { total: '66.00', ...TOTALS },
          records: { list: url.searchParams.get('kind') === 'static' ? [] : [LOG], total: url.searchParams.get('kind') === 'static' ? 0 : 1, page: 1, limit: 10 },
        },
      }),
      'GET /bonus/plans': () => ({ data: PLANS }),
      'POST /bonus/member/level': () => ({ data: { member_id: '12345678', before: 1, level: 3 } }),
    });
    renderAt('/members');
    fireEvent.click(await screen.findByTestId('member-open-12345678', {}, WAIT));
    const section = await screen.findByTestId('member-bonus', {}, WAIT);
    await waitFor(() => expect(within(section).getByTestId('member-bonus-total').textContent).toBe('66.00'), WAIT);
    expect(section.textContent).toContain('55.00 of 3000.00 received, 2945.00 left');
    const records = within(section).getByTestId('member-bonus-records');
    expect(within(records).getByText('99999999')).toBeTruthy();
    expect(within(records).getByText('10%')).toBeTruthy();
    expect(section.textContent).toContain('up to V3');

    fireEvent.mouseDown(within(section).getByTestId('member-level-select').querySelector('.ant-select-selector') ?? within(section).getByTestId('member-level-select'));
    fireEvent.click(await screen.findByTitle('V3', {}, WAIT));
    fireEvent.change(within(section).getByTestId('member-level-reason'), { target: { value: 'event winner' } });
    fireEvent.click(within(section).getByTestId('member-level-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/bonus/member/level')).toBe(true), WAIT);
    expect(JSON.parse(String(calls.find((c) => c.path === '/bonus/member/level')!.init.body))).toEqual({ member_id: '12345678', level: 3, reason: 'event winner' });
  });
});
