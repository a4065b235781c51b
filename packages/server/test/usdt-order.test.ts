// Orders paid by USDT and by coupons + USDT on anvil, through the member API: exact, with coupons, short then finished
// with the balance, late after expiry, cancelled, and a burst of balance payments racing the deposit job.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanOnce } from '../src/modules/chain/index.js';
import { cancelExpiredOrders } from '../src/modules/order/index.js';
import { orderEvents, orders } from '../src/modules/order/tables.js';
import { startTestChain, type TestChain } from './support/anvil.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { stockedSku } from './shop-helpers.js';
import { expectBooksBalanced, fund, useCheapPayPassword } from './wallet-helpers.js';

let chain: TestChain;
let t: TestApp;
let sku: number;
beforeAll(async () => {
  chain = await startTestChain();
  // As on the demo chain: the demo wallet is offered (its payer is one of the test chain's funded accounts). The
  // jobs are run by the tests themselves (runDue), so each step is seen before the next.
  t = await startTestApp({ chain: { ...chain.runtime, demo: true }, jobs: false });
  sku = await stockedSku(t, 1000);
  await scanOnce(t.database.db, chain.runtime);
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const get = async (url: string, token: string) => (await t.call({ method: 'GET', url, token, lang: 'en' })).body;
const pay = (m: Buyer, orderId: number, pay_method: string, key?: string) =>
  t.call({ method: 'POST', url: '/api/order/pay', payload: { order_id: orderId, pay_method, pay_password: '246810' }, token: m.token, lang: 'en', headers: key ? { 'idempotency-key': key } : {} });
const payStatus = async (m: Buyer, id: number) => (await get(`/api/order/pay_status?id=${id}`, m.token)).data;
const detail = async (m: Buyer, id: number) => (await get(`/api/order/detail?id=${id}`, m.token)).data;
const wallet = async (m: Buyer) => (await get('/api/account/balance', m.token)).data as { balance: string };
const coupons = async (m: Buyer) => (await get('/api/account/shopCoins', m.token)).data as { shop_coins: string; frozen: unknown[] };
const addressOf = async (m: Buyer) => (await get('/api/recharge/info', m.token)).data.address as `0x${string}`;
const money = (v: number) => v.toFixed(2);

async function buyer(shopCoins?: string) {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  const address = await t.post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token);
  if (shopCoins) await fund(t, m.userinfo.member_id, shopCoins, 'shop_coins');
  return { ...m, addressId: address.body.data.id as number };
}
async function order(m: Buyer) {
  const res = await t.post('/api/order/create', { address_id: m.addressId, sku_id: sku }, m.token);
  expect(res.body.code).toBe(1);
  return res.body.data as { id: number; total: string };
}
/** Mines past finality, runs a scanner pass, then every job it caused (the event's publication and its subscribers). */
async function finalize() {
  await chain.mine(2);
  const report = await scanOnce(t.database.db, chain.runtime);
  expect(report.error).toBeUndefined();
  await t.app.deps.jobs.runDue();
}
const payments = async (orderId: number) =>
  (await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'pay')))).length;

describe('orders paid by USDT', () => {
  it('waits for the USDT, shows what to send, and turns paid once the demo wallet’s transfer is final', async () => {
    const m = await buyer();
    const o = await order(m);
    const res = await pay(m, o.id, 'usdt');
    expect(res.body).toMatchObject({ code: 1, msg: en('order_usdt_waiting'), data: { status: 'unpaid', pay_method: 'usdt', usdt_due: o.total } });
    expect(await payStatus(m, o.id)).toMatchObject({ status: 'unpaid', paid: false, pay_method: 'usdt', usdt_due: o.total, usdt_to_send: o.total, usdt_confirming: '0.00' });
    // Choosing it again changes nothing.
    expect((await pay(m, o.id, 'usdt')).body.data).toMatchObject({ status: 'unpaid', usdt_due: o.total });

    const sent = await t.post('/api/order/demo_pay', { order_id: o.id }, m.token);
    expect(sent.body.data.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    await scanOnce(t.database.db, chain.runtime);
    expect(await payStatus(m, o.id)).toMatchObject({ status: 'unpaid', usdt_confirming: o.total, usdt_to_send: '0.00' });
    // What is on its way is not sent twice.
    expect((await t.post('/api/order/demo_pay', { order_id: o.id }, m.token)).body).toMatchObject({ code: 0, msg: en('order_usdt_nothing_to_send') });

    await finalize();
    expect(await payStatus(m, o.id)).toMatchObject({ status: 'paid', paid: true, usdt_due: '0.00' });
    expect(await detail(m, o.id)).toMatchObject({ status: 'paid', pay_method: 'usdt', paid_balance: o.total, paid_shop_coins: '0.00', usdt_due: '0.00' });
    expect((await wallet(m)).balance).toBe('0.00');
    // The deposit's event delivered again pays nothing twice.
    await t.database.db.execute(`update jobs set state = 'queued', run_at = now() where name = 'event:order.pay_usdt'`);
    await t.app.deps.jobs.runDue();
    expect(await payments(o.id)).toBe(1);
    await expectBooksBalanced(t);
  });

  it('reserves the coupons part at once and takes the rest in USDT', async () => {
    const m = await buyer('5');
    const o = await order(m);
    const due = money(Number(o.total) - 5);
    expect((await pay(m, o.id, 'coupons_usdt')).body.data).toMatchObject({ status: 'unpaid', pay_method: 'coupons_usdt', usdt_due: due });
    const held = await coupons(m);
    expect(held.frozen).toMatchObject([{ amount: '5.00' }]);
    expect(await payStatus(m, o.id)).toMatchObject({ usdt_due: due, usdt_to_send: due });

    await chain.sendUsdt(chain.payers[1]!, await addressOf(m), due);
    await finalize();
    expect(await detail(m, o.id)).toMatchObject({ status: 'paid', pay_method: 'coupons_usdt', paid_shop_coins: '5.00', paid_balance: due });
    expect(await coupons(m)).toMatchObject({ shop_coins: '0.00', frozen: [] });
    expect((await wallet(m)).balance).toBe('0.00');
    await expectBooksBalanced(t);
  });

  it('gives a coupons + USDT order back in both assets when an operator refunds it', async () => {
    // The payment is two ledger entries (the coupon reservation posted, the due taken from the balance): a refund
    // that reversed only one of them kept the coupons in sales.
    const m = await buyer('5');
    const o = await order(m);
    const due = money(Number(o.total) - 5);
    await pay(m, o.id, 'coupons_usdt');
    await chain.sendUsdt(chain.payers[1]!, await addressOf(m), due);
    await finalize();
    expect(await detail(m, o.id)).toMatchObject({ status: 'paid' });
    const admin = await signInOperators(t);
    const res = await admin.api('POST', '/admin-api/orders/refund', { as: 'fin', body: { order_id: o.id, reason: 'out of stock' } });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'refunded', refunded_total: o.total } });
    expect((await coupons(m)).shop_coins).toBe('5.00');
    expect((await wallet(m)).balance).toBe(due);
    await expectBooksBalanced(t);
  });

  it('pays at once when the balance, or the coupons, already cover the order', async () => {
    const rich = await buyer();
    const o = await order(rich);
    await fund(t, rich.userinfo.member_id, o.total);
    expect((await pay(rich, o.id, 'usdt')).body).toMatchObject({ code: 1, msg: en('order_paid'), data: { status: 'paid', pay_method: 'usdt', paid_balance: o.total } });
    expect((await wallet(rich)).balance).toBe('0.00');
    const couponed = await buyer('1000');
    const c = await order(couponed);
    expect((await pay(couponed, c.id, 'coupons_usdt')).body.data).toMatchObject({ status: 'paid', paid_shop_coins: c.total, paid_balance: '0.00', usdt_due: '0.00' });
    expect(await coupons(couponed)).toMatchObject({ shop_coins: money(1000 - Number(c.total)), frozen: [] });
    expect([await payments(o.id), await payments(c.id)]).toEqual([1, 1]);
    await expectBooksBalanced(t);
  });

  it('credits a short payment to the balance, shows what remains, and lets the balance finish it', async () => {
    const m = await buyer('5');
    const o = await order(m);
    const due = Number(o.total) - 5;
    await pay(m, o.id, 'coupons_usdt');
    await chain.sendUsdt(chain.payers[1]!, await addressOf(m), '3');
    await finalize();
    expect(await payStatus(m, o.id)).toMatchObject({ status: 'unpaid', usdt_due: money(due), usdt_to_send: money(due - 3) });
    expect((await wallet(m)).balance).toBe('3.00');
    // While the coupons are reserved, only the balance may finish it; it must cover the rest.
    expect((await pay(m, o.id, 'integral')).body).toMatchObject({ code: 0, msg: en('order_usdt_coupons_reserved') });
    expect((await pay(m, o.id, 'balance')).body).toMatchObject({ code: 0, msg: en('insufficient_balance') });
    expect(await payments(o.id)).toBe(0);

    await fund(t, m.userinfo.member_id, '100');
    const done = await pay(m, o.id, 'balance', 'finish-1');
    expect(done.body).toMatchObject({ code: 1, msg: en('order_paid'), data: { status: 'paid', paid_shop_coins: '5.00', paid_balance: money(due) } });
    // Its repeat answers the paid order and moves nothing.
    expect((await pay(m, o.id, 'balance', 'finish-1')).body.data).toMatchObject({ status: 'paid' });
    expect((await wallet(m)).balance).toBe(money(103 - due));
    expect(await coupons(m)).toMatchObject({ shop_coins: '0.00', frozen: [] });
    await expectBooksBalanced(t);
  });

  it('credits a payment that comes after the order expired to the balance, never to the order', async () => {
    const m = await buyer('5');
    const o = await order(m);
    await pay(m, o.id, 'coupons_usdt');
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    expect(await cancelExpiredOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await detail(m, o.id)).toMatchObject({ status: 'cancelled', usdt_due: '0.00' });
    expect(await coupons(m)).toMatchObject({ shop_coins: '5.00', frozen: [] });

    await chain.sendUsdt(chain.payers[2]!, await addressOf(m), o.total);
    await finalize();
    expect(await detail(m, o.id)).toMatchObject({ status: 'cancelled', paid_balance: '0.00' });
    expect((await wallet(m)).balance).toBe(o.total);
    expect(await payments(o.id)).toBe(0);
    await expectBooksBalanced(t);
  });

  it('gives the reserved coupons back when the member cancels', async () => {
    const m = await buyer('5');
    const o = await order(m);
    await pay(m, o.id, 'coupons_usdt');
    expect((await coupons(m)).frozen).toMatchObject([{ amount: '5.00' }]);
    expect((await t.post('/api/order/cancel', { order_id: o.id }, m.token)).body.data).toMatchObject({ status: 'cancelled' });
    expect(await coupons(m)).toMatchObject({ shop_coins: '5.00', frozen: [] });
    expect((await pay(m, o.id, 'balance')).body.msg).toBe(en('order_wrong_state'));
    await expectBooksBalanced(t);
  });

  it('pays once when the member pays with the balance in a burst while the deposit job runs', async () => {
    const m = await buyer('5');
    const o = await order(m);
    const due = money(Number(o.total) - 5);
    await pay(m, o.id, 'coupons_usdt');
    await chain.sendUsdt(chain.payers[0]!, await addressOf(m), due);
    await chain.mine(2);
    // The deposit is credited (its event waits for the job runner), then the job and 12 balance payments race.
    await scanOnce(t.database.db, chain.runtime);
    const answers = await Promise.all([
      t.app.deps.jobs.runDue().then(() => null),
      ...Array.from({ length: 12 }, (_, i) => pay(m, o.id, i % 2 ? 'balance' : 'coupons_balance', `burst-${i}`)),
    ]);
    const paidByMember = answers.filter((a) => a && a.body.code === 1).length;
    expect(paidByMember).toBeLessThanOrEqual(1);
    for (const a of answers) if (a && a.body.code !== 1) expect([en('order_wrong_state'), en('insufficient_balance')]).toContain(a.body.msg);
    await t.app.deps.jobs.runDue();
    expect(await payments(o.id)).toBe(1);
    expect(await detail(m, o.id)).toMatchObject({ status: 'paid', paid_shop_coins: '5.00', paid_balance: due });
    expect((await wallet(m)).balance).toBe('0.00');
    expect(await coupons(m)).toMatchObject({ shop_coins: '0.00', frozen: [] });
    await expectBooksBalanced(t);
  });

  it('pays an order whose USDT was sent in time even when it becomes final after the deadline', async () => {
    const m = await buyer();
    const o = await order(m);
    await pay(m, o.id, 'usdt');
    await chain.sendUsdt(chain.payers[1]!, await addressOf(m), o.total);
    await scanOnce(t.database.db, chain.runtime);
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() + 500) }).where(eq(orders.id, o.id));
    await expect.poll(async () => (await payStatus(m, o.id)).remaining_seconds, { interval: 200, timeout: 10_000 }).toBe(0);
    await cancelExpiredOrders(t.database.db);
    expect(await detail(m, o.id)).toMatchObject({ status: 'unpaid' });
    await finalize();
    expect(await detail(m, o.id)).toMatchObject({ status: 'paid', paid_balance: o.total });
    await expectBooksBalanced(t);
  });

  it('pays a USDT order once when balance payments race the deposit job (no coupons: the one-call payment)', async () => {
    const m = await buyer();
    const o = await order(m);
    await pay(m, o.id, 'usdt');
    await chain.sendUsdt(chain.payers[2]!, await addressOf(m), o.total);
    await chain.mine(2);
    await scanOnce(t.database.db, chain.runtime);
    const answers = await Promise.all([
      t.app.deps.jobs.runDue().then(() => null),
      ...Array.from({ length: 12 }, (_, i) => pay(m, o.id, 'balance', `usdt-burst-${i}`)),
    ]);
    expect(answers.filter((a) => a && a.body.code === 1).length).toBeLessThanOrEqual(1);
    for (const a of answers) if (a && a.body.code !== 1) expect([en('order_wrong_state'), en('insufficient_balance')]).toContain(a.body.msg);
    await t.app.deps.jobs.runDue();
    expect(await payments(o.id)).toBe(1);
    expect((await wallet(m)).balance).toBe('0.00');
    await expectBooksBalanced(t);
  });
});
