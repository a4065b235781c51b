import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDate, trackOrder } from '../src/modules/bonus/index.js';
import { networkStats, networkVolumeDays } from '../src/modules/network/tables.js';
import { completedOrder } from './bonus-helpers.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { memberRow } from './wallet-helpers.js';

let t: TestApp;
const get = (url: string, token?: string, query?: Record<string, string>, lang = 'en') => t.call({ method: 'GET', url, token, query, lang });
const today = new Date().toISOString().slice(0, 10);
let x: { token: string; memberId: string };
let y: { token: string; memberId: string };

beforeAll(async () => {
  t = await startTestApp({ jobs: false });
  const xr = await registerMember(t, rootCodes(t, 'L'));
  const xRow = await memberRow(t, xr.userinfo.member_id);
  const yr = await registerMember(t, { invite_code: xRow.inviteCode, node_code: xRow.leftNodeCode });
  const yRow = await memberRow(t, yr.userinfo.member_id);
  x = { token: xr.token, memberId: xRow.memberId };
  y = { token: yr.token, memberId: yRow.memberId };
  const db = t.database.db;
  // X has bought 1,000 BV before (V1); Y's order of 500 was confirmed 7 days ago and pays today.
  await db.insert(networkStats).values({ memberId: xRow.id, personalBv: '1000', level: 1 });
  await db.insert(networkVolumeDays).values({ memberId: xRow.id, day: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), bv: '1000' });
  const order = await completedOrder(db, yRow.id, '500', new Date(Date.now() - 7 * 86_400_000));
  await trackOrder(db, order);
  await settleDate(db, today);
}, 60_000);
afterAll(async () => { await t?.close(); });

describe('bonus reads', () => {
  it('lists a member\'s records per statement with the buyer, ratio, level and order amount', async () => {
    const res = await get('/api/bonus_statement/getReferralBonusLogs', x.token);
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({
      kind: 'referral', date: today, amount: '50.00', due: '50.00', forfeited: '0.00', balance: '40.00', shop_coins: '5.00', integral: '5.00',
      ratio: '0.1', level: 1, order_amount: '500.00', subordinate_id: y.memberId, reversal: false,
    });
    const sales = await get('/api/bonus_statement/getNewSalesBonusLogs', x.token);
    expect(sales.body.data.list.map((r: { amount: string }) => r.amount)).toEqual(['5.00']);
    // Another member sees only their own records; a date range outside leaves the list empty.
    expect((await get('/api/bonus_statement/getReferralBonusLogs', y.token)).body.data.total).toBe(0);
    expect((await get('/api/bonus_statement/getReferralBonusLogs', x.token, { to: '2000-01-01' })).body.data.total).toBe(0);
    const consumer = await get('/api/bonus_statement/getConsumerBonusLogs', x.token);
    expect(consumer.body.data.list.every((r: { kind: string }) => r.kind === 'static')).toBe(true);
  });

  it('refuses a bad date in the caller\'s language, and a guest', async () => {
    const bad = await get('/api/bonus_statement/getGlobalBonusLogs', x.token, { from: 'yesterday' });
    expect(bad.body.code).toBe(0);
    expect(bad.body.msg).toContain('From date');
    const zh = await get('/api/userBonusReport/list', x.token, { to: '2026-13-99x' }, 'zh-TW');
    expect(zh.body.code).toBe(0);
    expect(zh.body.msg).not.toContain('To date');
    expect((await get('/api/user/UserBonusLimit')).body.code).not.toBe(1);
  });

  it('reports totals, today and the last 30 days, and the caps with what is left', async () => {
    const total = (await get('/api/userBonusReport/totalStats', x.token)).body.data;
    const todays = (await get('/api/userBonusReport/getTodayStats', x.token)).body.data;
    expect(total).toEqual(todays);
    expect(total).toMatchObject({ referral: '50.00', sales: '5.00', leadership: '0.00' });
    expect(Number(total.total)).toBeCloseTo(['referral', 'sales', 'leadership', 'equal_level', 'static', 'consumption', 'leader']
      .reduce((s, k) => s + Number(total[k]), 0), 2);
    const report = (await get('/api/userBonusReport/list', x.token)).body.data.list;
    expect(report).toHaveLength(30);
    expect(report.at(-1)).toMatchObject({ date: today, referral: '50.00' });
    const limit = (await get('/api/user/UserBonusLimit', x.token)).body.data;
    expect(limit).toMatchObject({ level: 1, dynamic_cap: '3000.00', dynamic_received: '55.00', dynamic_remaining: '2945.00', fund_cap: '0.00', fund_remaining: '0.00' });
    expect(limit.consumption_cap).toBe('1000.00');
  });
});
