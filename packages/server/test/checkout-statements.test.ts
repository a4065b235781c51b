import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import { registerMember, rootCodes, startTestApp, TEST_DB, type TestApp } from './harness.js';
import { expectBooksBalanced, fund, useCheapPayPassword } from './wallet-helpers.js';

// A checkout creates and pays with a handful of statements and never re-reads what it just wrote (issue 12). These
// counts are what the code reaches; a change that adds a round trip to the shop's hottest path fails here.
const CREATE_STATEMENTS = 5; // session lookup, begin, the stock of the whole sale, the order with its lines and address, commit
const PAY_STATEMENTS = 10; // session lookup, PIN, begin, key, the order locked with its lines (and coupons), posting, transition with its event row, domain event, answer, commit

let t: TestApp;
let skuId: number;
beforeAll(async () => {
  // No job workers: their polling would add statements to the counts below.
  t = await startTestApp({ jobs: false });
  await seedCatalogue(t.database.db);
  const [row] = await t.database.db.select({ id: productSkus.id }).from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId)).where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(1);
  skuId = row!.id;
  await t.database.db.update(productSkus).set({ stock: 1000 }).where(eq(productSkus.id, skuId));
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

describe.runIf(TEST_DB === 'pg')('checkout statements', () => {
  it('a direct buy of one specification and its payment with balance cost a handful of statements each', async () => {
    const m = await registerMember(t, rootCodes(t));
    await useCheapPayPassword(t, m.userinfo.member_id);
    await fund(t, m.userinfo.member_id, '100000');
    await fund(t, m.userinfo.member_id, '1', 'shop_coins');
    const address = await t.post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token);
    const checkout = async (key: string, method: string) => {
      const create = await statementsOf(() => t.post('/api/order/create', { address_id: address.body.data.id, sku_id: skuId, quantity: 1 }, m.token));
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
