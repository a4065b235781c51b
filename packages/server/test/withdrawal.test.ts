import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../src/modules/admin/tables.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { kycPhotos, kycRequests } from '../src/modules/kyc/tables.js';
import { members } from '../src/modules/member/tables.js';
import { writeSetting } from '../src/modules/site/index.js';
import { markWithdrawalFailed, markWithdrawalPaid } from '../src/modules/withdrawal/index.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced, fund } from './wallet-helpers.js';

let t: TestApp;
let ops: Awaited<ReturnType<typeof signInOperators>>;
let finSecret = '';

beforeAll(async () => {
  t = await startTestApp();
  ops = await signInOperators(t);
  // Finance turns two-step verification on (its set-up is tested elsewhere): approving payouts needs it.
  finSecret = authenticator.generateSecret();
  await t.database.db.update(operators).set({ totpSecret: finSecret, totpEnabled: true }).where(eq(operators.username, 'fin'));
});
afterAll(async () => {
  await t?.close();
});

// A checksummed address (EIP-55's own example) and the same with one letter's case changed.
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TYPO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

const get = (url: string, token: string) => t.call({ method: 'GET', url, token, lang: 'en' });
const withdraw = (token: string, body: Record<string, unknown>, key?: string) =>
  t.call({ method: 'POST', url: '/api/withdraw/create', token, lang: 'en', payload: { address: ADDRESS, pay_password: '246810', ...body }, headers: key ? { 'idempotency-key': key } : {} });
const balanceOf = async (token: string) => (await get('/api/account/balance', token)).body.data as { balance: string; balance_held: string; balance_available: string; frozen: Array<{ reason: string; amount: string; expires_at: number | null }> };

async function memberWith(balance: string) {
  const m = await registerMember(t, rootCodes(t));
  await t.post('/api/account/setPayPassword', { pay_password: '246810' }, m.token);
  if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  return m;
}

/** The code finance's app shows now; the operator's last used step is forgotten first, so each approval in a test gets one. */
async function finCode(): Promise<string> {
  await t.database.db.update(operators).set({ totpLastStep: null }).where(eq(operators.username, 'fin'));
  return authenticator.generate(finSecret);
}

describe('requesting a withdrawal', () => {
  it('shows what may be withdrawn, then reserves the whole amount pending review', async () => {
    const m = await memberWith('100');
    const before = (await get('/api/withdraw/getWithdrawalAmount', m.token)).body.data;
    expect(before).toEqual({ available: '100.00', fee: '1.00', min: '10.00', daily_limit: '10000.00', withdrawn_today: '0.00', network: 'BSC (BEP20)', token: 'USDT' });
    const res = await withdraw(m.token, { amount: '30' });
    expect(res.body.msg).toBe(en('withdraw_submitted'));
    expect(res.body.data).toMatchObject({ amount: '30.00', fee: '1.00', arrival: '29.00', address: ADDRESS, status: 'pending_review', tx_hash: '', reason: '', paid_time: null });
    const w = await balanceOf(m.token);
    expect([w.balance, w.balance_held, w.balance_available]).toEqual(['100.00', '30.00', '70.00']);
    expect(w.frozen).toMatchObject([{ reason: 'withdrawal', amount: '30.00', expires_at: null }]);
    expect((await get('/api/withdraw/getWithdrawalAmount', m.token)).body.data).toMatchObject({ available: '70.00', withdrawn_today: '30.00' });
    const list = (await get('/api/withdraw/list', m.token)).body.data;
    expect(list).toMatchObject({ total: 1, list: [{ id: res.body.data.id, status: 'pending_review' }] });
    expect((await get(`/api/withdraw/detail?id=${res.body.data.id}`, m.token)).body.data).toEqual(res.body.data);
    // Another member cannot read it.
    const other = await memberWith('0');
    expect((await get(`/api/withdraw/detail?id=${res.body.data.id}`, other.token)).body.msg).toBe(en('withdrawal_not_found'));
    await expectBooksBalanced(t);
  });

  it('refuses a bad address, a small amount, more than the balance and a wrong payment password, moving nothing', async () => {
    const m = await memberWith('50');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '20', address: TYPO }, en('withdraw_address_checksum')],
      [{ amount: '20', address: '0x0000000000000000000000000000000000000000' }, en('withdraw_address_zero')],
      [{ amount: '20', address: '0x55d398326f99059fF775485246999027B3197955' }, en('withdraw_address_token')],
      [{ amount: '20', address: '0x55d398326f99059ff775485246999027b319795' }, en('field_invalid', { field: en('field.address') })],
      [{ amount: '5' }, en('withdraw_below_min', { min: '10.00' })],
      [{ amount: '60' }, en('insufficient_balance')],
      [{ amount: '20', pay_password: '111111' }, en('pay_password_wrong')],
    ];
    for (const [body, msg] of cases) {
      const res = await withdraw(m.token, body);
      expect([res.body.code, res.body.msg], JSON.stringify(body)).toEqual([0, msg]);
    }
    const w = await balanceOf(m.token);
    expect([w.balance, w.balance_held]).toEqual(['50.00', '0.00']);
    expect((await get('/api/withdraw/list', m.token)).body.data.total).toBe(0);
    // An all-lower-case address carries no checksum and is taken, stored checksummed.
    const lower = await withdraw(m.token, { amount: '10', address: ADDRESS.toLowerCase() });
    expect(lower.body.data).toMatchObject({ address: ADDRESS, status: 'pending_review' });
  });

  it('refuses, moving nothing, while the setting asks for an approved identity the member lacks; approval lifts it', async () => {
    const m = await memberWith('100');
    await writeSetting(t.database.db, 'withdraw_requires_kyc', '1');
    try {
      const refused = await withdraw(m.token, { amount: '20' });
      expect(refused.body).toMatchObject({ code: 0, msg: en('kyc_required') });
      expect((await balanceOf(m.token)).balance_held).toBe('0.00');
      expect((await get('/api/withdraw/list', m.token)).body.data.total).toBe(0);
      // The operator's approval (its flow is tested with the identity verification) is what the rule reads.
      const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberId, String(m.userinfo.member_id)));
      const memberId = row!.id;
      const [a, b] = await t.database.db.insert(kycPhotos).values([
        { ref: `w-${m.userinfo.member_id}-a`, memberId, file: 'x.webp', bytes: 1 },
        { ref: `w-${m.userinfo.member_id}-b`, memberId, file: 'y.webp', bytes: 1 },
      ]).returning();
      await t.database.db.insert(kycRequests).values({
        memberId, idType: 'passport', idNumber: 'E1234567', realName: 'Test', idPhotoId: a!.id, selfieId: b!.id, status: 'approved',
      });
      expect((await withdraw(m.token, { amount: '20' })).body).toMatchObject({ code: 1, data: { status: 'pending_review' } });
    } finally {
      await writeSetting(t.database.db, 'withdraw_requires_kyc', '0');
    }
    await expectBooksBalanced(t);
  });

  it('answers a repeated Idempotency-Key with the first withdrawal and refuses the key for another amount', async () => {
    const m = await memberWith('100');
    const first = await withdraw(m.token, { amount: '20' }, 'wd-key-1');
    const again = await withdraw(m.token, { amount: '20.00' }, 'wd-key-1');
    expect(again.body.data).toEqual(first.body.data);
    expect((await withdraw(m.token, { amount: '25' }, 'wd-key-1')).body.msg).toBe(en('idempotency_key_mismatch'));
    expect((await balanceOf(m.token)).balance_held).toBe('20.00');
    expect((await get('/api/withdraw/list', m.token)).body.data.total).toBe(1);
  });

  it('holds the daily limit and the balance under a burst', async () => {
    await writeSetting(t.database.db, 'withdrawal_daily_limit', '100.00');
    try {
      const m = await memberWith('1000');
      const burst = await Promise.all(Array.from({ length: 20 }, () => withdraw(m.token, { amount: '30' })));
      expect(burst.filter((r) => r.body.code === 1)).toHaveLength(3);
      expect(new Set(burst.filter((r) => r.body.code !== 1).map((r) => r.body.msg)))
        .toEqual(new Set([en('withdraw_daily_limit', { limit: '100.00', used: '90.00' })]));
      expect((await balanceOf(m.token)).balance_held).toBe('90.00');
      // The balance's limit: 20 requests of 30 from 100 leave at most 3 through.
      const poor = await memberWith('100');
      await writeSetting(t.database.db, 'withdrawal_daily_limit', '100000.00');
      const second = await Promise.all(Array.from({ length: 20 }, () => withdraw(poor.token, { amount: '30' })));
      expect(second.filter((r) => r.body.code === 1)).toHaveLength(3);
      expect((await balanceOf(poor.token)).balance_available).toBe('10.00');
      await expectBooksBalanced(t);
    } finally {
      await writeSetting(t.database.db, 'withdrawal_daily_limit', '10000.00');
    }
  });
});

describe('reviewing withdrawals', () => {
  it('rejects with a reason: the money is returned, the day is freed, the member sees why, and it is audited', async () => {
    const m = await memberWith('100');
    const id = (await withdraw(m.token, { amount: '40' })).body.data.id as number;
    expect((await ops.api('POST', '/admin-api/withdrawals/reject', { as: 'fin', body: { ids: [id], reason: '' } })).body.code).toBe(0);
    expect((await ops.api('POST', '/admin-api/withdrawals/reject', { as: 'ops', body: { ids: [id], reason: 'no' } })).status).toBe(403);
    const res = await ops.api('POST', '/admin-api/withdrawals/reject', { as: 'fin', body: { ids: [id], reason: 'Address on a sanctions list' } });
    expect(res.body.msg).toBe(en('withdraw_rejected'));
    expect(res.body.data.list).toMatchObject([{ id, status: 'rejected', reason: 'Address on a sanctions list', reviewed_by: 'fin', member_id: m.userinfo.member_id }]);
    const w = await balanceOf(m.token);
    expect([w.balance, w.balance_held, w.frozen.length]).toEqual(['100.00', '0.00', 0]);
    expect((await get('/api/withdraw/getWithdrawalAmount', m.token)).body.data.withdrawn_today).toBe('0.00');
    expect((await get(`/api/withdraw/detail?id=${id}`, m.token)).body.data).toMatchObject({ status: 'rejected', reason: 'Address on a sanctions list' });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
    expect(audit).toMatchObject({ action: 'withdrawal.reject', operatorName: 'fin' });
    // Rejected is final: neither a second rejection nor an approval applies.
    expect((await ops.api('POST', '/admin-api/withdrawals/reject', { as: 'fin', body: { ids: [id], reason: 'again' } })).body.msg).toBe(en('withdrawal_wrong_state'));
    expect((await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids: [id], totp: await finCode() } })).body.msg).toBe(en('withdrawal_wrong_state'));
    await expectBooksBalanced(t);
  });

  it('approves only with the second factor, all or none', async () => {
    const m = await memberWith('200');
    const a = (await withdraw(m.token, { amount: '50' })).body.data.id as number;
    const b = (await withdraw(m.token, { amount: '60' })).body.data.id as number;
    // The super admin has no two-step verification: approving is refused until it is on.
    expect((await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'boss', body: { ids: [a], totp: '123456' } })).body.msg).toBe(en('withdraw_totp_needed'));
    const code = await finCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids: [a], totp: wrong } })).body.msg).toBe(en('totp_wrong'));
    expect((await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'ops', body: { ids: [a], totp: code } })).status).toBe(403);
    // One withdrawal of the batch already reviewed: nothing of the batch changes.
    await ops.api('POST', '/admin-api/withdrawals/reject', { as: 'fin', body: { ids: [b], reason: 'duplicate' } });
    expect((await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids: [a, b], totp: code } })).body.msg).toBe(en('withdrawal_wrong_state'));
    expect((await get(`/api/withdraw/detail?id=${a}`, m.token)).body.data.status).toBe('pending_review');
    const ok = await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids: [a], totp: code } });
    expect(ok.body.msg).toBe(en('withdraw_approved'));
    expect(ok.body.data.list).toMatchObject([{ id: a, status: 'approved', reviewed_by: 'fin' }]);
    // The code is used up.
    const c = (await withdraw(m.token, { amount: '10' })).body.data.id as number;
    expect((await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids: [c], totp: code } })).body.msg).toBe(en('totp_used'));
    // Still held while approved.
    expect((await balanceOf(m.token)).balance_held).toBe('60.00');
    const queue = (await ops.api('GET', '/admin-api/withdrawals', { as: 'fin', query: { status: 'approved', q: m.userinfo.member_id } })).body.data;
    expect(queue.list.map((w: { id: number }) => w.id)).toEqual([a]);
    await expectBooksBalanced(t);
  });

  it('settles an approved withdrawal as paid (amount posted, fee to the fees account) or failed (money returned)', async () => {
    const m = await memberWith('100');
    const paid = (await withdraw(m.token, { amount: '30' })).body.data.id as number;
    const failed = (await withdraw(m.token, { amount: '20' })).body.data.id as number;
    await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids: [paid, failed], totp: await finCode() } });
    const hash = `0x${'ab'.repeat(32)}`;
    await markWithdrawalPaid(t.database.db, paid, hash);
    await markWithdrawalFailed(t.database.db, failed, 'execution reverted');
    const w = await balanceOf(m.token);
    expect([w.balance, w.balance_held, w.balance_available]).toEqual(['70.00', '0.00', '70.00']);
    expect((await get(`/api/withdraw/detail?id=${paid}`, m.token)).body.data).toMatchObject({ status: 'paid', tx_hash: hash, arrival: '29.00', paid_time: expect.any(Number) });
    expect((await get(`/api/withdraw/detail?id=${failed}`, m.token)).body.data).toMatchObject({ status: 'failed', reason: 'execution reverted' });
    const records = (await get('/api/account/balance', m.token)).body.data.list;
    expect(records[0]).toMatchObject({ type: 'withdrawal', amount: '-30.00' });
    // A settled withdrawal cannot be settled again.
    await expect(markWithdrawalPaid(t.database.db, paid, hash)).rejects.toThrow();
    await expect(markWithdrawalFailed(t.database.db, paid, 'late')).rejects.toThrow();
    await expectBooksBalanced(t);
  });
});

describe('withdrawal settings', () => {
  it('takes a cold address only when it is a valid BEP20 address, stored checksummed', async () => {
    const save = (value: string) => ops.api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'cold_wallet_address', value } });
    expect((await save(TYPO)).body.msg).toBe(en('withdraw_address_checksum'));
    expect((await save('0x0000000000000000000000000000000000000000')).body.msg).toBe(en('withdraw_address_zero'));
    const ok = await save(ADDRESS.toLowerCase());
    expect(ok.body.data).toMatchObject({ value: ADDRESS });
    expect((await save('')).body.data).toMatchObject({ value: '' });
  });
});
