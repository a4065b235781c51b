import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '@onego/contract';
import type { Ctx } from '../src/http/context.js';
import { pending, walletOf } from '../src/modules/ledger/index.js';
import { credentials, members } from '../src/modules/member/tables.js';
import { transfer } from '../src/modules/wallet/transfer.js';
import { en, registerMember, rootCodes, startTestApp, TEST_DB, type TestApp } from './harness.js';
import { expectBooksBalanced, fund, memberRow, useCheapPayPassword } from './wallet-helpers.js';

// The payment PIN is compared by the server against the hash the session lookup read, and settled under the lock-out
// inside the payment's own database call (ADR 0010). These tests hold what that must not lose.
let t: TestApp;
beforeAll(async () => {
  // No job workers: their polling would add statements to the count below.
  t = await startTestApp({ jobs: false });
});
afterAll(async () => {
  await t?.close();
});

const ctxOf = (): Ctx => ({ db: t.database.db, lang: 'en', ip: '127.0.0.1', userAgent: 'test', requestId: 'test', pinKeys: t.app.deps.pinKeys });

async function storedPin(memberId: string): Promise<string> {
  const m = await memberRow(t, memberId);
  const [row] = await t.database.db.select().from(credentials).where(eq(credentials.personId, m.mainMemberId ?? m.id));
  return row!.payPasswordHash!;
}

async function sender() {
  const m = await registerMember(t, rootCodes(t));
  const to = await registerMember(t, rootCodes(t));
  await fund(t, m.userinfo.member_id, '100');
  await useCheapPayPassword(t, m.userinfo.member_id);
  return { m, to: to.userinfo.member_id };
}

describe('a payment PIN checked against the hash the session read', () => {
  it('after a change of the PIN, the old PIN is refused and counted, the new one pays', async () => {
    const { m, to } = await sender();
    const readWithSession = await storedPin(m.userinfo.member_id);
    const change = await t.post('/api/account/changePasswordByPayPassword', { old_pay_password: '246810', new_pay_password: '135790', re_pay_password: '135790' }, m.token);
    expect(change.body.code).toBe(1);
    const me = await memberRow(t, m.userinfo.member_id);
    const send = (pin: string) => transfer(ctxOf(), me, { to_member_id: to, amount: '10', pay_password: pin }, undefined, { payPasswordHash: readWithSession });
    // The old PIN matches the hash read before the change: the database finds that hash gone, and the PIN is checked
    // again against the stored one, where it is wrong.
    await expect(send('246810')).rejects.toMatchObject({ key: 'pay_password_wrong' });
    expect((await send('135790')).arrival).toBe('9.00');
    // The refused try counted: four more wrong ones lock payments.
    for (let i = 0; i < 3; i++) await expect(send('111111')).rejects.toMatchObject({ key: 'pay_password_wrong' });
    await expect(send('111111')).rejects.toMatchObject({ key: 'pay_password_locked' });
    await expect(send('135790')).rejects.toMatchObject({ key: 'pay_password_locked' });
    expect((await walletOf(t.database.db, me.id)).balance).toBe('90.00');
    await expectBooksBalanced(t);
  });

  it('a wrong PIN moves nothing and answers in the caller\'s language', async () => {
    const { m, to } = await sender();
    const res = await t.call({ method: 'POST', url: '/api/transfer/transfer', token: m.token, lang: 'ja', payload: { to_member_id: to, amount: '10', pay_password: '111111' } });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe(en('pay_password_wrong'));
    expect(res.body.msg).toBe(translate('ja', 'pay_password_wrong'));
    expect((await walletOf(t.database.db, (await memberRow(t, m.userinfo.member_id)).id)).balance).toBe('100.00');
    await expectBooksBalanced(t);
  });

  it.runIf(TEST_DB === 'pg')('a transfer over HTTP costs one statement once its session was looked up lately', async () => {
    const { m, to } = await sender();
    // The first call looks the session up (and prepares the connection's statements); the next confirms it in its call.
    expect((await t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: '246810' }, m.token)).body.code).toBe(1);
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const res = await t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: '246810' }, m.token);
      expect(res.body.code).toBe(1);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a session taken from a recent lookup is confirmed by the transfer itself', () => {
  const send = (token: string, to: string) => t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: '246810' }, token);

  it('a session ended since (logout) moves nothing and answers that the session ended', async () => {
    const { m, to } = await sender();
    expect((await send(m.token, to)).body.code).toBe(1);
    expect((await t.post('/api/user/logout', {}, m.token)).body.code).toBe(1);
    expect((await send(m.token, to)).body.code).toBe(303);
    expect((await walletOf(t.database.db, (await memberRow(t, m.userinfo.member_id)).id)).balance).toBe('90.00');
  });

  it('an account disabled since moves nothing', async () => {
    const { m, to } = await sender();
    expect((await send(m.token, to)).body.code).toBe(1);
    const me = await memberRow(t, m.userinfo.member_id);
    await t.database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, me.id));
    expect((await send(m.token, to)).body.code).toBe(303);
    expect((await walletOf(t.database.db, me.id)).balance).toBe('90.00');
  });

  it('a session revoked by a change of the login password elsewhere moves nothing', async () => {
    const { m, to } = await sender();
    expect((await send(m.token, to)).body.code).toBe(1);
    const other = await t.post('/api/user/login', { member_id: m.userinfo.member_id, password: 'Passw0rd!' });
    expect(other.body.code).toBe(1);
    const change = await t.post('/api/account/changePassword', { old_password: 'Passw0rd!', new_password: 'NewPassw0rd!', re_password: 'NewPassw0rd!' }, other.body.data.token);
    expect(change.body.code).toBe(1);
    expect((await send(m.token, to)).body.code).toBe(303);
    expect((await walletOf(t.database.db, (await memberRow(t, m.userinfo.member_id)).id)).balance).toBe('90.00');
    await expectBooksBalanced(t);
  });
});

describe('consolidation in one database call', () => {
  /** A person with two funded sub-accounts; answers the main account's token and the subs' rows. */
  async function personWithSubs() {
    const m = await registerMember(t, rootCodes(t));
    await useCheapPayPassword(t, m.userinfo.member_id);
    const s1 = await t.post('/api/account/createSubAccount', { node_code: m.userinfo.left_node_code }, m.token);
    const s2 = await t.post('/api/account/createSubAccount', { node_code: m.userinfo.right_node_code }, m.token);
    await fund(t, s1.body.data.member_id, '30');
    await fund(t, s1.body.data.member_id, '5', 'shop_coins');
    await fund(t, s2.body.data.member_id, '12.5');
    return { m, s1: await memberRow(t, s1.body.data.member_id), s2: await memberRow(t, s2.body.data.member_id) };
  }
  const consolidate = (token: string, pay_password = '246810', key?: string) =>
    t.call({ method: 'POST', url: '/api/fundConsolidation/consolidate', token, lang: 'en', payload: { pay_password }, headers: key ? { 'idempotency-key': key } : {} });

  it('moves only what is free: a sub-account\'s reserved balance stays', async () => {
    const { m, s1, s2 } = await personWithSubs();
    await t.database.db.transaction((tx) => pending(tx, {
      from: { member: s1.id }, to: { system: 'withdrawals' }, asset: 'balance', amount: '10', reason: 'withdrawal', expiresAt: new Date(Date.now() + 3_600_000),
    }));
    const res = await consolidate(m.token);
    expect(res.body).toMatchObject({ code: 1, data: { balance: '32.50', shop_coins: '5.00', integral: '0.00' } });
    expect(res.body.data.moved).toEqual([
      { member_id: s1.memberId, balance: '20.00', shop_coins: '5.00', integral: '0.00' },
      { member_id: s2.memberId, balance: '12.50', shop_coins: '0.00', integral: '0.00' },
    ]);
    expect((await walletOf(t.database.db, s1.id)).balance).toBe('10.00');
    expect((await walletOf(t.database.db, s1.id)).balance_held).toBe('10.00');
    expect((await consolidate(m.token)).body.msg).toBe(en('consolidate_nothing'));
    await expectBooksBalanced(t);
  });

  it('a wrong PIN moves nothing and counts towards the lock; a repeated key answers the first result', async () => {
    const { m, s2 } = await personWithSubs();
    expect((await consolidate(m.token, '111111')).body.msg).toBe(en('pay_password_wrong'));
    expect((await walletOf(t.database.db, s2.id)).balance).toBe('12.50');
    const first = await consolidate(m.token, '246810', 'con-1');
    const again = await consolidate(m.token, '246810', 'con-1');
    expect(first.body.code).toBe(1);
    expect(again.body.data).toEqual(first.body.data);
    for (let i = 0; i < 3; i++) expect((await consolidate(m.token, '111111')).body.msg).toBe(en('pay_password_wrong'));
    expect((await consolidate(m.token, '111111')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    await expectBooksBalanced(t);
  });

  it('ten consolidations at once move each sub-account\'s money exactly once', async () => {
    const { m } = await personWithSubs();
    const answers = await Promise.all(Array.from({ length: 10 }, () => consolidate(m.token)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 1).every((a) => a.body.msg === en('consolidate_nothing'))).toBe(true);
    const main = await memberRow(t, m.userinfo.member_id);
    expect((await walletOf(t.database.db, main.id)).balance).toBe('42.50');
    await expectBooksBalanced(t);
  });

  it.runIf(TEST_DB === 'pg')('costs two statements once its session was looked up lately: the accounts and the consolidation', async () => {
    const { m, s1 } = await personWithSubs();
    expect((await consolidate(m.token)).body.code).toBe(1);
    await fund(t, s1.memberId, '7');
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await consolidate(m.token)).body.code).toBe(1);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });
});
