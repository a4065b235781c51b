import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusRecords } from '../src/modules/bonus/tables.js';
import { recharges } from '../src/modules/chain/tables.js';
import { feedback } from '../src/modules/feedback/tables.js';
import { applications } from '../src/modules/application/tables.js';
import { kycPhotos, kycRequests } from '../src/modules/kyc/tables.js';
import { members } from '../src/modules/member/tables.js';
import { orders } from '../src/modules/order/tables.js';
import { withdrawals } from '../src/modules/withdrawal/tables.js';
import { lastDays } from '../src/lib/day-totals.js';
import { registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// The back office's dashboard: the last 30 UTC days' figures and the queues, each only for an operator whose role may
// read (figures) or act on (queues) it; a guest is refused.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperators>>;
const DAY = 86_400_000;
const days = lastDays(30);
const today = days[29]!;
const dayBefore = days[27]!;
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);


beforeAll(async () => {
  t = await startTestApp();
  admin = await signInOperators(t);
  const db = t.database.db;
  // Two new members today (plus the root, made today too), one 40 days ago (outside the range).
  const a = await registerMember(t, rootCodes(t, 'L'));
  await registerMember(t, rootCodes(t, 'R'));
  const [old] = await db.select().from(members).where(eq(members.memberId, String(a.userinfo.member_id)));
  const m = old!.id;
  const aged = await registerMember(t, { invite_code: a.userinfo.invite_code, node_code: a.userinfo.left_node_code ?? old!.leftNodeCode });
  await db.update(members).set({ joinTime: new Date(Date.now() - 40 * DAY) }).where(eq(members.memberId, String(aged.userinfo.member_id)));

  const address = { recipient: 'A', area_code: '65', phone: '91234567', country: 'SG', detail: 'x' };
  const order = (no: string, status: 'paid' | 'shipped' | 'cancelled' | 'unpaid', total: string, paidAt: Date | null) => ({
    orderNo: no, memberId: m, status, address, goodsTotal: total, shippingFee: '0', total, payDeadline: new Date(), paidAt,
  });
  await db.insert(orders).values([
    order('D1', 'paid', '100', at(today, 0)),
    order('D2', 'shipped', '50.5', at(dayBefore)),
    order('D3', 'cancelled', '999', at(today, 0)), // refunded: no sale
    order('D4', 'paid', '7', new Date(Date.now() - 45 * DAY)), // outside the range, still waits to ship
    order('D5', 'unpaid', '3', null),
  ]);
  const recharge = (status: 'success' | 'pending', received: string, settledAt: Date | null) =>
    ({ memberId: m, kind: 'requested' as const, status, requested: received, received, chainId: 97, address: '0x1', expiresAt: new Date(), settledAt });
  await db.insert(recharges).values([recharge('success', '20', at(today, 0)), recharge('success', '30', at(dayBefore)), recharge('pending', '0', null)]);
  const withdrawal = (status: 'paid' | 'pending_review' | 'rejected', amount: string, paidAt: Date | null) =>
    ({ memberId: m, status, amount, fee: '1', arrival: String(Number(amount) - 1), address: '0xabc', day: today, paidAt });
  await db.insert(withdrawals).values([
    withdrawal('paid', '40', at(dayBefore)), withdrawal('pending_review', '15', null), withdrawal('pending_review', '5', null), withdrawal('rejected', '8', null),
  ]);
  const bonus = (day: string, paid: string) => ({ day, kind: 'static' as const, recipientId: m, ratio: '0.01', level: 0, due: paid, paid, forfeited: '0', balance: paid, coupons: '0', points: '0' });
  const [b1] = await db.insert(bonusRecords).values([bonus(dayBefore, '15')]).returning();
  await db.insert(bonusRecords).values({ ...bonus(today, '-5'), reversalOf: b1!.id, kind: 'static' });

  const photos = await db.insert(kycPhotos).values([1, 2, 3, 4].map((i) => ({ ref: `dash${i}`, memberId: m, file: `kyc/x/${i}.webp`, bytes: 1 }))).returning();
  const [p1, p2, p3, p4] = photos.map((p) => p.id) as [number, number, number, number];
  await db.insert(kycRequests).values({ memberId: m, idType: 'id_card', idNumber: 'A1', realName: 'A', idPhotoId: p1, selfieId: p2 });
  await db.insert(feedback).values([
    { memberId: m, type: 'problem', title: 'a', content: 'b' }, { memberId: m, type: 'problem', title: 'c', content: 'd' },
    { memberId: m, type: 'suggestion', title: 'e', content: 'f', status: 'replied', reply: 'ok' },
  ]);
  await db.insert(applications).values({
    memberId: m, productName: 'P', payMethod: 'cash', idCard: '1', address: 'x', bankName: 'b', bankBranch: 'c', bankAccount: '1', accountName: 'A',
    idFrontId: p1, idBackId: p2, bankCardId: p3, personalPhotoId: p4,
  });
});
afterAll(async () => {
  await t?.close();
});

const overview = (as?: 'boss' | 'fin' | 'ops') => admin.api('GET', '/admin-api/dashboard', { as });

describe('GET /admin-api/dashboard', () => {
  it('refuses a caller without an operator session', async () => {
    const res = await overview();
    expect(res.status).toBe(401);
    // A member's token is not an operator's.
    const m = await registerMember(t, rootCodes(t));
    const asMember = await t.call({ method: 'GET', url: '/admin-api/dashboard', token: m.token, lang: 'en' });
    expect(asMember.status).toBe(401);
  });

  it('gives a super admin every figure over the last 30 UTC days and every queue', async () => {
    const res = await overview('boss');
    expect(res.body.code, res.body.msg).toBe(1);
    const d = res.body.data;
    expect(d.today).toBe(today);
    expect(d.from).toBe(days[0]);
    for (const f of [d.new_members, d.sales, d.top_ups, d.withdrawals_paid, d.bonuses]) {
      expect(f.days).toHaveLength(30);
      expect(f.days.map((x: { day: string }) => x.day)).toEqual(days);
    }
    // Root + two registered today + the one registered in the first test may be there; the aged one is outside.
    expect(d.new_members.today.count).toBeGreaterThanOrEqual(3);
    expect(d.new_members.count).toBe(d.new_members.today.count);
    expect(d.sales.today).toEqual({ day: today, count: 1, amount: '100.00' });
    expect(d.sales.count).toBe(2);
    expect(d.sales.amount).toBe('150.50');
    expect(d.sales.days[27]).toEqual({ day: dayBefore, count: 1, amount: '50.50' });
    expect(d.top_ups.amount).toBe('50.00');
    expect(d.top_ups.today.amount).toBe('20.00');
    expect(d.withdrawals_paid).toMatchObject({ count: 1, amount: '40.00' });
    expect(d.withdrawals_paid.today.count).toBe(0);
    expect(d.withdrawals_waiting).toEqual({ count: 2, amount: '20.00' });
    // A reversal nets out: 15 paid, 5 taken back; 10 against 150.50 of sales.
    expect(d.bonuses.amount).toBe('10.00');
    expect(d.bonuses.today.amount).toBe('-5.00');
    expect(d.bonuses.share_of_sales).toBe('6.64');
    expect(d.queues).toEqual({ withdrawals: 2, kyc: 1, feedback: 2, applications: 1, orders_to_ship: 2 });
  });

  it('leaves out what the operations role may not read or act on', async () => {
    const res = await overview('ops');
    expect(res.body.code, res.body.msg).toBe(1);
    const d = res.body.data;
    // operations: members, orders, kyc, feedback, applications; no chain, withdrawals or ledger.
    expect(d.new_members).toBeDefined();
    expect(d.sales).toBeDefined();
    expect(d).not.toHaveProperty('top_ups');
    expect(d).not.toHaveProperty('withdrawals_paid');
    expect(d).not.toHaveProperty('withdrawals_waiting');
    expect(d).not.toHaveProperty('bonuses');
    expect(d.queues).toEqual({ kyc: 1, feedback: 2, applications: 1, orders_to_ship: 2 });
  });

  it('leaves out what the finance role may not act on', async () => {
    const res = await overview('fin');
    expect(res.body.code, res.body.msg).toBe(1);
    const d = res.body.data;
    expect(d.top_ups.amount).toBe('50.00');
    expect(d.bonuses.share_of_sales).toBe('6.64');
    // finance reviews withdrawals, but ships no orders and answers no members' services.
    expect(d.queues).toEqual({ withdrawals: 2 });
  });
});
