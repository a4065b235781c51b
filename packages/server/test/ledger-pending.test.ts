import { Money } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors.js';
import { expirePendingTransfers, pending, pendingTransfer, postPending, verifyLedger, voidPending } from '../src/modules/ledger/index.js';
import { eventually } from './eventually.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced, fund, memberRow } from './wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const later = (ms = HOUR) => new Date(Date.now() + ms);

async function member(balance: string) {
  const m = await registerMember(t, rootCodes(t));
  if (balance !== '0') await fund(t, m.userinfo.member_id, balance);
  const row = await memberRow(t, m.userinfo.member_id);
  return { ...m, id: row.id };
}

const wallet = async (token: string) => (await t.call({ method: 'GET', url: '/api/account/balance', token, lang: 'en' })).body.data as {
  balance: string; balance_held: string; balance_available: string; frozen: Array<{ id: number; amount: string; reason: string; expires_at: number | null }>;
};
const systemBalance = async (code: string) =>
  (await t.database.query<{ b: string }>(`select coalesce(sum(balance), 0)::text as b from ledger_accounts where system_code = $1 and asset = 'balance'`, [code]))[0]!.b;
const refusedAs = (key: string) => (err: unknown) => err instanceof AppError && err.key === key;

const reserve = (id: number, amount: string, expiresAt = later(), refId = '') => pending(t.database.db, {
  from: { member: id }, to: { system: 'withdrawals' }, asset: 'balance', amount, reason: 'withdrawal', refType: 'test', refId, expiresAt,
});

describe('pending transfers (two-phase: reserve, then post, void or expire)', () => {
  it('reserving holds the amount: still in the balance, not spendable, shown as frozen with reason and expiry', async () => {
    const m = await member('100');
    const expiresAt = later();
    const p = await reserve(m.id, '30', expiresAt, 'w-1');
    expect(p.state).toBe('pending');
    expect(new Money(p.amount).toFixed(2)).toBe('30.00');
    const w = await wallet(m.token);
    expect([w.balance, w.balance_held, w.balance_available]).toEqual(['100.00', '30.00', '70.00']);
    expect(w.frozen).toEqual([{ id: p.id, amount: '30.00', reason: 'withdrawal', expires_at: Math.floor(expiresAt.getTime() / 1000), time: expect.any(Number) }]);
    await expectBooksBalanced(t);
  });

  it('refuses to reserve more than is available, counting what is already reserved', async () => {
    const m = await member('100');
    await reserve(m.id, '60');
    await expect(reserve(m.id, '40.01')).rejects.toSatisfy(refusedAs('insufficient_balance'));
    await reserve(m.id, '40');
    expect((await wallet(m.token)).balance_available).toBe('0.00');
    // Reserved money cannot be spent by an ordinary debit either.
    const a = await t.post('/api/transfer/transfer', { to_member_id: t.root.memberId, amount: '10', pay_password: '246810' }, m.token);
    expect(a.body.code).not.toBe(1);
    await expectBooksBalanced(t);
  });

  it('a full post moves the whole amount through a journal entry and releases the hold', async () => {
    const m = await member('100');
    const before = new Money(await systemBalance('withdrawals'));
    const p = await reserve(m.id, '25');
    const { pending: posted, entryId } = await postPending(t.database.db, p.id);
    expect(posted.state).toBe('posted');
    expect(new Money(posted.postedAmount!).toFixed(2)).toBe('25.00');
    expect(posted.entryId).toBe(entryId);
    const w = await wallet(m.token);
    expect([w.balance, w.balance_held, w.balance_available, w.frozen.length]).toEqual(['75.00', '0.00', '75.00', 0]);
    expect(new Money(await systemBalance('withdrawals')).minus(before).toFixed(2)).toBe('25.00');
    const rec = (await t.call({ method: 'GET', url: '/api/account/balance?type=withdrawal', token: m.token })).body.data.list;
    expect(rec.map((r: { amount: string }) => r.amount)).toEqual(['-25.00']);
    await expectBooksBalanced(t);
  });

  it('a partial post moves part of the amount and gives the rest back', async () => {
    const m = await member('100');
    const p = await reserve(m.id, '40');
    const { pending: posted } = await postPending(t.database.db, p.id, { amount: '15.5' });
    expect(new Money(posted.postedAmount!).toFixed(2)).toBe('15.50');
    const w = await wallet(m.token);
    expect([w.balance, w.balance_held, w.balance_available]).toEqual(['84.50', '0.00', '84.50']);
    await expect(postPending(t.database.db, (await reserve(m.id, '10')).id, { amount: '10.01' })).rejects.toThrow(/at most the reserved amount/);
    await expectBooksBalanced(t);
  });

  it('voiding gives the whole amount back and books nothing', async () => {
    const m = await member('100');
    const p = await reserve(m.id, '40');
    const voided = await voidPending(t.database.db, p.id);
    expect(voided.state).toBe('voided');
    const w = await wallet(m.token);
    expect([w.balance, w.balance_held, w.balance_available, w.frozen.length]).toEqual(['100.00', '0.00', '100.00', 0]);
    await expectBooksBalanced(t);
  });

  it('a closed reservation stays closed: no post after a void, no void after a post, no second post', async () => {
    const m = await member('100');
    const a = await reserve(m.id, '10');
    await voidPending(t.database.db, a.id);
    await expect(postPending(t.database.db, a.id)).rejects.toSatisfy(refusedAs('pending_transfer_closed'));
    const b = await reserve(m.id, '10');
    await postPending(t.database.db, b.id);
    await expect(voidPending(t.database.db, b.id)).rejects.toSatisfy(refusedAs('pending_transfer_closed'));
    await expect(postPending(t.database.db, b.id)).rejects.toSatisfy(refusedAs('pending_transfer_closed'));
    expect((await wallet(m.token)).balance).toBe('90.00');
    await expectBooksBalanced(t);
  });

  it('posts and voids of one reservation sent at once: exactly one wins, the rest are refused', async () => {
    const m = await member('1000');
    for (let round = 0; round < 5; round++) {
      const p = await reserve(m.id, '10');
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? postPending(t.database.db, p.id) : voidPending(t.database.db, p.id))));
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(refusedAs('pending_transfer_closed')(r.reason), String(r.reason)).toBe(true);
      const final = (await pendingTransfer(t.database.db, p.id))!;
      expect(['posted', 'voided']).toContain(final.state);
    }
    const w = await wallet(m.token);
    expect(w.balance_held).toBe('0.00');
    const posted = (await t.database.query<{ n: number }>(
      `select count(*)::int as n from pending_transfers p join ledger_accounts a on a.id = p.debit_account_id where a.member_id = $1 and p.state = 'posted'`, [m.id]))[0]!.n;
    expect(w.balance).toBe(new Money(1000).minus(10 * posted).toFixed(2));
    await expectBooksBalanced(t);
  });

  it('many reservations at once on one balance never reserve more than it has', async () => {
    const m = await member('100');
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => reserve(m.id, '7')));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(14);
    for (const r of results) if (r.status === 'rejected') expect(refusedAs('insufficient_balance')(r.reason)).toBe(true);
    expect((await wallet(m.token)).balance_available).toBe('2.00');
    await expectBooksBalanced(t);
  });

  it('expirePendingTransfers releases what is due, and only that; an expired reservation cannot be posted', async () => {
    const m = await member('100');
    const soon = await reserve(m.id, '20', later(HOUR));
    const late = await reserve(m.id, '30', later(3 * HOUR));
    expect(await expirePendingTransfers(t.database.db, later(-HOUR))).toBe(0);
    // Everyone else's reservations in this file lapse within three hours too; count only this member's.
    await expirePendingTransfers(t.database.db, later(2 * HOUR));
    expect((await pendingTransfer(t.database.db, soon.id))!.state).toBe('expired');
    expect((await pendingTransfer(t.database.db, late.id))!.state).toBe('pending');
    const w = await wallet(m.token);
    expect([w.balance, w.balance_held, w.frozen.map((f) => f.id)]).toEqual(['100.00', '30.00', [late.id]]);
    await expect(postPending(t.database.db, soon.id)).rejects.toSatisfy(refusedAs('pending_transfer_closed'));
    await expectBooksBalanced(t);
  });

  it('every close is a transition of the pending-transfer lifecycle, journaled with its real previous state and actor', async () => {
    const m = await member('100');
    const a = await reserve(m.id, '10');
    const b = await reserve(m.id, '10', later(-1000));
    await postPending(t.database.db, a.id, { actor: `member:${m.userinfo.member_id}` });
    await expirePendingTransfers(t.database.db);
    const events = await t.database.query<{ subject_id: string; action: string; from_status: string; to_status: string; actor: string }>(
      `select subject_id, action, from_status, to_status, actor from state_events where lifecycle = 'pending_transfer' and subject_id in ($1, $2) order by id`,
      [String(a.id), String(b.id)],
    );
    expect(events).toEqual([
      { subject_id: String(a.id), action: 'post', from_status: 'pending', to_status: 'posted', actor: `member:${m.userinfo.member_id}` },
      { subject_id: String(b.id), action: 'expire', from_status: 'pending', to_status: 'expired', actor: 'system' },
    ]);
    await expect(voidPending(t.database.db, 2 ** 31 - 1)).rejects.toSatisfy(refusedAs('pending_transfer_not_found'));
  });

  it('the scheduled sweep runs on the job queue: a lapsed reservation is released without anyone calling it', async () => {
    const m = await member('50');
    const p = await reserve(m.id, '20', later(-1000));
    // Its slot is due now (an earlier test may have taken the last one).
    await t.database.query(`update job_schedules set next_run_at = now() - interval '1 second' where name = 'ledger.expire_pending'`);
    await t.app.deps.jobs.addDueScheduledJobs();
    // The app's own worker may take the job first; either way the reservation ends expired.
    await eventually(async () => {
      await t.app.deps.jobs.runDue();
      expect((await pendingTransfer(t.database.db, p.id))!.state).toBe('expired');
    });
    expect((await wallet(m.token)).balance_held).toBe('0.00');
  });

  it('a reservation past its expiry but not yet swept cannot be posted; the sweep then releases it', async () => {
    const m = await member('100');
    const p = await reserve(m.id, '20', later(-1000));
    await expect(postPending(t.database.db, p.id)).rejects.toSatisfy(refusedAs('pending_transfer_closed'));
    expect((await pendingTransfer(t.database.db, p.id))!.state).toBe('pending');
    expect(await expirePendingTransfers(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await wallet(m.token)).balance_held).toBe('0.00');
    await expectBooksBalanced(t);
  });

  it('verify reports an account whose held amount differs from its open reservations', async () => {
    const m = await member('100');
    await reserve(m.id, '10');
    expect((await verifyLedger(t.database)).ok).toBe(true);
    const [account] = await t.database.query<{ id: number }>(`select id::int from ledger_accounts where member_id = $1 and asset = 'balance'`, [m.id]);
    await t.database.query('update ledger_accounts set held = held + 1 where id = $1', [account!.id]);
    const report = await verifyLedger(t.database);
    expect(report.ok).toBe(false);
    expect(report.driftedHolds).toEqual([{ account_id: account!.id, cached: expect.stringMatching(/^11\./), holds: expect.stringMatching(/^10\./) }]);
    await t.database.query('update ledger_accounts set held = held - 1 where id = $1', [account!.id]);
    expect((await verifyLedger(t.database)).ok).toBe(true);
  });
});
