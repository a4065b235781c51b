import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/tables.js';
import { journalEntries } from '../src/modules/ledger/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp, signInOperators, type OperatorName } from './harness.js';
import { expectBooksBalanced, fund } from './wallet-helpers.js';

let t: TestApp;
let tokens: Record<OperatorName, string>;
let api: Awaited<ReturnType<typeof signInOperators>>['api'];
let alice: string;
let bob: string;


const adjust = (body: Record<string, unknown>, as: OperatorName = 'fin') => api('POST', '/admin-api/wallet/adjust', { as, body });

async function auditOf(action: string, targetId?: string) {
  return t.database.db.select().from(auditLog)
    .where(targetId ? and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)) : eq(auditLog.action, action));
}

beforeAll(async () => {
  t = await startTestApp();
  ({ api, tokens } = await signInOperators(t));
  alice = (await registerMember(t, rootCodes(t))).userinfo.member_id;
  bob = (await registerMember(t, rootCodes(t, 'R'))).userinfo.member_id;
});
afterAll(async () => t?.close());

describe('wallets', () => {
  it('lets finance and operations read a wallet, with related accounts', async () => {
    await fund(t, alice, '100.00');
    for (const as of ['fin', 'ops', 'boss'] as const) {
      const res = await api('GET', '/admin-api/wallet/member', { as, query: { member_id: alice } });
      expect(res.body.code, res.body.msg).toBe(1);
      expect(res.body.data).toMatchObject({ member_id: alice, balance: '100.00', balance_held: '0.00', balance_available: '100.00', shop_coins: '0.00', integral: '0.00' });
      expect(res.body.data.related).toEqual([expect.objectContaining({ member_id: alice, is_main: true, is_current: true, balance: '100.00' })]);
    }
    expect((await api('GET', '/admin-api/wallet/member', { as: 'fin', query: { member_id: '99999999' } })).body).toMatchObject({ code: 0, msg: 'Member not found' });
    expect((await api('GET', '/admin-api/wallet/member', { query: { member_id: alice } })).status).toBe(401);
  });

  it('lists a member\'s records per asset with type filter and paging', async () => {
    await fund(t, alice, '5.00', 'shop_coins');
    const all = await api('GET', '/admin-api/wallet/records', { as: 'ops', query: { member_id: alice, asset: 'balance' } });
    expect(all.body.code).toBe(1);
    expect(all.body.data.total).toBe(1);
    expect(all.body.data.list[0]).toMatchObject({ type: 'adjustment', amount: '100.00', balance_after: '100.00', note: 'test funding' });
    const coins = await api('GET', '/admin-api/wallet/records', { as: 'ops', query: { member_id: alice, asset: 'shop_coins', type: 'adjustment', page: '1', limit: '1' } });
    expect(coins.body.data).toMatchObject({ total: 1, page: 1, limit: 1 });
    const none = await api('GET', '/admin-api/wallet/records', { as: 'ops', query: { member_id: alice, asset: 'balance', type: 'transfer' } });
    expect(none.body.data.total).toBe(0);
    const bad = await api('GET', '/admin-api/wallet/records', { as: 'ops', query: { member_id: alice, asset: 'gold' } });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Asset is not valid' });
  });

  it('lets finance credit and debit, each with its audit row and journal entry', async () => {
    const credit = await adjust({ member_id: bob, asset: 'balance', amount: '25.50', reason: 'goodwill' });
    expect(credit.body).toMatchObject({ code: 1, msg: 'Adjustment posted' });
    expect(credit.body.data).toMatchObject({ member_id: bob, asset: 'balance', amount: '25.50', balance: '25.50', balance_available: '25.50' });
    const debit = await adjust({ member_id: bob, asset: 'balance', amount: '-0.50', reason: 'correction' });
    expect(debit.body.data).toMatchObject({ amount: '-0.50', balance: '25.00' });
    const points = await adjust({ member_id: bob, asset: 'integral', amount: '+3', reason: 'promo' }, 'boss');
    expect(points.body.data).toMatchObject({ amount: '3.00', integral: '3.00', balance: '25.00' });

    const rows = await auditOf('wallet.adjust', bob);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.operatorName).sort()).toEqual(['boss', 'fin', 'fin']);
    for (const [res, row] of [[credit, rows[0]], [debit, rows[1]], [points, rows[2]]] as const) {
      const [entry] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.id, res.body.data.entry_id));
      expect(entry).toMatchObject({ kind: 'adjustment', refId: bob });
      expect((row!.after as { entry_id: number }).entry_id).toBe(res.body.data.entry_id);
    }
    expect(rows[1]!.before).toEqual({ balance: '25.50' });
    expect(rows[1]!.after).toMatchObject({ balance: '25.00', amount: '-0.50', reason: 'correction' });
    await expectBooksBalanced(t);
  });

  it('refuses operations (403) and changes nothing', async () => {
    const before = (await auditOf('wallet.adjust')).length;
    const res = await adjust({ member_id: bob, asset: 'balance', amount: '10', reason: 'nope' }, 'ops');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 0, msg: 'You are not allowed to do this' });
    expect((await auditOf('wallet.adjust')).length).toBe(before);
  });

  it('refuses a debit beyond the balance with a clear message and changes nothing', async () => {
    const before = (await auditOf('wallet.adjust')).length;
    const res = await adjust({ member_id: bob, asset: 'balance', amount: '-1000', reason: 'too much' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    const coins = await adjust({ member_id: bob, asset: 'shop_coins', amount: '-1', reason: 'none there' });
    expect(coins.body).toMatchObject({ code: 0, msg: 'Not enough shopping coupons' });
    expect((await auditOf('wallet.adjust')).length).toBe(before);
    expect((await api('GET', '/admin-api/wallet/member', { as: 'fin', query: { member_id: bob } })).body.data.balance).toBe('25.00');
  });

  it('names the field for bad amounts and a missing reason', async () => {
    for (const amount of ['0', '0.00', '-0', '1.234', 'abc', '', '1e5', '12345678901234', ' ', null]) {
      const res = await adjust({ member_id: bob, asset: 'balance', amount, reason: 'r' });
      expect(res.status, String(amount)).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.msg, String(amount)).toMatch(/^Amount /);
    }
    expect((await adjust({ member_id: bob, asset: 'balance', amount: '1' })).body.msg).toBe('Reason is required');
    expect((await adjust({ member_id: bob, asset: 'balance', amount: '1', reason: '   ' })).body.msg).toBe('Reason is required');
    expect((await adjust({ member_id: bob, asset: 'balance', amount: '1', reason: 'x'.repeat(501) })).body.msg).toBe('Reason is too long (at most 500 characters)');
    expect((await adjust({ member_id: bob, asset: 'cash', amount: '1', reason: 'r' })).body.msg).toBe('Asset is not valid');
    expect((await adjust({ member_id: '99999999', asset: 'balance', amount: '1', reason: 'r' })).body.msg).toBe('Member not found');
    const zh = await api('POST', '/admin-api/wallet/adjust', { as: 'fin', lang: 'zh-TW', body: { member_id: bob, asset: 'balance', amount: '1' } });
    expect(zh.body.msg).toContain('原因');
  });
});

describe('journal', () => {
  it('lists entries newest first with their postings, filtered by member and kind, paged', async () => {
    const all = await api('GET', '/admin-api/ledger/journal', { as: 'fin' });
    expect(all.body.code, all.body.msg).toBe(1);
    const ids = all.body.data.list.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = all.body.data.list[0];
    expect(first).toMatchObject({ kind: 'adjustment', memo: 'promo', actor: 'operator:boss', ref_type: 'member', ref_id: bob });
    expect(first.postings).toHaveLength(2);
    expect(first.postings).toEqual(expect.arrayContaining([
      expect.objectContaining({ owner: bob, owner_type: 'member', asset: 'integral', amount: '3.00', balance_after: '3.00' }),
      expect.objectContaining({ owner: 'adjustments', owner_type: 'system', asset: 'integral', amount: '-3.00' }),
    ]));

    const ofBob = await api('GET', '/admin-api/ledger/journal', { as: 'boss', query: { member_id: bob } });
    expect(ofBob.body.data.total).toBe(3);
    expect(ofBob.body.data.list.every((e: any) => e.postings.some((p: any) => p.owner === bob))).toBe(true);
    const ofAlice = await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { member_id: alice } });
    expect(ofAlice.body.data.total).toBe(2);

    const page1 = await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { member_id: bob, limit: '2', page: '1' } });
    const page2 = await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { member_id: bob, limit: '2', page: '2' } });
    expect(page1.body.data.list).toHaveLength(2);
    expect(page2.body.data.list).toHaveLength(1);
    expect(page2.body.data.list[0].id).toBeLessThan(page1.body.data.list[1].id);

    expect((await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { kind: 'transfer' } })).body.data.total).toBe(0);
    expect((await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { kind: 'adjustment' } })).body.data.total).toBe(all.body.data.total);
    expect((await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { member_id: '99999999' } })).body.msg).toBe('Member not found');
  });

  it('filters by UTC days', async () => {
    const [old] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.memo, 'goodwill'));
    await t.database.query(`update journal_entries set created_at = '2024-03-10T23:30:00Z' where id = ${old!.id}`);
    const day = await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { from: '2024-03-10', to: '2024-03-10' } });
    expect(day.body.data.list.map((e: { id: number }) => e.id)).toEqual([old!.id]);
    expect((await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { from: '2024-03-11', to: '2024-03-31' } })).body.data.total).toBe(0);
    expect((await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { to: '2024-03-09' } })).body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { from: today } });
    expect(recent.body.data.list.some((e: { id: number }) => e.id === old!.id)).toBe(false);
    for (const bad of ['2024-13-01', '2024-02-30', '10/03/2024', 'yesterday']) {
      expect((await api('GET', '/admin-api/ledger/journal', { as: 'fin', query: { from: bad } })).body.msg).toBe('From date is not valid');
    }
  });

  it('is for finance, not operations', async () => {
    expect((await api('GET', '/admin-api/ledger/journal', { as: 'ops' })).status).toBe(403);
    expect((await api('POST', '/admin-api/ledger/verify', { as: 'ops' })).status).toBe(403);
  });
});

describe('ledger verification', () => {
  it('reports OK, then names the account whose cached balance was tampered with; each run is audited', async () => {
    const good = await api('POST', '/admin-api/ledger/verify', { as: 'fin' });
    expect(good.body).toMatchObject({ code: 1, msg: 'The books balance' });
    expect(good.body.data).toMatchObject({ ok: true, drifted_balances: [], unbalanced_entries: [], negative: [] });
    expect(good.body.data.entries).toBeGreaterThan(0);

    await t.database.query('update ledger_accounts set balance = balance + 1 where member_id is not null');
    const bad = await api('POST', '/admin-api/ledger/verify', { as: 'boss' });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toMatch(/^The books do not balance: \d+ problems found$/);
    expect(bad.body.data.ok).toBe(false);
    const named = bad.body.data.drifted_balances.map((d: any) => `${d.owner}/${d.asset}`);
    expect(named).toEqual(expect.arrayContaining([`${bob}/balance`, `${alice}/balance`, `${bob}/integral`]));
    expect(bad.body.data.drifted_balances.find((d: any) => d.owner === bob && d.asset === 'balance')).toMatchObject({ owner_type: 'member' });

    const rows = await auditOf('ledger.verify');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.after).toMatchObject({ ok: true, problems: 0 });
    expect(rows[1]!).toMatchObject({ operatorName: 'boss', targetType: 'ledger' });
    expect(rows[1]!.after).toMatchObject({ ok: false });
    expect((rows[1]!.after as { accounts_named: string[] }).accounts_named).toContain(`${bob}/balance`);

    await t.database.query('update ledger_accounts set balance = balance - 1 where member_id is not null');
    expect((await api('POST', '/admin-api/ledger/verify', { as: 'fin' })).body.data.ok).toBe(true);
  });
});

describe('settings', () => {
  it('lists every setting to every role, with what each may change', async () => {
    const ops = await api('GET', '/admin-api/settings', { as: 'ops' });
    expect(ops.body.code).toBe(1);
    const keys = ops.body.data.list.map((s: { key: string }) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['transfer_fee_rate', 'subaccount_limit', 'service_phone']));
    expect(ops.body.data.list.every((s: { writable: boolean }) => !s.writable)).toBe(true);
    const fin = await api('GET', '/admin-api/settings', { as: 'fin' });
    const w = Object.fromEntries(fin.body.data.list.map((s: { key: string; writable: boolean }) => [s.key, s.writable]));
    expect(w).toMatchObject({ transfer_fee_rate: true, checkin_points: true, subaccount_limit: true, service_phone: false });
    const boss = await api('GET', '/admin-api/settings', { as: 'boss' });
    expect(boss.body.data.list.every((s: { writable: boolean }) => s.writable)).toBe(true);
    expect(fin.body.data.list.find((s: any) => s.key === 'transfer_fee_rate')).toMatchObject({ value: '0.01', default: '0.01', group: 'money', type: 'rate', min: '0', max: '0.5' });
  });

  it('saves a value, audits before and after, and getConfig shows it', async () => {
    const res = await api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'transfer_fee_rate', value: '0.025' } });
    expect(res.body).toMatchObject({ code: 1, msg: 'Setting saved', data: { key: 'transfer_fee_rate', before: '0.01', value: '0.025' } });
    const limit = await api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'transfer_daily_limit', value: 5000 } });
    expect(limit.body.data.value).toBe('5000.00');
    const subs = await api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'subaccount_limit', value: '3' } });
    expect(subs.body.data.value).toBe('3');
    const phone = await api('POST', '/admin-api/settings', { as: 'boss', body: { key: 'service_phone', value: ' +65 6123 4567 ' } });
    expect(phone.body.data.value).toBe('+65 6123 4567');

    const rows = await auditOf('settings.write', 'transfer_fee_rate');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operatorName: 'fin', targetType: 'setting', before: { value: '0.01' }, after: { value: '0.025' } });

    const config = await t.call({ method: 'GET', url: '/api/ajax/getConfig' });
    expect(config.body.data).toMatchObject({ transfer_fee_rate: '0.025', transfer_daily_limit: '5000.00', subaccount_limit: '3', service_phone: '+65 6123 4567' });
    const listed = await api('GET', '/admin-api/settings', { as: 'ops' });
    expect(listed.body.data.list.find((s: any) => s.key === 'transfer_fee_rate').value).toBe('0.025');
  });

  it('refuses what the role may not change', async () => {
    const before = (await auditOf('settings.write')).length;
    expect((await api('POST', '/admin-api/settings', { as: 'ops', body: { key: 'transfer_min', value: '1' } })).status).toBe(403);
    expect((await api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'service_email', value: 'a@b.co' } })).status).toBe(403);
    expect((await auditOf('settings.write')).length).toBe(before);
  });

  it('validates each key with a message naming the setting, and changes nothing', async () => {
    const before = (await auditOf('settings.write')).length;
    const cases: Array<[string, unknown, string]> = [
      ['transfer_fee_rate', '0.6', 'Transfer fee rate must be at most 0.5'],
      ['transfer_fee_rate', '-0.1', 'Transfer fee rate must be at least 0'],
      ['transfer_fee_rate', '0.123456', 'Transfer fee rate allows at most 4 decimal places'],
      ['transfer_fee_rate', 'abc', 'Transfer fee rate is not valid'],
      ['transfer_fee_rate', '', 'Transfer fee rate is required'],
      ['transfer_min', '1000000001', 'Minimum transfer must be at most 1000000000'],
      ['transfer_min', '1.001', 'Minimum transfer allows at most 2 decimal places'],
      ['transfer_fee_min', '1e3', 'Minimum transfer fee is not valid'],
      ['transfer_daily_limit', 'NaN', 'Daily transfer limit is not valid'],
      ['checkin_points', '1000001', 'Check-in points must be at most 1000000'],
      ['subaccount_limit', '101', 'Sub-account limit must be at most 100'],
      ['subaccount_limit', '2.5', 'Sub-account limit must be a whole number'],
      ['subaccount_limit', '-1', 'Sub-account limit must be at least 0'],
      ['service_email', 'not-an-email', 'Service email is not valid'],
      ['service_days', 'x'.repeat(101), 'Value is too long (at most 100 characters)'],
      ['service_phone', '   ', 'Service phone is required'],
      ['service_phone', 'a\u0000b', 'Value contains control characters, which are not allowed'],
      ['service_days', 'Mon\u001b[2J-Fri', 'Value contains control characters, which are not allowed'],
      ['nope', '1', 'Setting is not valid'],
    ];
    for (const [key, value, msg] of cases) {
      const res = await api('POST', '/admin-api/settings', { as: 'boss', body: { key, value } });
      expect(res.body.code, `${key}=${String(value)}`).toBe(0);
      expect(res.body.msg, `${key}=${String(value)}`).toBe(msg);
    }
    expect((await auditOf('settings.write')).length).toBe(before);
    const zh = await api('POST', '/admin-api/settings', { as: 'boss', lang: 'zh-TW', body: { key: 'transfer_fee_rate', value: '0.9' } });
    expect(zh.body.msg).toContain('轉帳手續費率');
  });
});

describe('hostile input', () => {
  const CALLS: Array<['GET' | 'POST', string]> = [
    ['GET', '/admin-api/wallet/member'], ['GET', '/admin-api/wallet/records'], ['POST', '/admin-api/wallet/adjust'],
    ['GET', '/admin-api/ledger/journal'], ['POST', '/admin-api/ledger/verify'], ['GET', '/admin-api/settings'], ['POST', '/admin-api/settings'],
  ];
  const VALUES: unknown[] = [
    undefined, null, 0, -1, 1e308, true, '', 'x'.repeat(10_000), [], {}, { member_id: ["' or 1=1 --"] }, { member_id: "' or 1=1 --", asset: 'balance', amount: '1e999', reason: 'x' },
    { member_id: '\u0000', asset: { $ne: 1 }, amount: -1, reason: ['r'] }, { key: '__proto__', value: {} }, { key: 'transfer_fee_rate', value: ['0.1'] },
    { key: 'transfer_fee_rate', value: 1e308 }, { key: 'subaccount_limit', value: 1e21 }, { kind: "x'; drop table postings; --", from: '9999-99-99', page: -5, limit: 10_000 },
  ];

  it('answers every finance call with a clear failure, never a 500', async () => {
    const entriesBefore = (await t.database.db.select().from(journalEntries)).length;
    for (const [method, url] of CALLS) {
      for (const value of VALUES) {
        for (const as of ['fin', 'ops', undefined] as const) {
          const query = value && typeof value === 'object' && !Array.isArray(value)
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']))
            : { member_id: String(value), page: String(value), kind: String(value), from: String(value) };
          const res = method === 'GET'
            ? await api('GET', url, { as, query })
            : await t.call({
              method, url, lang: 'en', payload: JSON.stringify(value ?? null),
              headers: { 'content-type': 'application/json', ...(as ? { 'admin-token': tokens[as] } : {}) },
            });
          expect(res.status, `${method} ${url} ${JSON.stringify(value)}`).toBeLessThan(500);
          expect(typeof res.body.msg).toBe('string');
        }
      }
    }
    expect((await t.database.db.select().from(journalEntries)).length).toBe(entriesBefore);
    await expectBooksBalanced(t);
  });
});
