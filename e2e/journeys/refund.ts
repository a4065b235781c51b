import type { Journey, JourneyContext } from '../journey.js';
import { withOrderInBackOffice } from './back-office.js';
import { fundThroughBackOffice } from './admin-api.js';
import { expect } from './expect.js';
import { newPerson, register, setPayPassword } from './helpers.js';
import { memberApi } from './page-shell.js';

type PaidOrder = { id: number; order_no: string; total: string; lines: Array<{ id: number; price: string }> };

/**
 * The operator's side, in a desktop browser of their own (the back office is a desk tool): opens the member's order,
 * refunds one unit of its line with a reason (a second step says what will happen before anything is sent), sees the
 * order partly refunded with the refund listed, then refunds the rest.
 */
async function refundInBackOffice(ctx: JourneyContext, memberId: string, order: PaidOrder): Promise<void> {
  const { server } = ctx;
  await withOrderInBackOffice(ctx, memberId, order.id, async (admin) => {
    await admin.getByTestId(`order-open-${order.id}`).click();
    await admin.getByTestId('order-refund').click();
    await admin.getByTestId('order-refund-lines').click();
    await admin.getByTestId(`order-refund-qty-${order.lines[0]!.id}`).fill('1');
    await admin.getByTestId('order-refund-reason').fill('One bottle arrived broken');
    await ctx.shot('operator-refund-form', admin);
    await admin.getByTestId('order-refund-next').click();
    await admin.getByTestId('order-refund-check').waitFor();
    await ctx.shot('operator-refund-check', admin);
    await admin.getByTestId('order-refund-confirm').click();
    await expect(async () => ((await admin.getByTestId('order-drawer-status').textContent()) ?? '') === 'Partly refunded', 'the drawer shows the order partly refunded');
    await expect(async () => ((await admin.getByTestId('order-drawer-refunds').textContent()) ?? '').includes('One bottle arrived broken'), 'the refund is listed with its reason');
    await expect(async () => ((await admin.getByTestId('order-event-refund_part').textContent()) ?? '').includes(`Operator ${server.admin.username}`), 'the history names the operator');
    await ctx.shot('operator-partly-refunded', admin);

    await admin.getByTestId('order-refund').click();
    await admin.getByTestId('order-refund-reason').fill('Member returned the rest');
    await admin.getByTestId('order-refund-next').click();
    await admin.getByTestId('order-refund-confirm').click();
    await expect(async () => ((await admin.getByTestId('order-drawer-status').textContent()) ?? '') === 'Refunded', 'the drawer shows the order refunded');
    await expect(async () => ((await admin.getByTestId('order-drawer-refunded-total').textContent()) ?? '') === order.total, 'everything paid came back');
    await expect(async () => ((await admin.getByTestId(`order-status-${order.id}`).textContent()) ?? '') === 'Refunded', 'the list row follows');
    await ctx.shot('operator-refunded', admin);
  });
}

/**
 * Refunds: a member buys and pays two bottles from the balance; an operator refunds one with a reason, then the rest;
 * the member sees the order refunded, each refund with its amount, where it went back to and why, and the balance
 * whole again. (The reversal of bonuses paid on a refunded order is proven by the API tests, order-refund.test.ts.)
 */
export const refund: Journey = {
  name: 'refund',
  devices: ['phone'],
  async run(ctx) {
    const { page, server } = ctx;
    await page.goto(`${server.url}/#/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.leftNodeCode}`);
    const memberId = await register(ctx, newPerson());
    await fundThroughBackOffice(server, memberId, '300');
    await setPayPassword(ctx, '246800');

    const products = await memberApi<{ list: Array<{ id: number }> }>(page, 'GET', `/api/product/index?keyword=${encodeURIComponent('維他命')}`);
    const detail = await memberApi<{ specs: Array<{ id: number }> }>(page, 'GET', `/api/product/detail?id=${products.list[0]!.id}`);
    const address = await memberApi<{ id: number }>(page, 'POST', '/api/address/add', {
      recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road, #01-01',
    });
    const created = await memberApi<{ id: number }>(page, 'POST', '/api/order/create', { address_id: address.id, sku_id: detail.specs[0]!.id, quantity: 2 });
    const order = await memberApi<PaidOrder>(page, 'POST', '/api/order/pay', { order_id: created.id, pay_method: 'balance', pay_password: '246800' });

    await refundInBackOffice(ctx, memberId, order);

    await page.goto(`${server.url}/#/pages/order/details?id=${order.id}`);
    await expect(async () => ((await page.getByTestId('order-status').textContent()) ?? '') === '已退款', 'the member sees the order refunded');
    await expect(async () => (await page.getByTestId('order-refund').count()) === 2, 'both refunds listed');
    await expect(async () => ((await page.getByTestId('order-refunds').textContent()) ?? '').includes('One bottle arrived broken'), 'the reason is shown');
    await expect(async () => ((await page.getByTestId('order-refunded-total').textContent()) ?? '') === order.total, 'the refunded total is the amount paid');
    await ctx.shot('member-order-refunded');
    await page.goto(`${server.url}/#/pages/order/orderList`);
    await expect(async () => ((await page.getByTestId(`order-refunded-${order.id}`).textContent()) ?? '').includes(order.total), 'the list shows the refunded total');
    await ctx.shot('member-order-list');
    const wallet = await memberApi<{ balance: string }>(page, 'GET', '/api/account/balance');
    if (wallet.balance !== '300.00') throw new Error(`the balance should be whole again, it is ${wallet.balance}`);
  },
};
