import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { creditMembers, post, verifyLedger, type MemberCredit } from '../src/modules/ledger/index.js';
import { openTestDatabase, TEST_DB } from './harness.js';

// The bulk credit path (creditMembers → ledger_post's columns → ledger_apply's set-based branch): many members credited
// from one system account in a few entries, with the ledger's invariants intact.
let database: Database;
let ids: number[] = [];
let seq = 0;

/** Inserts `count` members (no accounts yet) and returns their ids, ascending. */
async function newMembers(count: number): Promise<number[]> {
  const from = seq + 1;
  seq += count;
  const rows = await database.query<{ id: number }>(
    `insert into members (member_id, name, nickname, email, area_code, mobile, nationality, invite_code, left_node_code, right_node_code)
     select 'BK' || lpad(i::text, 7, '0'), 'B' || i, 'B' || i, 'bulk' || i || '@test.local', '65', (70000000 + i)::text, 'SG',
            'BKI' || i, 'BKL' || i, 'BKR' || i
       from generate_series($1::int, $2::int) i returning id`, [from, seq]);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

const q = <T>(text: string, params: unknown[] = []) => database.query<T>(text, params);
const balanceOf = async (member: number, asset = 'balance') =>
  (await q<{ b: string }>('select coalesce(max(balance), 0)::text as b from ledger_accounts where member_id = $1 and asset = $2', [member, asset]))[0]!.b;
const count = async (table: string) => Number((await q<{ n: string }>(`select count(*)::text as n from ${table}`))[0]!.n);
const expenseOf = async (asset: string) =>
  Number((await q<{ s: string }>(`select coalesce(sum(balance), 0)::text as s from ledger_accounts where system_code = 'bonus_expense' and asset = $1`, [asset]))[0]!.s);

beforeAll(async () => {
  database = await openTestDatabase();
  ids = await newMembers(450);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('crediting many members at once', () => {
  it('creates the missing accounts, credits each member exactly and debits the system account by the sum, per entry', async () => {
    const credits: MemberCredit[] = ids.map((m, i) => ({ member: m, amounts: { balance: `${1 + (i % 7)}.25`, shop_coins: i % 3 === 0 ? '0.00' : '0.50', integral: i % 5 === 0 ? '2.10' : undefined } }));
    const memberAccounts = async () => Number((await q<{ n: string }>('select count(*)::text as n from ledger_accounts where member_id is not null'))[0]!.n);
    const accountsBefore = await memberAccounts();
    const result = await database.db.transaction((tx) => creditMembers(tx, {
      kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:a', refType: 'bulk_test', refId: 'a', memo: 'bulk test', credits, perEntry: 200,
    }));
    expect(result.entries).toBe(3);
    expect(result.replayed).toBe(0);
    expect(result.entryOf.size).toBe(ids.length);
    // Balances: 450 members; shop coins for the two thirds not divisible by 3; points for every fifth.
    const withCoins = ids.filter((_, i) => i % 3 !== 0).length;
    const withPoints = ids.filter((_, i) => i % 5 === 0).length;
    expect(await memberAccounts() - accountsBefore).toBe(ids.length + withCoins + withPoints);
    for (const i of [0, 1, 2, 5, 199, 200, 449]) {
      expect(await balanceOf(ids[i]!)).toBe(`${1 + (i % 7)}.25000000`);
      expect(await balanceOf(ids[i]!, 'shop_coins')).toBe(i % 3 === 0 ? '0' : '0.50000000');
      expect(await balanceOf(ids[i]!, 'integral')).toBe(i % 5 === 0 ? '2.10000000' : '0');
    }
    const sumBalance = credits.reduce((s, c) => s + Number(c.amounts.balance), 0);
    expect(await expenseOf('balance')).toBeCloseTo(-sumBalance, 8);
    expect(await expenseOf('shop_coins')).toBeCloseTo(-0.5 * withCoins, 8);
    expect(await expenseOf('integral')).toBeCloseTo(-2.1 * withPoints, 8);
    // Each member's credit lies in the entry it was told, with the system account's counter-posting beside it.
    const traced = await q<{ member_id: number; entry_id: number }>(
      `select a.member_id::int, p.entry_id::int from postings p join ledger_accounts a on a.id = p.account_id
        join journal_entries e on e.id = p.entry_id where e.ref_type = 'bulk_test' and a.member_id is not null and a.asset = 'balance'`);
    expect(traced).toHaveLength(ids.length);
    for (const t of traced) expect(result.entryOf.get(Number(t.member_id))).toBe(Number(t.entry_id));
    const perEntry = await q<{ entry_id: number; asset: string; sum: string; n: string }>(
      `select p.entry_id::int, p.asset, sum(p.amount)::text as sum, count(*)::text as n from postings p join journal_entries e on e.id = p.entry_id
        where e.ref_type = 'bulk_test' group by 1, 2`);
    expect(perEntry.every((r) => Number(r.sum) === 0)).toBe(true);
    expect(new Set(perEntry.map((r) => r.entry_id)).size).toBe(3);
    expect((await verifyLedger(database)).ok).toBe(true);
  });

  it('a repeat under the same key posts nothing and answers the same entries', async () => {
    const credits: MemberCredit[] = ids.map((m, i) => ({ member: m, amounts: { balance: `${1 + (i % 7)}.25`, shop_coins: i % 3 === 0 ? '0.00' : '0.50', integral: i % 5 === 0 ? '2.10' : undefined } }));
    const postingsBefore = await count('postings');
    const balanceBefore = await balanceOf(ids[10]!);
    const first = await q<{ id: number }>(`select id::int from journal_entries where ref_type = 'bulk_test' order by id`);
    const again = await database.db.transaction((tx) => creditMembers(tx, {
      kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:a', refType: 'bulk_test', refId: 'a', credits, perEntry: 200,
    }));
    expect(again.replayed).toBe(3);
    expect([...new Set(again.entryOf.values())].sort((a, b) => a - b)).toEqual(first.map((r) => Number(r.id)));
    expect(await count('postings')).toBe(postingsBefore);
    expect(await balanceOf(ids[10]!)).toBe(balanceBefore);
  });

  it('a failure in a later entry leaves nothing of the whole batch', async () => {
    const fresh = await newMembers(300);
    const before = { accounts: await count('ledger_accounts'), entries: await count('journal_entries'), postings: await count('postings'), expense: await expenseOf('balance') };
    // The second entry names a member that does not exist: its account cannot be created.
    const credits: MemberCredit[] = [...fresh.map((m) => ({ member: m, amounts: { balance: '3.00' } })), { member: 987_654_321, amounts: { balance: '1.00' } }];
    await expect(database.db.transaction((tx) => creditMembers(tx, { kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:fail', credits, perEntry: 200 }))).rejects.toThrow();
    expect(await count('ledger_accounts')).toBe(before.accounts);
    expect(await count('journal_entries')).toBe(before.entries);
    expect(await count('postings')).toBe(before.postings);
    expect(await expenseOf('balance')).toBe(before.expense);
    expect(await balanceOf(fresh[0]!)).toBe('0');
    // And the same key then goes through whole.
    const ok = await database.db.transaction((tx) => creditMembers(tx, { kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:fail', credits: credits.slice(0, -1), perEntry: 200 }));
    expect(ok.replayed).toBe(0);
    expect(await balanceOf(fresh[299]!)).toBe('3.00000000');
    expect((await verifyLedger(database)).ok).toBe(true);
  });

  it('refuses bad input before posting: a member twice, a negative or over-precise amount', async () => {
    const entries = await count('journal_entries');
    const run = (credits: MemberCredit[]) => database.db.transaction((tx) => creditMembers(tx, { kind: 'bonus', from: 'bonus_expense', key: `bulk-test:bad${entries}`, credits }));
    await expect(run([{ member: ids[0]!, amounts: { balance: '1.00' } }, { member: ids[0]!, amounts: { shop_coins: '1.00' } }])).rejects.toThrow(/twice/);
    await expect(run([{ member: ids[0]!, amounts: { balance: '-1.00' } }])).rejects.toThrow(/non-negative/);
    await expect(run([{ member: ids[0]!, amounts: { balance: '0.000000001' } }])).rejects.toThrow(/decimals/);
    expect(await count('journal_entries')).toBe(entries);
  });

  it('a large entry is all or nothing: one overdraft among many lines refuses the whole entry', async () => {
    // 30 lines (past the plain loop's 16): 29 credits and one debit larger than the member has.
    const members = ids.slice(0, 30);
    const have = await balanceOf(members[29]!);
    const postingsBefore = await count('postings');
    const lines = [
      ...members.slice(0, 29).map((m) => ({ owner: { member: m }, asset: 'balance' as const, amount: '1.00' })),
      { owner: { member: members[29]! }, asset: 'balance' as const, amount: `-${Number(have) + 100}` },
      { owner: { system: 'adjustments' as const }, asset: 'balance' as const, amount: `${Number(have) + 100 - 29}` },
    ];
    const before = await Promise.all(members.map((m) => balanceOf(m)));
    await expect(database.db.transaction((tx) => post(tx, { kind: 'adjustment', lines }))).rejects.toMatchObject({ key: 'insufficient_balance' });
    expect(await count('postings')).toBe(postingsBefore);
    expect(await Promise.all(members.map((m) => balanceOf(m)))).toEqual(before);
    // The same shape within the balance goes through, with each posting's balance after as the loop would give it.
    const okLines = [...lines.slice(0, 29), { ...lines[29]!, amount: '-1.00' }, { owner: { system: 'adjustments' as const }, asset: 'balance' as const, amount: '-28.00' }];
    const posted = await database.db.transaction((tx) => post(tx, { kind: 'adjustment', lines: okLines }));
    expect(posted.balances.size).toBe(31);
    const after = await Promise.all(members.map((m) => balanceOf(m)));
    after.forEach((b, i) => expect(Number(b)).toBeCloseTo(Number(before[i]) + (i < 29 ? 1 : -1), 8));
    const afterOfPostings = await q<{ member_id: number; balance_after: string; balance: string }>(
      `select a.member_id::int, p.balance_after::text, a.balance::text from postings p join ledger_accounts a on a.id = p.account_id where p.entry_id = $1 and a.member_id is not null`, [posted.entryId]);
    expect(afterOfPostings).toHaveLength(30);
    for (const r of afterOfPostings) expect(r.balance_after).toBe(r.balance);
    expect((await verifyLedger(database)).ok).toBe(true);
  });

  it('runs beside ordinary transfers to and from the same members without deadlock, losing or creating nothing', async () => {
    const members = await newMembers(400);
    const low = members[0]!;
    const high = members[members.length - 1]!;
    // Both ends funded through an ordinary entry.
    await database.db.transaction((tx) => post(tx, { kind: 'adjustment', lines: [
      { owner: { member: low }, asset: 'balance', amount: '500' }, { owner: { member: high }, asset: 'balance', amount: '500' },
      { owner: { system: 'adjustments' }, asset: 'balance', amount: '-1000' },
    ] }));
    const transfer = (from: number, to: number) => database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from ledger_transfer(${from}::bigint, ${to}::bigint, 5::numeric, 5::numeric, 0::numeric, 0, 'F', 'T', 'test', 'system')`);
    });
    const credits: MemberCredit[] = members.map((m) => ({ member: m, amounts: { balance: '1.00', shop_coins: '0.50' } }));
    const work: Array<Promise<unknown>> = [
      database.db.transaction((tx) => creditMembers(tx, { kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:race', credits, perEntry: 150 })),
    ];
    for (let k = 0; k < 20; k++) work.push(transfer(low, high), transfer(high, low));
    work.push(database.db.transaction((tx) => creditMembers(tx, { kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:race2', credits: credits.slice(100), perEntry: 150 })));
    await Promise.all(work);
    expect(await balanceOf(low)).toBe('501.00000000');
    expect(await balanceOf(high)).toBe('502.00000000');
    expect(await balanceOf(members[50]!)).toBe('1.00000000');
    expect(await balanceOf(members[150]!)).toBe('2.00000000');
    expect(await balanceOf(members[150]!, 'shop_coins')).toBe('1.00000000');
    expect((await verifyLedger(database)).ok).toBe(true);
  });

  // Two connections at once: the embedded database has one.
  it.runIf(TEST_DB === 'pg')(
    'opens accounts with their first credit; an account a transfer opens meanwhile is credited as an ordinary line, once', async () => {
      const [payer, ...fresh] = await newMembers(30);
      await database.db.transaction((tx) => post(tx, { kind: 'adjustment', lines: [
        { owner: { member: payer! }, asset: 'balance', amount: '100' }, { owner: { system: 'adjustments' }, asset: 'balance', amount: '-100' },
      ] }));
      const late = fresh[10]!;
      // A transfer opens `late`'s balance account and stays open until the bulk credit, which found no account for
      // `late`, waits on it; then it commits, and the bulk credit must credit the account it opened.
      let release!: () => void;
      const gate = new Promise<void>((r) => { release = r; });
      let opened!: () => void;
      const isOpen = new Promise<void>((r) => { opened = r; });
      const transfer = database.db.transaction(async (tx) => {
        await tx.execute(sql`select * from ledger_transfer(${payer!}::bigint, ${late}::bigint, 2::numeric, 2::numeric, 0::numeric, 0, 'P', 'L', 'first', 'system')`);
        opened();
        await gate;
      });
      await isOpen;
      const credits: MemberCredit[] = fresh.map((m) => ({ member: m, amounts: { balance: '1.00', integral: '0.25' } }));
      const bulk = database.db.transaction((tx) => creditMembers(tx, { kind: 'bonus', from: 'bonus_expense', key: 'bulk-test:late', credits }));
      for (;;) {
        const [w] = await q<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if (w!.n > 0) break;
        await new Promise((r) => setImmediate(r));
      }
      release();
      await Promise.all([transfer, bulk]);
      expect(await balanceOf(late)).toBe('3.00000000');
      expect(await balanceOf(late, 'integral')).toBe('0.25000000');
      expect(await balanceOf(fresh[0]!)).toBe('1.00000000');
      expect(await balanceOf(payer!)).toBe('98.00000000');
      const [p] = await q<{ n: number }>(`select count(*)::int as n from postings p join ledger_accounts a on a.id = p.account_id where a.member_id = $1 and a.asset = 'balance'`, [late]);
      expect(p!.n).toBe(2);
      expect((await verifyLedger(database)).ok).toBe(true);
    });

  it('refuses a debit on a member account that does not exist yet, and the same member asset twice', async () => {
    const [a, b] = await newMembers(2);
    const lines = (members: number[], amounts: string[]) => JSON.stringify({
      members: `{${members.join(',')}}`, assets: `{${members.map(() => 'balance').join(',')}}`, amounts: `{${amounts.join(',')}}`,
      system_code: 'bonus_expense', shard: 0, system_assets: '{balance}',
      system_amounts: `{${-amounts.reduce((s, v) => s + Number(v), 0)}}`,
    });
    // The database's own message (the driver wraps it in the failed query's).
    const postCols = (key: string, json: string) => database.db.transaction((tx) => tx.execute(sql`select * from ledger_post('bonus', ${key}, '', '', '', 'system', ${json}::jsonb)`))
      .then(() => 'posted', (err: { cause?: { message?: string }; message?: string }) => err.cause?.message ?? err.message ?? '');
    expect(await postCols('bulk-test:debit-new', lines([a!], ['-1']))).toMatch(/insufficient:balance/);
    expect(await postCols('bulk-test:twice-new', lines([b!, b!], ['1', '2']))).toMatch(/each account once/);
    expect(await balanceOf(a!)).toBe('0');
    expect(await balanceOf(b!)).toBe('0');
    expect((await verifyLedger(database)).ok).toBe(true);
  });
});
