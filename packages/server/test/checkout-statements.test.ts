import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney, translate } from '@onego/contract';
import { walletOf } from '../src/modules/ledger/index.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { orders } from '../src/modules/order/tables.js';
import { stockedSku } from './shop-helpers.js';
import { en, registerMember, rootCodes, startTestApp, TEST_DB, type TestApp } from './harness.js';
import { expectBooksBalanced, fund, memberRow, useCheapPayPassword } from './wallet-helpers.js';

// A checkout creates and pays with a handful of statements and never re-reads what it just wrote (issue 12). These
// counts are what the code reaches; a change that adds a round trip to the shop's hottest path fails here.
const CREATE_STATEMENTS = 1; // order_create: the session (recent from the lookups before) confirmed, the address, the stock of the whole sale, the order with its lines
const PAY_STATEMENTS = 1; // order_pay: the session (recent from the create) and PIN confirmed, key, order locked, posting, transition with its event row and domain event, answer

let t: TestApp;
let skuId: number;
beforeAll(async () => {
  // No job workers: their polling would add statements to the counts below.
  t = await startTestApp({ jobs: false });
  skuId = await stockedSku(t, 1000);
});
afterAll(async () => {
  await t?.close();
});

/** The statements a call sends to the database (every query of every pooled client). */
async function statementsOf<T>(call: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await call();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

async function buyer() {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  await fund(t, m.userinfo.member_id, '100000');
  await fund(t, m.userinfo.member_id, '1', 'shop_coins');
  const address = await t.post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token);
  return { ...m, addressId: address.body.data.id as number };
}

describe('a payment written by the statements that make it', () => {
  it('the pay transition writes the order event and the domain event (with what it reports of the order) with the move', async () => {
    const m = await buyer();
    const order = (await t.post('/api/order/create', { address_id: m.addressId, sku_id: skuId, quantity: 2 }, m.token)).body.data;
    const paid = await t.post('/api/order/pay', { order_id: order.id, pay_method: 'coupons_balance', pay_password: '246810' }, m.token);
    expect(paid.body.data).toMatchObject({ status: 'paid', paid_shop_coins: '1.00', lines: [{ sku_id: skuId, quantity: 2 }] });
    expect(paid.body.data.paid_at).toBeGreaterThan(0);
    const events = await t.database.query<{ action: string; from_status: string; to_status: string; actor: string }>(
      'select action, from_status, to_status, actor from order_events where order_id = $1', [order.id]);
    expect(events).toEqual([{ action: 'pay', from_status: 'unpaid', to_status: 'paid', actor: `member:${m.userinfo.member_id}` }]);
    const [row] = await t.database.query<{ id: number; member_id: number }>('select id, member_id from orders where id = $1', [order.id]);
    const published = await t.database.query<{ payload: Record<string, unknown> }>(
      `select payload from domain_events where type = 'order.paid' and (payload->>'orderId')::bigint = $1`, [order.id]);
    expect(published.map((e) => e.payload)).toEqual([{
      orderId: order.id, orderNo: order.order_no, memberId: Number(row!.member_id), total: expect.any(String), actor: `member:${m.userinfo.member_id}`,
    }]);
    expect(formatMoney(published[0]!.payload.total as string)).toBe(order.total);
    // The detail read afterwards agrees with the answer the payment gave from what it had locked.
    expect((await t.call({ method: 'GET', url: `/api/order/detail?id=${order.id}`, token: m.token, lang: 'en' })).body.data).toEqual(paid.body.data);
  });
});

describe.runIf(TEST_DB === 'pg')('checkout statements', () => {
  it('a direct buy of one specification and its payment with balance cost a handful of statements each', async () => {
    const m = await buyer();
    const checkout = async (key: string, method: string) => {
      const create = await statementsOf(() => t.post('/api/order/create', { address_id: m.addressId, sku_id: skuId, quantity: 1 }, m.token));
      expect(create.result.body).toMatchObject({ code: 1, data: { status: 'unpaid' } });
      const pay = await statementsOf(() => t.call({
        method: 'POST', url: '/api/order/pay', token: m.token, lang: 'en', headers: { 'idempotency-key': key },
        payload: { order_id: create.result.body.data.id, pay_method: method, pay_password: '246810' },
      }));
      expect(pay.result.body).toMatchObject({ code: 1, data: { status: 'paid', lines: [{ sku_id: skuId, quantity: 1 }] } });
      return { create: create.statements, pay: pay.statements };
    };
    // Warm: the first calls of a connection prepare their statements and read the settings.
    await checkout('warm-up', 'balance');
    expect(await checkout('counted', 'balance')).toEqual({ create: CREATE_STATEMENTS, pay: PAY_STATEMENTS });
    // Coupons first and balance for the rest reads the coupons in the same locking statement: no more round trips.
    expect((await checkout('coupons', 'coupons_balance')).pay).toBe(PAY_STATEMENTS);
    await expectBooksBalanced(t);
  });
});

describe('an order payment settles its session and PIN inside its one database call', () => {
  async function unpaidOrder() {
    const m = await buyer();
    const created = await t.post('/api/order/create', { address_id: m.addressId, sku_id: skuId, quantity: 1 }, m.token);
    expect(created.body.code).toBe(1);
    return { m, order: created.body.data as { id: number; total: string } };
  }
  const pay = (token: string, orderId: number, pay_password: string, lang = 'en') =>
    t.call({ method: 'POST', url: '/api/order/pay', token, lang, payload: { order_id: orderId, pay_method: 'balance', use_balance: false, pay_password } });
  const balanceOf = async (memberId: string) => (await walletOf(t.database.db, (await memberRow(t, memberId)).id)).balance;

  it('a wrong PIN pays nothing and counts: the fifth locks, and then the right PIN is refused too', async () => {
    const { m, order } = await unpaidOrder();
    const ja = await pay(m.token, order.id, '111111', 'ja');
    expect(ja.body).toMatchObject({ code: 0, msg: translate('ja', 'pay_password_wrong') });
    for (let i = 0; i < 3; i++) expect((await pay(m.token, order.id, '111111')).body.msg).toBe(en('pay_password_wrong'));
    expect((await pay(m.token, order.id, '111111')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    expect((await pay(m.token, order.id, '246810')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    expect(await balanceOf(m.userinfo.member_id)).toBe('100000.00');
    expect((await t.call({ method: 'GET', url: `/api/order/detail?id=${order.id}`, token: m.token })).body.data.status).toBe('unpaid');
  });

  it('twenty wrong PINs at once are compared at most five times: the right one is then refused', async () => {
    const { m, order } = await unpaidOrder();
    const burst = await Promise.all(Array.from({ length: 20 }, () => pay(m.token, order.id, '111111')));
    expect(burst.filter((r) => r.body.msg === en('pay_password_wrong'))).toHaveLength(4);
    expect(burst.filter((r) => r.body.msg === en('pay_password_locked', { minutes: 30 }))).toHaveLength(16);
    expect((await pay(m.token, order.id, '246810')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    expect(await balanceOf(m.userinfo.member_id)).toBe('100000.00');
  });

  it('a session ended since the lookup (logout) pays nothing and answers that the session ended', async () => {
    const { m, order } = await unpaidOrder();
    expect((await t.post('/api/user/logout', {}, m.token)).body.code).toBe(1);
    expect((await pay(m.token, order.id, '246810')).body.code).toBe(303);
    expect(await balanceOf(m.userinfo.member_id)).toBe('100000.00');
  });

  it('an order past its time to pay, or someone else\'s, is refused and nothing moves', async () => {
    const { m, order } = await unpaidOrder();
    const other = await buyer();
    expect((await pay(other.token, order.id, '246810')).body.msg).toBe(en('order_not_found'));
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    expect((await pay(m.token, order.id, '246810')).body.msg).toBe(en('order_pay_expired'));
    expect(await balanceOf(m.userinfo.member_id)).toBe('100000.00');
    expect(await balanceOf(other.userinfo.member_id)).toBe('100000.00');
    await expectBooksBalanced(t);
  });
});

describe('an order made in one database call', () => {
  it('keeps the names in every language: each reader sees the order in their own', async () => {
    const m = await buyer();
    const created = await t.call({ method: 'POST', url: '/api/order/create', token: m.token, lang: 'zh-TW', payload: { address_id: m.addressId, sku_id: skuId, quantity: 2 } });
    expect(created.body.code).toBe(1);
    const [sku] = await t.database.db.select({ names: products.names, specNames: productSkus.specNames }).from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId)).where(eq(productSkus.id, skuId));
    expect(created.body.data.lines[0]).toMatchObject({ name: sku!.names['zh-TW'], spec: sku!.specNames['zh-TW'], quantity: 2 });
    for (const lang of ['en', 'ja'] as const) {
      const read = await t.call({ method: 'GET', url: `/api/order/detail?id=${created.body.data.id}`, token: m.token, lang });
      expect(read.body.data.lines[0]).toMatchObject({ name: sku!.names[lang], spec: sku!.specNames[lang] ?? sku!.specNames['zh-TW'] });
      expect(read.body.data.lines[0].name).not.toBe(sku!.names['zh-TW']);
    }
    // A later rename in the catalogue does not rewrite what was bought.
    await t.database.db.update(products).set({ names: { 'zh-TW': '改名', en: 'Renamed' } }).where(eq(products.id, created.body.data.lines[0].product_id));
    const after = await t.call({ method: 'GET', url: `/api/order/detail?id=${created.body.data.id}`, token: m.token, lang: 'en' });
    expect(after.body.data.lines[0].name).toBe(sku!.names.en);
    await t.database.db.update(products).set({ names: sku!.names }).where(eq(products.id, created.body.data.lines[0].product_id));
  });

  it('a session ended since the lookup makes no order and takes no stock', async () => {
    const m = await buyer();
    const stock = async () => (await t.database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.s;
    const before = await stock();
    expect((await t.post('/api/user/logout', {}, m.token)).body.code).toBe(1);
    expect((await t.post('/api/order/create', { address_id: m.addressId, sku_id: skuId, quantity: 1 }, m.token)).body.code).toBe(303);
    expect(await stock()).toBe(before);
  });

  it('someone else\'s address is refused, and nothing is taken', async () => {
    const m = await buyer();
    const other = await buyer();
    const res = await t.call({ method: 'POST', url: '/api/order/create', token: m.token, lang: 'en', payload: { address_id: other.addressId, sku_id: skuId, quantity: 1 } });
    expect(res.body.msg).toBe(en('address_not_found'));
    expect((await t.call({ method: 'GET', url: '/api/order/index?page=1&limit=10', token: m.token })).body.data.total).toBe(0);
  });
});

// PostgreSQL plans a statement of a PL/pgSQL function once per connection and keeps it, unless its plan cache keeps
// choosing custom plans (a statement over the call's arrays, whose generic plan always looks dearer), or the statement
// calls a SQL function it cannot inline: both were planned on every call, about a fifth of a checkout's database time
// (migration 0035). Measured with pg_stat_statements' track_planning, which the test servers do not load; what makes
// the difference is held here.
describe('the money calls keep their plans', () => {
  it('the functions whose statements would be planned on every call keep the generic plan', async () => {
    const generic = ['catalogue_take_for_sale', 'ledger_post', 'wallet_consolidate'];
    const rows = await t.database.query<{ name: string; config: string | null }>(
      `select p.proname as name, p.proconfig::text as config from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname = any($1) order by 1`,
      [generic]);
    expect(rows).toEqual(generic.map((name) => ({ name, config: '{plan_cache_mode=force_generic_plan}' })));
  });

  it('no function of ours is a SQL function, which the statement calling it would plan again each time', async () => {
    const rows = await t.database.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_language l on l.oid = p.prolang
        where p.pronamespace = 'public'::regnamespace and l.lanname = 'sql'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1`);
    expect(rows).toEqual([]);
  });
});
