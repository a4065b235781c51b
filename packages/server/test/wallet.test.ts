import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced, fund } from './wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, token, lang: 'en', headers });
const get = (url: string, token?: string) => t.call({ method: 'GET', url, token, lang: 'en' });

async function memberWithPay(balance = '0') {
  const m = await registerMember(t, rootCodes(t));
  await post('/api/account/setPayPassword', { pay_password: '246810' }, m.token);
  if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  return m;
}

describe('wallet amounts and records', () => {
  it('starts at zero with no records', async () => {
    const m = await memberWithPay();
    for (const [url, field] of [['/api/account/balance', 'balance'], ['/api/account/shopCoins', 'shop_coins'], ['/api/account/integral', 'integral']] as const) {
      const res = await get(url, m.token);
      expect(res.body.data).toMatchObject({ [field]: '0.00', list: [], total: 0, page: 1 });
    }
  });

  it('shows credits with sign, balance after, type and note; filters by type and pages', async () => {
    const m = await memberWithPay('100');
    await fund(t, m.userinfo.member_id, '-30.5');
    await fund(t, m.userinfo.member_id, '12', 'shop_coins');
    await post('/api/user/checkIn', {}, m.token);
    const bal = await get('/api/account/balance?limit=1', m.token);
    expect(bal.body.data).toMatchObject({ balance: '69.50', balance_available: '69.50', total: 2, limit: 1 });
    expect(bal.body.data.list[0]).toMatchObject({ type: 'adjustment', amount: '-30.50', balance_after: '69.50', note: 'test funding' });
    const second = await get('/api/account/balance?limit=1&page=2', m.token);
    expect(second.body.data.list[0]).toMatchObject({ amount: '100.00', balance_after: '100.00' });
    expect((await get('/api/account/shopCoins', m.token)).body.data).toMatchObject({ shop_coins: '12.00', total: 1 });
    const pts = await get('/api/account/integral?type=checkin', m.token);
    expect(pts.body.data).toMatchObject({ integral: '1.00', total: 1 });
    expect(pts.body.data.list[0]).toMatchObject({ type: 'checkin', amount: '1.00' });
    expect((await get('/api/account/integral?type=transfer', m.token)).body.data.total).toBe(0);
    expect((await get('/api/account/balance?type=nonsense', m.token)).body.msg).toBe('Type is not valid');
  });

  it('needs a session', async () => {
    expect((await get('/api/account/balance')).status).toBe(401);
  });
});

describe('transfers', () => {
  it('quotes the fee and arrival, then moves the money with records on both sides', async () => {
    const a = await memberWithPay('500');
    const b = await memberWithPay();
    const quote = await get('/api/transfer/quote?amount=200', a.token);
    expect(quote.body.data).toMatchObject({ amount: '200.00', fee: '2.00', arrival: '198.00', min: '10.00', daily_limit: '10000.00', used_today: '0.00', available: '500.00' });
    const small = await get('/api/transfer/quote?amount=50', a.token);
    expect(small.body.data).toMatchObject({ fee: '1.00', arrival: '49.00' });
    const res = await post('/api/transfer/transfer', { to_member_id: b.userinfo.member_id, amount: '200', pay_password: '246810' }, a.token);
    expect(res.body).toMatchObject({ code: 1, msg: 'Transfer complete', data: { amount: '200.00', fee: '2.00', arrival: '198.00', balance: '300.00', to_member_id: b.userinfo.member_id } });
    const aRec = (await get('/api/account/balance?type=transfer', a.token)).body.data;
    expect(aRec.list[0]).toMatchObject({ type: 'transfer', amount: '-200.00', balance_after: '300.00', counterparty: b.userinfo.member_id });
    const bRec = (await get('/api/account/balance', b.token)).body.data;
    expect(bRec).toMatchObject({ balance: '198.00' });
    expect(bRec.list[0]).toMatchObject({ type: 'transfer', amount: '198.00', counterparty: a.userinfo.member_id });
    expect((await get('/api/transfer/quote?amount=1', a.token)).body.data.used_today).toBe('200.00');
    await expectBooksBalanced(t);
  });

  it('refuses bad transfers clearly and moves nothing', async () => {
    const a = await memberWithPay('100');
    const b = await memberWithPay();
    const noPay = await registerMember(t, rootCodes(t));
    await fund(t, noPay.userinfo.member_id, '50');
    const cancelled = await registerMember(t, rootCodes(t));
    await post('/api/user/cancel', { password: cancelled.password }, cancelled.token);
    const to = b.userinfo.member_id;
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ to_member_id: '99999999', amount: '20', pay_password: '246810' }, 'No member has this member ID'],
      [{ to_member_id: cancelled.userinfo.member_id, amount: '20', pay_password: '246810' }, 'This member cannot receive transfers'],
      [{ to_member_id: a.userinfo.member_id, amount: '20', pay_password: '246810' }, 'You cannot transfer to yourself'],
      [{ to_member_id: to, amount: '9.99', pay_password: '246810' }, 'The minimum transfer is 10.00'],
      [{ to_member_id: to, amount: '100.01', pay_password: '246810' }, 'Insufficient balance'],
      [{ to_member_id: to, amount: '20', pay_password: '111111' }, 'The payment password is wrong'],
      [{ to_member_id: to, amount: '20.001', pay_password: '246810' }, 'Amount is not valid'],
      [{ to_member_id: to, amount: '-20', pay_password: '246810' }, 'Amount is not valid'],
      [{ to_member_id: to, amount: '0', pay_password: '246810' }, 'Enter an amount greater than 0 with at most 2 decimals'],
      [{ to_member_id: to, amount: '1e3', pay_password: '246810' }, 'Amount is not valid'],
      [{ to_member_id: to, pay_password: '246810' }, 'Amount is required'],
      [{ amount: '20', pay_password: '246810' }, 'Recipient member ID is required'],
    ];
    for (const [body, msg] of cases) {
      const res = await post('/api/transfer/transfer', body, a.token);
      expect(res.body.msg, JSON.stringify(body)).toBe(msg);
    }
    const noPayRes = await post('/api/transfer/transfer', { to_member_id: to, amount: '20', pay_password: '123456' }, noPay.token);
    expect(noPayRes.body.msg).toBe('Please set a payment password first');
    expect((await get('/api/account/balance', a.token)).body.data.balance).toBe('100.00');
    expect((await get('/api/account/balance', b.token)).body.data.balance).toBe('0.00');
    await expectBooksBalanced(t);
  });

  it('enforces the daily limit across transfers', async () => {
    const a = await memberWithPay('20000');
    const b = await memberWithPay();
    const send = (amount: string) => post('/api/transfer/transfer', { to_member_id: b.userinfo.member_id, amount, pay_password: '246810' }, a.token);
    expect((await send('9000')).body.code).toBe(1);
    expect((await send('1000.01')).body.msg).toBe('This exceeds your daily transfer limit of 10000.00 (9000.00 used today)');
    expect((await send('1000')).body.code).toBe(1);
    expect((await get('/api/account/balance', a.token)).body.data.balance).toBe('10000.00');
  });

  it('gives the same answer and one movement for a repeated Idempotency-Key', async () => {
    const a = await memberWithPay('100');
    const b = await memberWithPay();
    const body = { to_member_id: b.userinfo.member_id, amount: '30', pay_password: '246810' };
    const first = await post('/api/transfer/transfer', body, a.token, { 'idempotency-key': 'tx-1' });
    const again = await post('/api/transfer/transfer', body, a.token, { 'idempotency-key': 'tx-1' });
    expect(again.body.data).toEqual(first.body.data);
    expect((await get('/api/account/balance', a.token)).body.data.balance).toBe('70.00');
    // The same key for another action is refused; another member may use the same key freely.
    const other = await post('/api/fundConsolidation/consolidate', { pay_password: '246810' }, a.token, { 'idempotency-key': 'tx-1' });
    expect(other.body.msg).toBe('This request key was already used for a different action');
    const bSends = await post('/api/transfer/transfer', { ...body, to_member_id: a.userinfo.member_id, amount: '10' }, b.token, { 'idempotency-key': 'tx-1' });
    expect(bSends.body.code).toBe(1);
    // A failed attempt does not burn the key.
    const tooMuch = await post('/api/transfer/transfer', { ...body, amount: '1000' }, a.token, { 'idempotency-key': 'tx-2' });
    expect(tooMuch.body.msg).toBe('Insufficient balance');
    const retry = await post('/api/transfer/transfer', { ...body, amount: '10' }, a.token, { 'idempotency-key': 'tx-2' });
    expect(retry.body.code).toBe(1);
    await expectBooksBalanced(t);
  });
});

describe('sub-accounts', () => {
  it('creates sub-accounts under the owner\'s own node codes, lists, switches and consolidates', async () => {
    const main = await memberWithPay('10');
    const stranger = await registerMember(t, rootCodes(t));
    const refused = await post('/api/account/createSubAccount', { node_code: stranger.userinfo.left_node_code }, main.token);
    expect(refused.body.msg).toBe('Choose a node code of your own accounts');
    const s1 = await post('/api/account/createSubAccount', { node_code: main.userinfo.left_node_code, nickname: 'Left one' }, main.token);
    expect(s1.body).toMatchObject({ code: 1, msg: 'Sub-account created', data: { nickname: 'Left one', email: main.email } });
    const s2 = await post('/api/account/createSubAccount', { node_code: s1.body.data.right_node_code }, main.token);
    expect(s2.body.code).toBe(1);
    const related = await get('/api/account/relatedAccounts', main.token);
    expect(related.body.data.list.map((r: { member_id: string; is_main: boolean; is_current: boolean }) => [r.member_id, r.is_main, r.is_current])).toEqual([
      [main.userinfo.member_id, true, true], [s1.body.data.member_id, false, false], [s2.body.data.member_id, false, false],
    ]);
    // Switching needs no password; the new token belongs to the sub-account.
    const sw = await post('/api/account/switchAccount', { member_id: s1.body.data.member_id }, main.token);
    expect(sw.body.data.userinfo.member_id).toBe(s1.body.data.member_id);
    const subToken = sw.body.data.token as string;
    expect((await get('/api/user/userInfo', subToken)).body.data.member_id).toBe(s1.body.data.member_id);
    expect((await post('/api/account/switchAccount', { member_id: stranger.userinfo.member_id }, subToken)).body.msg).toBe('This account is not one of yours');
    // Money in both subs, then consolidate from the sub's session: everything lands in the main account.
    await fund(t, s1.body.data.member_id, '25.5');
    await fund(t, s1.body.data.member_id, '3', 'shop_coins');
    await fund(t, s2.body.data.member_id, '4', 'integral');
    const con = await post('/api/fundConsolidation/consolidate', { pay_password: '246810' }, subToken);
    expect(con.body).toMatchObject({ code: 1, msg: 'Funds consolidated into the main account', data: { balance: '35.50', shop_coins: '3.00', integral: '4.00' } });
    expect(con.body.data.moved).toEqual([
      { member_id: s1.body.data.member_id, balance: '25.50', shop_coins: '3.00', integral: '0.00' },
      { member_id: s2.body.data.member_id, balance: '0.00', shop_coins: '0.00', integral: '4.00' },
    ]);
    const subRec = (await get('/api/account/balance', subToken)).body.data;
    expect(subRec).toMatchObject({ balance: '0.00' });
    expect(subRec.list[0]).toMatchObject({ type: 'consolidation', amount: '-25.50', counterparty: main.userinfo.member_id });
    const mainRec = (await get('/api/account/balance?type=consolidation', main.token)).body.data;
    expect(mainRec.list[0]).toMatchObject({ amount: '25.50', counterparty: s1.body.data.member_id });
    expect((await post('/api/fundConsolidation/consolidate', { pay_password: '246810' }, main.token)).body.msg).toBe('There is nothing to consolidate');
    // A sub-account shares the main account's login password.
    expect((await post('/api/user/login', { member_id: s2.body.data.member_id, password: main.password })).body.code).toBe(1);
    await expectBooksBalanced(t);
  });

  it('cancelling the main account closes its sub-accounts too; a sub-account closes alone', async () => {
    const main = await memberWithPay();
    const s1 = (await post('/api/account/createSubAccount', { node_code: main.userinfo.left_node_code }, main.token)).body.data;
    const s2 = (await post('/api/account/createSubAccount', { node_code: main.userinfo.right_node_code }, main.token)).body.data;
    const s2Token = (await post('/api/account/switchAccount', { member_id: s2.member_id }, main.token)).body.data.token as string;
    expect((await post('/api/user/cancel', { password: main.password }, s2Token)).body.code).toBe(1);
    expect((await get('/api/account/relatedAccounts', main.token)).body.data.list.map((r: { member_id: string }) => r.member_id))
      .toEqual([main.userinfo.member_id, s1.member_id]);
    const s1Token = (await post('/api/account/switchAccount', { member_id: s1.member_id }, main.token)).body.data.token as string;
    expect((await post('/api/user/cancel', { password: main.password }, main.token)).body.code).toBe(1);
    expect((await get('/api/user/userInfo', s1Token)).body.code).toBe(303);
    expect((await post('/api/user/login', { member_id: s1.member_id, password: main.password })).body.msg).toBe('This account has been closed');
  });

  it('stops at the sub-account limit', async () => {
    const main = await memberWithPay();
    await t.database.query(`insert into settings (key, value) values ('subaccount_limit', '"1"') on conflict (key) do update set value = excluded.value`);
    try {
      expect((await post('/api/account/createSubAccount', { node_code: main.userinfo.right_node_code }, main.token)).body.code).toBe(1);
      expect((await post('/api/account/createSubAccount', { node_code: main.userinfo.right_node_code }, main.token)).body.msg).toBe('You can have at most 1 sub-accounts');
    } finally {
      await t.database.query(`delete from settings where key = 'subaccount_limit'`);
    }
  });
});

describe('no member reaches another member\'s money (IDOR)', () => {
  it('ignores any member named in the request: reads and moves only the caller\'s own wallet', async () => {
    const victim = await memberWithPay('77');
    const thief = await memberWithPay();
    for (const url of ['/api/account/balance', '/api/account/shopCoins', '/api/account/integral']) {
      const res = await get(`${url}?member_id=${victim.userinfo.member_id}&user_id=1`, thief.token);
      expect(JSON.stringify(res.body.data)).not.toContain('77.00');
    }
    const steal = await post('/api/transfer/transfer', { to_member_id: thief.userinfo.member_id, amount: '50', pay_password: '246810', from_member_id: victim.userinfo.member_id }, thief.token);
    expect(steal.body.msg).toBe('You cannot transfer to yourself');
    expect((await post('/api/account/switchAccount', { member_id: victim.userinfo.member_id }, thief.token)).body.msg).toBe('This account is not one of yours');
    expect((await post('/api/account/createSubAccount', { node_code: victim.userinfo.left_node_code }, thief.token)).body.msg).toBe('Choose a node code of your own accounts');
    expect((await get('/api/account/balance', victim.token)).body.data.balance).toBe('77.00');
  });
});
