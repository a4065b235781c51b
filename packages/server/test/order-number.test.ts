import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productSkus } from '../src/modules/catalogue/tables.js';
import { orders } from '../src/modules/order/tables.js';
import { stockedSku } from './shop-helpers.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

// The random part of the next order numbers, when a test sets it; otherwise the real generator's.
const forced = vi.hoisted(() => ({ suffixes: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const randomInt = ((...args: Parameters<typeof real.randomInt>) => {
    const next = forced.suffixes.shift();
    return next ?? (real.randomInt as (...a: unknown[]) => unknown)(...args);
  }) as typeof real.randomInt;
  return { ...real, default: { ...real, randomInt }, randomInt };
});

let t: TestApp;
let skuId: number;
beforeAll(async () => {
  t = await startTestApp();
  skuId = await stockedSku(t, 1000);
});
afterAll(async () => {
  await t?.close();
});

/** The order number newOrderNo makes at `at` with the random part `suffix`. */
const numberAt = (at: Date, suffix: number) => `${at.toISOString().replace(/\D/g, '').slice(0, 14)}${String(suffix).padStart(6, '0')}`;

describe('order numbers', () => {
  it('a number another order already has is drawn again: the order is made, its stock taken once', async () => {
    const m = await registerMember(t, rootCodes(t));
    const address = (await t.post('/api/address/add', { recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road' }, m.token)).body.data;
    const create = () => t.post('/api/order/create', { address_id: address.id, sku_id: skuId, quantity: 1 }, m.token);
    // An order holding the number with the random part 424242 at the moment the next order is made (the clock stopped
    // there for the server's Date, so the number drawn is known whatever the machine's speed).
    const at = new Date(Date.now() + 60_000);
    const holder = (await create()).body.data;
    await t.database.db.update(orders).set({ orderNo: numberAt(at, 424242) }).where(eq(orders.id, holder.id));
    const stockBefore = (await t.database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.s;
    forced.suffixes.push(424242, 777777);
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    let res;
    try {
      res = await create();
    } finally {
      vi.useRealTimers();
    }
    expect(res.body).toMatchObject({ code: 1, data: { status: 'unpaid' } });
    expect(res.body.data.order_no).toBe(numberAt(at, 777777));
    expect(forced.suffixes).toEqual([]);
    expect((await t.database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.s).toBe(stockBefore - 1);
    expect((await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, res.body.data.order_no)))).toHaveLength(1);
  });
});
