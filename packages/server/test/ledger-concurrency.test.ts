import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { useCheapPayPassword, expectBooksBalanced, fund } from './wallet-helpers.js';


let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function payer(balance: string) {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  return m;
}

const balanceOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/account/balance', token })).body.data.balance as string;
const systemBalance = async (code: string) =>
  (await t.database.query<{ b: string }>(`select coalesce(sum(balance), 0)::text as b from ledger_accounts where system_code = $1 and asset = 'balance'`, [code]))[0]!.b;

describe('spending the same balance many times at once', () => {
  it('200 simultaneous transfers that together exceed the balance never overdraw it, lose or create money', async () => {
    const a = await payer('1000');
    const b = await payer('0');
    const feesBefore = Number(await systemBalance('fees'));
    const results = await Promise.all(Array.from({ length: 200 }, () => t.call({
      method: 'POST', url: '/api/transfer/transfer', token: a.token, lang: 'en',
      payload: { to_member_id: b.userinfo.member_id, amount: '10', pay_password: '246810' },
    })));
    const okCount = results.filter((r) => r.body.code === 1).length;
    const refusals = new Set(results.filter((r) => r.body.code !== 1).map((r) => r.body.msg));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(okCount).toBe(100);
    expect([...refusals]).toEqual(['Insufficient balance']);
    expect(await balanceOf(a.token)).toBe('0.00');
    expect(await balanceOf(b.token)).toBe('900.00');
    expect(Number(await systemBalance('fees')) - feesBefore).toBe(100);
    await expectBooksBalanced(t);
  });

  it('repeated Idempotency-Keys sent at once move money exactly once per key, all repeats answering alike', async () => {
    const a = await payer('5000');
    const b = await payer('0');
    const keys = Array.from({ length: 20 }, (_, i) => `burst-${i}`);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.call({
      method: 'POST', url: '/api/transfer/transfer', token: a.token, headers: { 'idempotency-key': keys[i % 20]! },
      payload: { to_member_id: b.userinfo.member_id, amount: '20', pay_password: '246810' },
    }).then((r) => ({ key: keys[i % 20]!, body: r.body }))));
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    for (const key of keys) {
      const answers = new Set(results.filter((r) => r.key === key).map((r) => JSON.stringify(r.body.data)));
      expect(answers.size).toBe(1);
    }
    const [row] = await t.database.query<{ n: number }>(`select count(*)::int as n from transfers t join members m on m.id = t.from_member_id where m.member_id = $1`, [a.userinfo.member_id]);
    expect(row!.n).toBe(20);
    expect(await balanceOf(a.token)).toBe((5000 - 20 * 20).toFixed(2));
    expect(await balanceOf(b.token)).toBe((20 * 19).toFixed(2)); // fee: the 1.00 minimum
    await expectBooksBalanced(t);
  });

  it('simultaneous transfers of one sender to many members never pass the daily limit together', async () => {
    const a = await payer('20000');
    const others = await Promise.all(Array.from({ length: 5 }, () => payer('0')));
    // The default daily limit is 10,000.00: 80 × 300.00 = 24,000 asked, at most 33 fit.
    const results = await Promise.all(Array.from({ length: 80 }, (_, i) => t.call({
      method: 'POST', url: '/api/transfer/transfer', token: a.token, lang: 'en',
      payload: { to_member_id: others[i % 5]!.userinfo.member_id, amount: '300', pay_password: '246810' },
    })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(33);
    expect(new Set(results.filter((r) => r.body.code !== 1).map((r) => r.body.msg)))
      .toEqual(new Set(['This exceeds your daily transfer limit of 10000.00 (9900.00 used today)']));
    expect(await balanceOf(a.token)).toBe((20000 - 33 * 300).toFixed(2));
    const [day] = await t.database.query<{ amount: string; sent: string }>(
      `select d.amount::text as amount, (select sum(amount)::text from transfers where from_member_id = d.member_id) as sent
         from transfer_daily_totals d join members m on m.id = d.member_id where m.member_id = $1`, [a.userinfo.member_id]);
    expect(Number(day!.amount)).toBe(9900);
    expect(Number(day!.sent)).toBe(9900);
    await expectBooksBalanced(t);
  });

  it('transfers in both directions at once between the same two members never deadlock or drift', async () => {
    const a = await payer('3000');
    const b = await payer('3000');
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      return t.call({ method: 'POST', url: '/api/transfer/transfer', token: from.token, payload: { to_member_id: to.userinfo.member_id, amount: '25', pay_password: '246810' } });
    }));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(100);
    // Each side sent 50 × 25 and received 50 × 24 (the 1.00 minimum fee).
    expect(await balanceOf(a.token)).toBe('2950.00');
    expect(await balanceOf(b.token)).toBe('2950.00');
    await expectBooksBalanced(t);
  });
});
