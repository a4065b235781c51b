import fc from 'fast-check';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { Money, type Asset } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { settleDate, trackOrder } from '../src/modules/bonus/index.js';
import { bonusOrders, bonusRecords } from '../src/modules/bonus/tables.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { memberAccounts } from '../src/modules/ledger/index.js';
import { members } from '../src/modules/member/tables.js';
import { networkStats } from '../src/modules/network/tables.js';
import { orderRefunds, orders } from '../src/modules/order/tables.js';
import { writeSetting } from '../src/modules/site/index.js';
import { registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced, fund, useCheapPayPassword } from './wallet-helpers.js';

// Refunds of paid orders by operators (issue #11): money back through the ledger exactly as paid, stock back, bonuses
// reversed, the order's lifecycle, and the invariants under attack (twice, at once, too many, unpaid, against the
// settlement).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperators>>;
const skus: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.database.db);
  const rows = await t.database.db.select({ id: productSkus.id }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(2);
  for (const r of rows) {
    skus.push(r.id);
    await t.database.db.update(productSkus).set({ stock: 10_000, price: '33.33' }).where(eq(productSkus.id, r.id));
  }
  await writeSetting(t.database.db, 'shipping_fee', '7.01');
  admin = await signInOperators(t);
}, 120_000);
afterAll(async () => { await t?.close(); });

type Member = Awaited<ReturnType<typeof registerMember>>;
const member = (url: string, payload: unknown, token: string) => t.call({ method: 'POST', url, payload: payload as object, token, lang: 'en' });
const memberGet = (url: string, token: string) => t.call({ method: 'GET', url, token, lang: 'en' });
const refund = (body: unknown, as: 'fin' | 'ops' | 'boss' = 'fin') => admin.api('POST', '/admin-api/orders/refund', { as, body });
const stockOf = async (sku: number) => (await t.database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku)))[0]!.s;
const internalId = async (m: Member) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberId, m.userinfo.member_id)))[0]!.id;

async function wallet(m: Member): Promise<Record<Asset, string>> {
  const rows = await memberAccounts(t.database.db, [await internalId(m)]);
  const out = { balance: '0.00', shop_coins: '0.00', integral: '0.00' } as Record<Asset, string>;
  for (const r of rows) out[r.asset as Asset] = new Money(r.balance).toFixed(2);
  return out;
}

/** A member with funds, and an unpaid order of the given lines (quantity per SKU index). */
async function unpaidOrder(quantities: number[], funds: Partial<Record<Asset, string>> = { balance: '5000' }, codes = rootCodes(t)) {
  const m = await registerMember(t, codes);
  await useCheapPayPassword(t, m.userinfo.member_id);
  for (const [asset, amount] of Object.entries(funds)) await fund(t, m.userinfo.member_id, amount, asset as Asset);
  const addressId = (await member('/api/address/add', { recipient: 'Lim', area_code: '65', phone: '91234567', country: 'SG', detail: 'Blk 1' }, m.token)).body.data.id;
  for (const [i, q] of quantities.entries()) if (q > 0) await member('/api/cart/add', { sku_id: skus[i], quantity: q }, m.token);
  const o = (await member('/api/order/create', { address_id: addressId }, m.token)).body.data;
  if (!o?.id) throw new Error('order not created');
  return { m, o };
}

async function paidOrder(quantities: number[], payMethod = 'balance', funds: Partial<Record<Asset, string>> = { balance: '5000' }, useBalance = true, codes = rootCodes(t)) {
  const { m, o } = await unpaidOrder(quantities, funds, codes);
  const before = await wallet(m);
  const paid = await member('/api/order/pay', { order_id: o.id, pay_method: payMethod, use_balance: useBalance, pay_password: '246810' }, m.token);
  expect(paid.body.code).toBe(1);
  return { m, o: paid.body.data, before };
}

describe('refunding a paid order in the back office', () => {
  it('refunds a whole order (finance only, with a reason): money and stock back, order refunded, audited; the member sees it', async () => {
    const { m, o, before } = await paidOrder([2, 1]);
    const stock = [await stockOf(skus[0]!), await stockOf(skus[1]!)];
    expect((await refund({ order_id: o.id, reason: 'damaged' }, 'ops')).status).toBe(403);
    expect((await refund({ order_id: o.id, reason: '' })).body.msg).toBe('Reason is required');
    const res = await refund({ order_id: o.id, reason: 'damaged in transit' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Refund made', data: { status: 'refunded', refunded_total: o.total } });
    expect(res.body.data.refunds).toMatchObject([{ amount: o.total, amounts: [{ asset: 'balance', amount: o.total }], reason: 'damaged in transit' }]);
    expect(res.body.data.lines.map((l: { refunded_quantity: number }) => l.refunded_quantity)).toEqual([2, 1]);
    expect(res.body.data.events.at(-1)).toMatchObject({ action: 'refund', from_status: 'paid', to_status: 'refunded', actor: 'operator:fin', note: 'damaged in transit' });
    expect(await wallet(m)).toEqual(before);
    expect([await stockOf(skus[0]!), await stockOf(skus[1]!)]).toEqual([stock[0]! + 2, stock[1]! + 1]);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, o.order_no)));
    expect(audit).toMatchObject({ operatorName: 'fin', before: { status: 'paid' }, after: { status: 'refunded', reason: 'damaged in transit', amount: new Money(o.total).toFixed() } });

    // The member's list and detail show the refund with its amount and reason.
    const detail = (await memberGet(`/api/order/detail?id=${o.id}`, m.token)).body.data;
    expect(detail).toMatchObject({ status: 'refunded', refunded_total: o.total, refunds: [{ reason: 'damaged in transit', amount: o.total }] });
    expect(detail.refunds[0].lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    const list = (await memberGet('/api/order/index', m.token)).body.data.list;
    expect(list[0]).toMatchObject({ id: o.id, status: 'refunded', refunded_total: o.total });

    // Twice: refused, nothing moves.
    expect((await refund({ order_id: o.id, reason: 'again' })).body.msg).toBe('Only a paid order can be refunded, and this one has nothing left to refund');
    expect(await wallet(m)).toEqual(before);
    await expectBooksBalanced(t);
  });

  it.each([
    ['balance', { balance: '500' }, true],
    ['integral', { integral: '500' }, true],
    ['shop_coins', { shop_coins: '500' }, true],
    ['coupons_balance', { shop_coins: '20.50', balance: '500' }, true],
    ['coupons_balance', { shop_coins: '500' }, false],
  ] as const)('gives back exactly what a %s payment took, asset by asset (%o)', async (method, funds, useBalance) => {
    const { m, o, before } = await paidOrder([3], method, funds, useBalance);
    const afterPay = await wallet(m);
    expect(afterPay).not.toEqual(before);
    // A first line refund, then the rest: every asset ends where it started, never above.
    const line = o.lines[0].id;
    await refund({ order_id: o.id, reason: 'one broken', lines: [{ line_id: line, quantity: 1 }] });
    const mid = await wallet(m);
    for (const a of ['balance', 'shop_coins', 'integral'] as const) {
      expect(new Money(mid[a]).gte(afterPay[a])).toBe(true);
      expect(new Money(mid[a]).lte(before[a])).toBe(true);
    }
    const done = (await refund({ order_id: o.id, reason: 'rest returned' })).body.data;
    expect(done.status).toBe('refunded');
    expect(done.refunded_total).toBe(o.total);
    expect(await wallet(m)).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('splits a refund by line in proportion, rounding once: the sum never passes what was paid, the last refund takes the rest and the shipping', async () => {
    // 3 × 33.33 + 7.01 shipping = 107.00, paid 20.50 in coupons and 86.50 from the balance.
    const { m, o, before } = await paidOrder([3], 'coupons_balance', { shop_coins: '20.50', balance: '500' });
    expect(o).toMatchObject({ total: '107.00', paid_shop_coins: '20.50', paid_balance: '86.50' });
    const line = o.lines[0].id;
    const first = (await refund({ order_id: o.id, reason: 'one', lines: [{ line_id: line, quantity: 1 }] })).body.data;
    expect(first.status).toBe('partially_refunded');
    // 33.33 / 107 of each: coupons 20.50 × 0.3115 = 6.38 (6.3857 rounded down), balance 86.50 × 0.3115 = 26.94 (26.944).
    expect(first.refunds[0].amounts).toEqual([{ asset: 'balance', amount: '26.94' }, { asset: 'shop_coins', amount: '6.38' }]);
    const second = (await refund({ order_id: o.id, reason: 'two', lines: [{ line_id: line, quantity: 1 }] })).body.data;
    // Cumulative 66.66 / 107: coupons 12.77 (12.7714) → 6.39 this time; balance 53.88 (53.889) → 26.94.
    expect(second.refunds[1].amounts).toEqual([{ asset: 'balance', amount: '26.94' }, { asset: 'shop_coins', amount: '6.39' }]);
    // More than is left of the line, a line of another order, zero: refused, nothing written.
    const mid = await wallet(m);
    expect((await refund({ order_id: o.id, reason: 'x', lines: [{ line_id: line, quantity: 2 }] })).body.msg)
      .toBe('You cannot refund more of a line than was bought and not yet refunded');
    expect((await refund({ order_id: o.id, reason: 'x', lines: [{ line_id: line, quantity: 1 }, { line_id: line, quantity: 1 }] })).body.msg)
      .toBe('You cannot refund more of a line than was bought and not yet refunded');
    const other = (await paidOrder([1])).o;
    expect((await refund({ order_id: o.id, reason: 'x', lines: [{ line_id: other.lines[0].id, quantity: 1 }] })).body.msg).toBe('This line is not part of the order');
    expect((await refund({ order_id: o.id, reason: 'x', lines: [{ line_id: line, quantity: 0 }] })).body.code).toBe(0);
    expect(await wallet(m)).toEqual(mid);
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id))).toHaveLength(2);
    const last = (await refund({ order_id: o.id, reason: 'three', lines: [{ line_id: line, quantity: 1 }] })).body.data;
    expect(last.status).toBe('refunded');
    expect(last.refunds[2].amounts).toEqual([{ asset: 'balance', amount: '32.62' }, { asset: 'shop_coins', amount: '7.73' }]);
    expect(last.refunded_total).toBe('107.00');
    expect(await wallet(m)).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('refuses to refund an unpaid or cancelled order', async () => {
    const { o } = await unpaidOrder([1]);
    expect((await refund({ order_id: o.id, reason: 'x' })).body.msg).toBe('Only a paid order can be refunded, and this one has nothing left to refund');
    await admin.api('POST', '/admin-api/orders/cancel', { as: 'ops', body: { order_id: o.id, reason: 'asked' } });
    expect((await refund({ order_id: o.id, reason: 'x' })).body.msg).toBe('Only a paid order can be refunded, and this one has nothing left to refund');
    expect((await refund({ order_id: 999_999_999, reason: 'x' })).body.msg).toBe('Order not found');
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id))).toHaveLength(0);
  });

  it('a partly refunded order still ships and is confirmed; it never becomes eligible for bonuses', async () => {
    const { m, o } = await paidOrder([2]);
    await refund({ order_id: o.id, reason: 'one out of stock', lines: [{ line_id: o.lines[0].id, quantity: 1 }] });
    const shipped = await admin.api('POST', '/admin-api/orders/ship', { as: 'ops', body: { order_id: o.id, carrier: 'DHL', tracking_no: 'D1' } });
    expect(shipped.body.data.status).toBe('shipped');
    expect((await member('/api/order/confirm', { order_id: o.id }, m.token)).body.data).toMatchObject({ status: 'completed', refunded_total: '33.33' });
    expect(await trackOrder(t.database.db, o.id)).toBe(false);
  });
});

describe('refunds under attack', () => {
  it('twenty whole refunds of one order at once: exactly one goes through, the money comes back once', async () => {
    const { m, o, before } = await paidOrder([2]);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => refund({ order_id: o.id, reason: `burst ${i}` }, i % 2 ? 'fin' : 'boss')));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.body.code !== 1).map((r) => r.body.msg))).toEqual(new Set(['Only a paid order can be refunded, and this one has nothing left to refund']));
    expect(await wallet(m)).toEqual(before);
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id))).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it('twelve one-unit refunds of a five-unit line at once: five go through, never more than was paid', async () => {
    const { m, o, before } = await paidOrder([5]);
    const line = o.lines[0].id;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => refund({ order_id: o.id, reason: `unit ${i}`, lines: [{ line_id: line, quantity: 1 }] })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(5);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('refunded');
    const refunds = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id));
    expect(refunds.reduce((s, r) => s.plus(r.amount), new Money(0)).toFixed(2)).toBe(o.total);
    expect(await wallet(m)).toEqual(before);
    await expectBooksBalanced(t);
  });
});

describe('refunds (property)', () => {
  it('random refund sequences, some at once and some too large: the member never gets back more than was paid, and all of it at the end', async () => {
    const step = fc.record({ line: fc.nat(1), quantity: fc.integer({ min: 1, max: 4 }), together: fc.boolean() });
    await fc.assert(fc.asyncProperty(
      fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })),
      fc.constantFrom(['balance', { balance: '1000' }, true] as const, ['coupons_balance', { shop_coins: '41.17', balance: '1000' }, true] as const, ['integral', { integral: '1000' }, true] as const),
      fc.array(step, { minLength: 1, maxLength: 6 }),
      async (quantities, [method, funds, useBalance], steps) => {
        const { m, o, before } = await paidOrder(quantities, method, funds, useBalance);
        const afterPay = await wallet(m);
        // Steps marked `together` go out at once with the one before them.
        const batches: Array<typeof steps> = [];
        for (const s of steps) (s.together && batches.length ? batches.at(-1)! : (batches.push([]), batches.at(-1)!)).push(s);
        for (const batch of batches) {
          await Promise.all(batch.map((s) => refund({ order_id: o.id, reason: 'property', lines: [{ line_id: o.lines[s.line % o.lines.length].id, quantity: s.quantity }] })));
          const now = await wallet(m);
          for (const a of ['balance', 'shop_coins', 'integral'] as const) {
            expect(new Money(now[a]).gte(afterPay[a])).toBe(true);
            expect(new Money(now[a]).lte(before[a])).toBe(true);
          }
        }
        const lines = (await memberGet(`/api/order/detail?id=${o.id}`, m.token)).body.data.lines as Array<{ quantity: number; refunded_quantity: number }>;
        for (const l of lines) expect(l.refunded_quantity).toBeLessThanOrEqual(l.quantity);
        const left = lines.some((l) => l.refunded_quantity < l.quantity);
        const rest = await refund({ order_id: o.id, reason: 'the rest' });
        expect(rest.body.code).toBe(left ? 1 : 0);
        expect(await wallet(m)).toEqual(before);
      },
    ), { numRuns: 6 });
    await expectBooksBalanced(t);
  }, 180_000);
});

describe('refunds and bonuses', () => {
  /** A completed order whose buyer's sponsor (a member made V1) is owed a referral bonus once the order is eligible. */
  async function eligibleOrder() {
    const sponsor = await registerMember(t, rootCodes(t));
    const [row] = await t.database.db.select().from(members).where(eq(members.memberId, sponsor.userinfo.member_id));
    await t.database.db.insert(networkStats).values({ memberId: row!.id, personalBv: '1000', level: 1 });
    const { m, o } = await paidOrder([3], 'balance', { balance: '5000' }, true, { invite_code: row!.inviteCode, node_code: row!.leftNodeCode });
    await admin.api('POST', '/admin-api/orders/ship', { as: 'ops', body: { order_id: o.id, carrier: 'DHL', tracking_no: 'D2' } });
    await member('/api/order/confirm', { order_id: o.id }, m.token);
    // The app's own subscriber may track it first (receipt confirmed is an event); either way it is tracked once.
    await trackOrder(t.database.db, o.id);
    expect(await t.database.db.select().from(bonusOrders).where(eq(bonusOrders.orderId, o.id))).toHaveLength(1);
    return { m, o, sponsor, sponsorId: row!.id };
  }
  const balanceOf = async (id: number) => new Money((await memberAccounts(t.database.db, [id])).find((a) => a.asset === 'balance')?.balance ?? '0');
  const paidFor = async (orderId: number) => (await t.database.db.select({ paid: sql<string>`coalesce(sum(${bonusRecords.paid}), 0)::text` })
    .from(bonusRecords).where(eq(bonusRecords.orderId, orderId)))[0]!.paid;

  it('reverses the bonuses already paid on the order, in the refund, once; an order not yet eligible simply stops', async () => {
    const { o, sponsor, sponsorId } = await eligibleOrder();
    const [tracked] = await t.database.db.select().from(bonusOrders).where(eq(bonusOrders.orderId, o.id));
    await settleDate(t.database.db, tracked!.eligibleOn);
    const paid = new Money(await paidFor(o.id));
    expect(paid.gt(0)).toBe(true);
    const statement = async () => (await memberGet('/api/bonus_statement/getReferralBonusLogs', sponsor.token)).body.data.list as Array<{ amount: string; reversal: boolean }>;
    const [credit] = await statement();
    expect(credit).toMatchObject({ reversal: false });
    const before = await balanceOf(sponsorId);
    const res = await refund({ order_id: o.id, reason: 'returned after use', lines: [{ line_id: o.lines[0].id, quantity: 1 }] });
    expect(res.body.data.status).toBe('partially_refunded');
    expect(new Money(await paidFor(o.id)).isZero()).toBe(true);
    // The sponsor's balance gives back the bonus's balance part, and their referral statement shows the reversal.
    expect((await balanceOf(sponsorId)).lt(before)).toBe(true);
    const records = await statement();
    expect(records).toHaveLength(2);
    expect(records.find((r) => r.reversal)).toMatchObject({ amount: `-${credit!.amount}` });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, o.order_no)));
    expect(audit!.after).toMatchObject({ bonuses: 'reversed' });
    // The rest of the order: no second reversal.
    const reversals = async () => (await t.database.db.select().from(bonusRecords).where(and(eq(bonusRecords.orderId, o.id), isNotNull(bonusRecords.reversalOf)))).length;
    const n = await reversals();
    await refund({ order_id: o.id, reason: 'the rest' });
    expect(await reversals()).toBe(n);
    expect(new Money(await paidFor(o.id)).isZero()).toBe(true);

    const waiting = await eligibleOrder();
    await refund({ order_id: waiting.o.id, reason: 'before eligibility' });
    expect((await t.database.db.select().from(bonusOrders).where(eq(bonusOrders.orderId, waiting.o.id)))[0]!.state).toBe('refunded');
    await expectBooksBalanced(t);
  });

  it('a refund racing the settlement of its order: either the run leaves it out or the refund reverses what it paid', async () => {
    for (let i = 0; i < 3; i++) {
      const { o } = await eligibleOrder();
      const day = `2030-01-0${i + 1}`;
      await t.database.db.update(bonusOrders).set({ eligibleOn: day }).where(eq(bonusOrders.orderId, o.id));
      const [run, res] = await Promise.all([settleDate(t.database.db, day), refund({ order_id: o.id, reason: `race ${i}` })]);
      expect(run.day).toBe(day);
      expect(res.body.code).toBe(1);
      expect(new Money(await paidFor(o.id)).isZero()).toBe(true);
      expect(['refunded', 'reversed']).toContain((await t.database.db.select().from(bonusOrders).where(eq(bonusOrders.orderId, o.id)))[0]!.state);
    }
    await expectBooksBalanced(t);
  });
});
