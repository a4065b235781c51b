import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors.js';
import { walletList } from '../src/modules/admin/finance/wallet-list.js';
import { pending } from '../src/modules/ledger/index.js';
import { registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { fund, memberRow } from './wallet-helpers.js';

// The back office's members' wallets list: paging, search, every sort, bad sorts, who may read it.

let t: TestApp;
let api: Awaited<ReturnType<typeof signInOperators>>['api'];
/** Member IDs by name: Wally A..E hold balances 30, 10, 50, 0 (no account), 10; Wally A also 7 coupons, C 12 points. */
const ids: Record<string, string> = {};
const emails: Record<string, string> = {};

const list = async (query: Record<string, string>) => {
  const res = await api('GET', '/admin-api/wallet/list', { as: 'fin', query });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as { list: Array<Record<string, string>>; total: number; page: number; limit: number };
};
const order = (rows: Array<Record<string, string>>) => rows.map((r) => r.name);

beforeAll(async () => {
  t = await startTestApp();
  ({ api } = await signInOperators(t));
  for (const [name, balance] of [['Wally A', '30'], ['Wally B', '10'], ['Wally C', '50'], ['Wally D', '0'], ['Wally E', '10']] as const) {
    const m = await registerMember(t, rootCodes(t), { name });
    ids[name] = m.userinfo.member_id;
    emails[name] = m.email;
    if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  }
  await fund(t, ids['Wally A']!, '7', 'shop_coins');
  await fund(t, ids['Wally C']!, '12', 'integral');
  // 4 of Wally B's 10 held, as a withdrawal would hold it.
  await pending(t.database.db, {
    from: { member: (await memberRow(t, ids['Wally B']!)).id }, to: { system: 'withdrawals' }, asset: 'balance', amount: '4',
    reason: 'withdrawal', refType: 'test', refId: 'list', expiresAt: new Date(Date.now() + 3_600_000),
  });
});
afterAll(async () => t?.close());

describe('members\' wallets list', () => {
  it('pages every member newest first with their amounts', async () => {
    const first = await list({ limit: '2' });
    expect(first.total).toBe(6); // the root member and the five above
    expect(order(first.list)).toEqual(['Wally E', 'Wally D']);
    const second = await list({ limit: '2', page: '2' });
    expect(order(second.list)).toEqual(['Wally C', 'Wally B']);
    expect(second.list[1]).toMatchObject({
      member_id: ids['Wally B'], email: emails['Wally B'], status: 'active',
      balance: '10.00', balance_held: '4.00', balance_available: '6.00', shop_coins: '0.00', integral: '0.00',
    });
    expect((await list({ limit: '2', page: '4' })).list).toEqual([]);
  });

  it('finds members by the start of the member ID or email, or part of the name', async () => {
    expect(order((await list({ q: ids['Wally C']! })).list)).toEqual(['Wally C']);
    expect(order((await list({ q: emails['Wally A']!.slice(0, 8) })).list)).toEqual(['Wally A']);
    const byName = await list({ q: 'ally' });
    expect(byName.total).toBe(5);
    expect((await list({ q: 'nobody by this name' })).total).toBe(0);
  });

  it('sorts by each amount both ways, ties by the newer member first', async () => {
    // Without a search: the members holding an account in that asset (Wally D never had one).
    const desc = await list({ sort: 'balance_desc' });
    expect(order(desc.list)).toEqual(['Wally C', 'Wally A', 'Wally E', 'Wally B']);
    expect(desc.total).toBe(4);
    expect(order((await list({ sort: 'balance_asc' })).list)).toEqual(['Wally B', 'Wally E', 'Wally A', 'Wally C']);
    expect(order((await list({ sort: 'held_desc' })).list)[0]).toBe('Wally B');
    expect(order((await list({ sort: 'shop_coins_desc' })).list)).toEqual(['Wally A']);
    expect(order((await list({ sort: 'integral_asc' })).list)).toEqual(['Wally C']);
    const paged = await list({ sort: 'balance_desc', limit: '3', page: '2' });
    expect(order(paged.list)).toEqual(['Wally B']);
    expect(paged.total).toBe(4);
  });

  it('sorts a search\'s matches by an amount, members without an account counting as zero', async () => {
    const asc = await list({ q: 'Wally', sort: 'balance_asc' });
    expect(order(asc.list)).toEqual(['Wally D', 'Wally B', 'Wally E', 'Wally A', 'Wally C']);
    expect(asc.total).toBe(5);
    expect(order((await list({ q: 'Wally', sort: 'balance_desc', limit: '2', page: '2' })).list)).toEqual(['Wally E', 'Wally B']);
    expect(order((await list({ q: 'Wally', sort: 'held_desc', limit: '1' })).list)).toEqual(['Wally B']);
    expect(order((await list({ q: 'Wally', sort: 'integral_desc', limit: '1' })).list)).toEqual(['Wally C']);
  });

  it('refuses to sort a search matching more members than it sorts in memory, but still lists it newest first', async () => {
    const sorted = walletList(t.database.db, { q: 'Wally', sort: 'balance_desc', page: 1, limit: 20 }, 4);
    await expect(sorted).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.key === 'wallet_sort_too_broad' && e.params.max === 4);
    expect((await walletList(t.database.db, { q: 'Wally', sort: 'newest', page: 1, limit: 20 }, 4)).total).toBe(5);
    expect((await walletList(t.database.db, { q: 'Wally', sort: 'balance_desc', page: 1, limit: 20 }, 5)).total).toBe(5);
  });

  it('refuses bad sorts, bad paging and callers without the permission', async () => {
    for (const [query, msg] of [
      [{ sort: 'gold' }, 'Sort order is not valid'],
      [{ sort: 'balance' }, 'Sort order is not valid'],
      [{ page: '0' }, ''],
      [{ limit: '1000' }, ''],
    ] as const) {
      const res = await api('GET', '/admin-api/wallet/list', { as: 'ops', query });
      expect(res.body.code).toBe(0);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await api('GET', '/admin-api/wallet/list', {})).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin-api/wallet/list', token: (await registerMember(t, rootCodes(t))).token })).status).toBe(401);
  });
});
