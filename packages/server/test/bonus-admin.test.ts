import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN, settleDate, trackOrder, type Plan } from '../src/modules/bonus/index.js';
import { bonusPlans, bonusRecords, bonusRuns } from '../src/modules/bonus/tables.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { members } from '../src/modules/member/tables.js';
import { statsOf } from '../src/modules/network/index.js';
import { networkStats } from '../src/modules/network/tables.js';
import { completedOrder, join } from './bonus-helpers.js';
import { eventually } from './eventually.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { memberRow } from './wallet-helpers.js';

let t: TestApp;
let ops: Awaited<ReturnType<typeof signInOperators>>;
let x: { id: number; memberId: string };
let y: { id: number; memberId: string };
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
// Version 2 (written here as a past change would have been) doubles the referral rate from 2025-06-01.
const V2: Plan = { ...DEFAULT_PLAN, referral: { rate: '0.20', minLevel: 1 } };

const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const recordsCount = async () => Number((await t.database.db.select({ n: count() }).from(bonusRecords))[0]!.n);

beforeAll(async () => {
  t = await startTestApp();
  ops = await signInOperators(t);
  const db = t.database.db;
  const xr = await registerMember(t, rootCodes(t, 'L'));
  const xRow = await memberRow(t, xr.userinfo.member_id);
  const yr = await registerMember(t, { invite_code: xRow.inviteCode, node_code: xRow.leftNodeCode });
  const yRow = await memberRow(t, yr.userinfo.member_id);
  x = { id: xRow.id, memberId: xRow.memberId };
  y = { id: yRow.id, memberId: yRow.memberId };
  await db.insert(networkStats).values({ memberId: x.id, personalBv: '1000', level: 1 });
  await db.insert(bonusPlans).values({ version: 2, effectiveFrom: '2025-06-01', plan: V2, note: 'double referral', createdBy: 'boss' });
  // One order of Y pays on 2025-05-27 (version 1), another on 2025-06-08 (version 2).
  await trackOrder(db, await completedOrder(db, y.id, '500', new Date('2025-05-20T10:00:00Z')));
  await trackOrder(db, await completedOrder(db, y.id, '500', new Date('2025-06-01T10:00:00Z')));
  await settleDate(db, '2025-05-27');
  await settleDate(db, '2025-06-08');
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('plan versions', () => {
  it('settles each date with the version in force on it, and the run keeps it', async () => {
    const runs = await ops.api('GET', '/admin-api/bonus/runs', { as: 'ops', query: { from: '2025-05-01', to: '2025-06-30' } });
    expect(runs.body.code).toBe(1);
    expect(runs.body.data.list.map((r: { date: string; plan_version: number; totals: { referral: string } }) => [r.date, r.plan_version, r.totals.referral]))
      .toEqual([['2025-05-27', 1, '50.00'], ['2025-06-08', 2, '100.00']]);
    const first = runs.body.data.list[0];
    expect(first.records).toBeGreaterThan(0);
    expect(first.sales).toBe('500.00');
    expect(Number(first.ratio)).toBeCloseTo(Number(first.paid) / 500, 4);
  });

  it('lists the versions with the one in force today, to every role that reads', async () => {
    const res = await ops.api('GET', '/admin-api/bonus/plans', { as: 'ops' });
    expect(res.body.code).toBe(1);
    expect(res.body.data.earliest_from).toBe(tomorrow);
    expect(res.body.data.list.map((v: { version: number; in_force: boolean }) => [v.version, v.in_force])).toEqual([[2, true], [1, false]]);
    expect(res.body.data.list[1].plan).toEqual(DEFAULT_PLAN);
  });

  it('refuses a bad plan or a date not in the future with a clear message, and writes nothing', async () => {
    const create = (plan: unknown, from = tomorrow, lang = 'en') => ops.api('POST', '/admin-api/bonus/plans', { as: 'fin', lang, body: { effective_from: from, plan } });
    const cases: Array<[unknown, string]> = [
      [{ ...V2, referral: { rate: '1.5', minLevel: 1 } }, en('bonus_plan_rate', { field: 'referral.rate' })],
      [{ ...V2, levels: { ...V2.levels, weakLeg: ['10000', '5000', '200000', '1000000'] } }, en('bonus_plan_order', { field: 'levels.weakLeg' })],
      [{ ...V2, leadership: { ...V2.leadership, rates: ['0', '0', '0.06', '0.03', '0.09', '0.12'] } }, en('bonus_plan_order', { field: 'leadership.rates' })],
      [{ ...V2, split: { ...V2.split, network: { coupons: '0.6', points: '0.5' } } }, en('bonus_plan_split', { field: 'split.network' })],
      [{ ...V2, consumption: { poolRate: '0.50' } }, en('bonus_plan_pools', { total: '53%', max: '45%' })],
      [{ ...V2, levels: { ...V2.levels, manualMax: 6 } }, en('bonus_plan_whole', { field: 'levels.manualMax', min: 0, max: 5 })],
    ];
    for (const [plan, msg] of cases) {
      const res = await create(plan);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toBe(msg);
    }
    expect((await create(V2, today)).body.msg).toBe(en('bonus_plan_from_past', { min: tomorrow }));
    const zh = await create(V2, today, 'zh-TW');
    expect(zh.body.msg).toContain('明天');
    // A shape the contract refuses (a rate that is not a decimal) names the field too.
    expect((await create({ ...V2, solvencyShare: 'half' })).body.code).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(bonusPlans))[0]!.n).toBe(2);
    expect(await auditRows('bonus.plan.create')).toHaveLength(0);
  });

  it('lets finance add a version from tomorrow, audited; operations may not; a date takes one version', async () => {
    const body = { effective_from: tomorrow, plan: { ...V2, sales: { ...V2.sales, rate: '0.02' } }, note: 'richer sales bonus' };
    expect((await ops.api('POST', '/admin-api/bonus/plans', { as: 'ops', body })).status).toBe(403);
    const res = await ops.api('POST', '/admin-api/bonus/plans', { as: 'fin', body });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe(en('bonus_plan_saved'));
    expect(res.body.data).toMatchObject({ version: 3, effective_from: tomorrow, note: 'richer sales bonus', created_by: 'fin', in_force: false });
    const [audit] = await auditRows('bonus.plan.create');
    expect(audit).toMatchObject({ targetType: 'bonus_plan', targetId: '3' });
    expect((audit!.after as { plan: Plan }).plan.sales.rate).toBe('0.02');
    const again = await ops.api('POST', '/admin-api/bonus/plans', { as: 'boss', body });
    expect(again.body.msg).toBe(en('bonus_plan_date_taken', { date: tomorrow }));
  });
});

describe('plan versions under a burst', () => {
  it('numbers concurrent versions one after another and gives a date to one version only', async () => {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const dates = [at(10), at(11), at(12), at(13), at(14), at(20), at(20), at(20)];
    const answers = await Promise.all(dates.map((d, i) => ops.api('POST', '/admin-api/bonus/plans', { as: i % 2 ? 'fin' : 'boss', body: { effective_from: d, plan: V2 } })));
    const ok = answers.filter((a) => a.body.code === 1);
    expect(ok).toHaveLength(6);
    expect(ok.map((a) => a.body.data.version).sort((a: number, b: number) => a - b)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(answers.filter((a) => a.body.msg === en('bonus_plan_date_taken', { date: at(20) }))).toHaveLength(2);
    expect(await auditRows('bonus.plan.create')).toHaveLength(7);
  });
});

describe('settlement calendar and rerun', () => {
  it('reruns a settled date: no new record, nothing paid, audited', async () => {
    const before = await recordsCount();
    const entries = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from journal_entries`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    const entriesBefore = await entries();
    const [runBefore] = await t.database.db.select().from(bonusRuns).where(eq(bonusRuns.day, '2025-06-08'));
    const res = await ops.api('POST', '/admin-api/bonus/runs/rerun', { as: 'fin', body: { date: '2025-06-08' } });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({ date: '2025-06-08', replayed: true, new_records: 0, new_paid: '0.00' });
    expect(await recordsCount()).toBe(before);
    expect(await entries()).toBe(entriesBefore);
    const [runAfter] = await t.database.db.select().from(bonusRuns).where(eq(bonusRuns.day, '2025-06-08'));
    expect(runAfter).toEqual(runBefore);
    const [audit] = await auditRows('bonus.rerun');
    expect(audit).toMatchObject({ targetType: 'bonus_run', targetId: '2025-06-08', after: { replayed: true, new_records: 0, new_paid: '0.00' } });
  });

  it('refuses a date never settled, a bad date and operations', async () => {
    expect((await ops.api('POST', '/admin-api/bonus/runs/rerun', { as: 'fin', body: { date: '2025-01-01' } })).body.msg).toBe(en('bonus_run_not_found', { date: '2025-01-01' }));
    expect((await ops.api('POST', '/admin-api/bonus/runs/rerun', { as: 'fin', body: { date: '2025-1-1' } })).body.code).toBe(0);
    expect((await ops.api('POST', '/admin-api/bonus/runs/rerun', { as: 'ops', body: { date: '2025-06-08' } })).status).toBe(403);
    expect((await ops.api('GET', '/admin-api/bonus/runs', { as: 'ops', query: { from: '2025-06-30', to: '2025-06-01' } })).body.msg).toBe(en('bonus_period_invalid', { max: 366 }));
    expect(await auditRows('bonus.rerun')).toHaveLength(1);
  });
});

describe('a member\'s bonuses and level', () => {
  it('shows a member\'s history with caps and totals, filtered by kind', async () => {
    const res = await ops.api('GET', '/admin-api/bonus/member', { as: 'ops', query: { member_id: x.memberId } });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({ member_id: x.memberId, main_member_id: null, totals: { referral: '150.00' } });
    expect(res.body.data.limits.level).toBeGreaterThanOrEqual(1);
    const referral = await ops.api('GET', '/admin-api/bonus/member', { as: 'ops', query: { member_id: x.memberId, kind: 'referral' } });
    expect(referral.body.data.records.list.map((r: { amount: string; date: string }) => [r.date, r.amount])).toEqual([['2025-06-08', '100.00'], ['2025-05-27', '50.00']]);
    expect((await ops.api('GET', '/admin-api/bonus/member', { as: 'ops', query: { member_id: 'NOPE' } })).body.msg).toBe(en('member_not_found'));
  });

  it('raises a level by hand up to the plan\'s limit, never down, audited', async () => {
    const set = (level: number, as: 'fin' | 'ops' = 'fin') => ops.api('POST', '/admin-api/bonus/member/level', { as, body: { member_id: y.memberId, level, reason: 'event winner' } });
    expect((await set(2, 'ops')).status).toBe(403);
    expect((await set(4)).body.msg).toBe(en('bonus_level_over_plan', { max: 3 }));
    const ok = await set(2);
    expect(ok.body.code).toBe(1);
    expect(ok.body.data).toEqual({ member_id: y.memberId, before: 1, level: 2 });
    expect((await statsOf(t.database.db, y.id)).level).toBe(2);
    expect((await set(1)).body.msg).toBe(en('bonus_level_lower', { level: 2 }));
    const audits = await auditRows('bonus.level.set');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetId: y.memberId, before: { level: 1 }, after: { level: 2, reason: 'event winner' } });
    // The next settlement keeps the level (levels are never lowered by the daily batch).
    await settleDate(t.database.db, '2025-06-09');
    expect((await statsOf(t.database.db, y.id)).level).toBe(2);
  });
});

describe('the whole tree', () => {
  it('opens the tree from the top or from any member, a few levels at a time', async () => {
    const top = await ops.api('GET', '/admin-api/bonus/tree', { as: 'ops', query: { depth: '2' } });
    expect(top.body.code).toBe(1);
    expect(top.body.data).toMatchObject({ member_id: t.root.memberId, parent_member_id: null });
    expect(top.body.data.nodes.map((n: { member_id: string; depth: number }) => [n.member_id, n.depth])).toEqual([[t.root.memberId, 0], [x.memberId, 1], [y.memberId, 2]]);
    const fromX = await ops.api('GET', '/admin-api/bonus/tree', { as: 'ops', query: { member_id: y.memberId, depth: '1' } });
    expect(fromX.body.data).toMatchObject({ member_id: y.memberId, parent_member_id: x.memberId });
    expect(fromX.body.data.nodes[0]).toMatchObject({ member_id: y.memberId, side: 'L', depth: 0, level: 2, personal_bv: '1000.00', has_left: false, has_right: false, sub_account: false });
    expect((await ops.api('GET', '/admin-api/bonus/tree', { as: 'ops', query: { depth: '9' } })).body.code).toBe(0);
  });
});

describe('main and sub-accounts in the member list', () => {
  it('names a sub-account\'s main account and filters by kind of account', async () => {
    const sub = await join(t.database.db, x.id, x.id, 'R');
    await t.database.db.update(members).set({ mainMemberId: x.id }).where(eq(members.id, sub));
    const subs = await ops.api('GET', '/admin-api/members', { as: 'ops', query: { account: 'sub' } });
    expect(subs.body.data.list.map((m: { main_member_id: string | null }) => m.main_member_id)).toEqual([x.memberId]);
    const mains = await ops.api('GET', '/admin-api/members', { as: 'ops', query: { account: 'main', limit: '100' } });
    expect(mains.body.data.list.every((m: { main_member_id: string | null }) => m.main_member_id === null)).toBe(true);
    expect(mains.body.data.total).toBe(3);
    expect((await ops.api('GET', '/admin-api/members', { as: 'ops', query: { account: 'other' } })).body.code).toBe(0);
  });
});

describe('the simulator', () => {
  it('replays a proposal over a period as a job and shows it beside what was paid', async () => {
    const proposal = { ...V2, referral: { rate: '0.30', minLevel: 1 } };
    const start = await ops.api('POST', '/admin-api/bonus/simulations', { as: 'fin', body: { from: '2025-05-01', to: '2025-06-30', plan: proposal } });
    expect(start.body.code).toBe(1);
    expect(start.body.data).toMatchObject({ state: 'queued', days: 61, days_done: 0, result: null });
    const id = start.body.data.id as number;
    const done = await eventually(async () => {
      const res = await ops.api('GET', '/admin-api/bonus/simulations/detail', { as: 'ops', query: { id: String(id) } });
      expect(res.body.data.state).toBe('done');
      return res.body.data;
    }, { timeoutMs: 60_000 });
    expect(done.days_done).toBe(61);
    const [paid] = await t.database.db.select({ s: sql<string>`sum(paid)::text` }).from(bonusRecords)
      .where(and(sql`day >= '2025-05-01'`, sql`day <= '2025-06-30'`));
    expect(Number(done.result.actual.total)).toBeCloseTo(Number(paid!.s), 2);
    expect(done.result.actual.perKind.referral).toBe('150.00');
    expect(done.result.simulated.perKind.referral).toBe('300.00');
    expect(done.result.sales).toBe('1000.00');
    expect(Object.keys(done.result.simulated.perLevel).length).toBeGreaterThan(0);
    expect(await auditRows('bonus.simulate')).toHaveLength(1);
  }, 90_000);

  it('refuses a period reaching today, a bad plan, an unknown simulation and operations', async () => {
    const sim = (body: object, as: 'fin' | 'ops' = 'fin') => ops.api('POST', '/admin-api/bonus/simulations', { as, body });
    expect((await sim({ from: '2025-05-01', to: today, plan: V2 })).body.msg).toBe(en('bonus_period_invalid', { max: 366 }));
    expect((await sim({ from: '2025-06-01', to: '2025-05-01', plan: V2 })).body.msg).toBe(en('bonus_period_invalid', { max: 366 }));
    expect((await sim({ from: '2025-05-01', to: '2025-05-02', plan: { ...V2, solvencyShare: '2' } })).body.msg).toBe(en('bonus_plan_rate', { field: 'solvencyShare' }));
    expect((await sim({ from: '2025-05-01', to: '2025-05-02', plan: V2 }, 'ops')).status).toBe(403);
    expect((await ops.api('GET', '/admin-api/bonus/simulations/detail', { as: 'ops', query: { id: '999999' } })).body.msg).toBe(en('bonus_simulation_not_found'));
    expect(await auditRows('bonus.simulate')).toHaveLength(1);
  });
});
