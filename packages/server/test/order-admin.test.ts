import { eq } from 'drizzle-orm';
import { Money } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { createOperator } from '../src/modules/admin/operators.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import type { AdminCtx } from '../src/modules/admin/admin-auth.js';
import { adminListOrders } from '../src/modules/order/admin.js';
import { cancelExpiredOrders, confirmShippedOrders } from '../src/modules/order/jobs.js';
import { orders } from '../src/modules/order/tables.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { eventually } from './eventually.js';
import { useCheapPayPassword, fund } from './wallet-helpers.js';

let t: TestApp;
let skuId: number;
const tokens: Record<'ops' | 'fin', string> = { ops: '', fin: '' };

beforeAll(async () => {
  t = await startTestApp();
  await seedCatalogue(t.database.db);
  const [row] = await t.database.db.select({ id: productSkus.id }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(1);
  skuId = row!.id;
  await t.database.db.update(productSkus).set({ stock: 500 }).where(eq(productSkus.id, skuId));
  await createOperator(t.database.db, { username: 'ops', password: 'OpsPass123', role: 'operations' });
  await createOperator(t.database.db, { username: 'fin', password: 'FinPass123', role: 'finance' });
  for (const [u, p] of [['ops', 'OpsPass123'], ['fin', 'FinPass123']] as const) {
    tokens[u] = (await t.call({ method: 'POST', url: '/admin-api/auth/login', payload: { username: u, password: p } })).body.data.token;
  }
});
afterAll(async () => {
  await t?.close();
});

const member = (url: string, payload: unknown, token: string) => t.call({ method: 'POST', url, payload: payload as object, token, lang: 'en' });
const admin = (method: 'GET' | 'POST', url: string, as: 'ops' | 'fin', payload?: unknown) =>
  t.call({ method, url, payload: payload as object, headers: { 'admin-token': tokens[as] }, lang: 'en' });
const stock = async () => (await t.database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.s;

async function orderFor(paid: boolean, quantity = 2) {
  const m = await registerMember(t, rootCodes(t));
  await useCheapPayPassword(t, m.userinfo.member_id);
  const addressId = (await member('/api/address/add', { recipient: 'Lim', area_code: '65', phone: '91234567', country: 'SG', detail: '=HYPERLINK("x")' }, m.token)).body.data.id;
  const o = (await member('/api/order/create', { address_id: addressId, sku_id: skuId, quantity }, m.token)).body.data;
  if (paid) {
    await fund(t, m.userinfo.member_id, '1000');
    await member('/api/order/pay', { order_id: o.id, pay_method: 'balance', pay_password: '246810' }, m.token);
  }
  return { m, o };
}

describe('orders in the back office', () => {
  it('lists and ships a paid order (audited); the member then confirms receipt', async () => {
    const { m, o } = await orderFor(true);
    const list = await admin('GET', `/admin-api/orders?status=paid&q=${o.order_no}`, 'fin');
    expect(list.body.data.list.map((x: { id: number; member_id: string }) => [x.id, x.member_id])).toEqual([[o.id, m.userinfo.member_id]]);
    expect((await admin('POST', '/admin-api/orders/ship', 'fin', { order_id: o.id, carrier: 'SingPost', tracking_no: 'SP1' })).status).toBe(403);
    const bad = await admin('POST', '/admin-api/orders/ship', 'ops', { order_id: o.id, carrier: '', tracking_no: 'SP1' });
    expect(bad.body.msg).toBe('Shipping company is required');
    const shipped = await admin('POST', '/admin-api/orders/ship', 'ops', { order_id: o.id, carrier: 'SingPost', tracking_no: 'SP 123' });
    expect(shipped.body).toMatchObject({ code: 1, msg: 'Order shipped', data: { status: 'shipped', carrier: 'SingPost', tracking_no: 'SP 123' } });
    expect((await admin('POST', '/admin-api/orders/ship', 'ops', { order_id: o.id, carrier: 'X', tracking_no: 'Y' })).body.msg)
      .toBe('This order can no longer be changed this way');
    const audit = await t.database.query<{ action: string; operator_name: string }>(`select action, operator_name from audit_log where target_id = $1`, [o.order_no]);
    expect(audit).toEqual([{ action: 'order.ship', operator_name: 'ops' }]);
    expect((await member('/api/order/confirm', { order_id: o.id }, m.token)).body.data.status).toBe('completed');
  });

  it('cancels an unpaid order for the member with a reason, returning the stock; a paid one cannot be', async () => {
    const before = await stock();
    const { o } = await orderFor(false);
    expect(await stock()).toBe(before - 2);
    const res = await admin('POST', '/admin-api/orders/cancel', 'ops', { order_id: o.id, reason: 'customer asked by phone' });
    expect(res.body.data.status).toBe('cancelled');
    expect(await stock()).toBe(before);
    const paid = (await orderFor(true)).o;
    expect((await admin('POST', '/admin-api/orders/cancel', 'ops', { order_id: paid.id, reason: 'x' })).body.msg).toBe('This order can no longer be changed this way');
  });

  it('exports the filtered orders as CSV, with formula-looking cells kept as text', async () => {
    const { o } = await orderFor(true);
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/orders/export?q=${o.order_no}`, headers: { 'admin-token': tokens.fin } });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^order_no,member_id,status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(o.order_no);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    // Personal data leaving the system is recorded: who exported what filter, and how many rows.
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.export'));
    expect(audit).toMatchObject({ operatorName: 'fin', targetType: 'orders', after: { filter: { q: o.order_no }, rows: 1 } });
  });
});

describe('order detail and list for operators', () => {
  it('shows the history of an order with each transition, its actor, note and time', async () => {
    const { m, o } = await orderFor(true);
    await admin('POST', '/admin-api/orders/ship', 'ops', { order_id: o.id, carrier: 'DHL', tracking_no: 'DH 9' });
    const d = (await admin('GET', `/admin-api/orders/detail?id=${o.id}`, 'fin')).body.data;
    expect(d).toMatchObject({ id: o.id, member_id: m.userinfo.member_id, status: 'shipped', carrier: 'DHL', tracking_no: 'DH 9' });
    expect(d.events.map((e: { action: string; from_status: string; to_status: string; actor: string }) => [e.action, e.from_status, e.to_status, e.actor])).toEqual([
      ['pay', 'unpaid', 'paid', `member:${m.userinfo.member_id}`],
      ['ship', 'paid', 'shipped', 'operator:ops'],
    ]);
    expect(d.events[1].time).toBeGreaterThanOrEqual(d.paid_at);
    expect(d.events[1].time).toBe(d.shipped_at);

    const unpaid = (await orderFor(false)).o;
    const cancelled = (await admin('POST', '/admin-api/orders/cancel', 'ops', { order_id: unpaid.id, reason: 'asked by phone' })).body.data;
    expect(cancelled.events).toMatchObject([{ action: 'cancel', from_status: 'unpaid', to_status: 'cancelled', actor: 'operator:ops', note: 'asked by phone' }]);
    expect((await admin('GET', '/admin-api/orders/detail?id=999999999', 'fin')).body.msg).toBe('Order not found');
  });

  it('lists a page with the same orders as their details, reading all lines in a fixed number of queries', async () => {
    await orderFor(true);
    await orderFor(false, 1);
    await orderFor(true, 3);
    const page = (await admin('GET', '/admin-api/orders?limit=3', 'fin')).body.data;
    expect(page.list).toHaveLength(3);
    for (const row of page.list) {
      expect(row.lines.length).toBeGreaterThan(0);
      const { events, ...detail } = (await admin('GET', `/admin-api/orders/detail?id=${row.id}`, 'fin')).body.data;
      expect(events).toBeInstanceOf(Array);
      expect(row).toEqual(detail);
    }
    // Count the selects a page costs: the same for 1 order as for 3 (no query per order).
    const selects = async (limit: number) => {
      let n = 0;
      const db = new Proxy(t.database.db, { get: (target, p, r) => { if (p === 'select') n++; return Reflect.get(target, p, r); } });
      const ctx = { db, lang: 'en', ip: '', userAgent: '', requestId: '' } as unknown as AdminCtx;
      const out = await adminListOrders(ctx, { page: 1, limit });
      expect(out.list).toHaveLength(limit);
      return n;
    };
    expect(await selects(3)).toBe(await selects(1));
  });
});

describe('shipping fee settings', () => {
  it('finance sets a flat fee and a free-shipping threshold (audited); new orders follow them; operations may not', async () => {
    const [{ price }] = await t.database.db.select({ price: productSkus.price }).from(productSkus).where(eq(productSkus.id, skuId)) as [{ price: string }];
    const threshold = new Money(price).times(2).toFixed(2);
    expect((await admin('POST', '/admin-api/settings', 'ops', { key: 'shipping_fee', value: '1' })).status).toBe(403);
    expect((await admin('POST', '/admin-api/settings', 'fin', { key: 'shipping_fee', value: '-1' })).body.msg).toBe('Shipping fee must be at least 0');
    expect((await admin('POST', '/admin-api/settings', 'fin', { key: 'shipping_free_over', value: '1.234' })).body.msg).toBe('Free shipping from allows at most 2 decimal places');
    const fee = await admin('POST', '/admin-api/settings', 'fin', { key: 'shipping_fee', value: '8.5' });
    expect(fee.body).toMatchObject({ code: 1, data: { key: 'shipping_fee', before: '0.00', value: '8.50' } });
    expect((await admin('POST', '/admin-api/settings', 'fin', { key: 'shipping_free_over', value: threshold })).body.code).toBe(1);
    const audit = await t.database.query<{ target_id: string; operator_name: string }>(
      `select target_id, operator_name from audit_log where action = 'settings.write' order by id`);
    expect(audit).toEqual([{ target_id: 'shipping_fee', operator_name: 'fin' }, { target_id: 'shipping_free_over', operator_name: 'fin' }]);
    try {
      const one = (await orderFor(false, 1)).o;
      expect(one).toMatchObject({ shipping_fee: '8.50', goods_total: new Money(price).toFixed(2), total: new Money(price).plus('8.5').toFixed(2) });
      const two = (await orderFor(false, 2)).o;
      expect(two).toMatchObject({ shipping_fee: '0.00', goods_total: threshold, total: threshold });
    } finally {
      await admin('POST', '/admin-api/settings', 'fin', { key: 'shipping_fee', value: '0' });
      await admin('POST', '/admin-api/settings', 'fin', { key: 'shipping_free_over', value: '0' });
    }
  });
});

describe('order jobs', () => {
  it('cancel expired unpaid orders once (stock back), leave paid ones, and auto-confirm old shipments', async () => {
    const before = await stock();
    const expired = (await orderFor(false)).o;
    const fresh = (await orderFor(false)).o;
    const paid = (await orderFor(true)).o;
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() - 60_000) }).where(eq(orders.id, expired.id));
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() - 60_000) }).where(eq(orders.id, paid.id));
    // Two runs at once: each cancel is guarded by the order's state, so nothing is cancelled twice.
    const [a, b] = await Promise.all([cancelExpiredOrders(t.database.db), cancelExpiredOrders(t.database.db)]);
    expect(a + b).toBe(1);
    expect(await cancelExpiredOrders(t.database.db)).toBe(0);
    const status = async (id: number) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
    expect([await status(expired.id), await status(fresh.id), await status(paid.id)]).toEqual(['cancelled', 'unpaid', 'paid']);
    expect(await stock()).toBe(before - 4);
    await admin('POST', '/admin-api/orders/ship', 'ops', { order_id: paid.id, carrier: 'DHL', tracking_no: 'D1' });
    expect(await confirmShippedOrders(t.database.db)).toBe(0);
    await t.database.db.update(orders).set({ shippedAt: new Date(Date.now() - 11 * 86_400_000) }).where(eq(orders.id, paid.id));
    expect(await confirmShippedOrders(t.database.db)).toBe(1);
    expect(await status(paid.id)).toBe('completed');
  });

  it('run as scheduled jobs on the job queue: an expired order is cancelled and its cancellation emitted', async () => {
    const expired = (await orderFor(false)).o;
    await t.database.db.update(orders).set({ payDeadline: new Date(Date.now() - 60_000) }).where(eq(orders.id, expired.id));
    const runner = t.app.deps.jobs;
    await runner.addDueScheduledJobs();
    // The app's own worker may take the job first; either way it runs once and the order ends cancelled.
    await eventually(async () => {
      await runner.runDue();
      const [row] = await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, expired.id));
      const [job] = await t.database.query<{ state: string }>(`select state from jobs where name = 'order.cancel_expired' order by id desc limit 1`);
      expect([row!.s, job!.state]).toEqual(['cancelled', 'done']);
    });
    const events = await t.database.query<{ payload: { orderId: number; actor: string } }>(`select payload from domain_events where type = 'order.cancelled'`);
    expect(events.map((e) => e.payload)).toContainEqual(expect.objectContaining({ orderId: expired.id, actor: 'system' }));
  });
});
