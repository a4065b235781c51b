import type { Journey } from '../journey.js';
import { fundThroughBackOffice } from './admin-api.js';
import { expect } from './expect.js';
import { addAddress, newPerson, register, setPayPassword } from './helpers.js';

/** A specification on sale with stock, read from the shop's own calls (the shop journey walks the way to one). */
async function skuOnSale(url: string): Promise<number> {
  const list = await fetch(`${url}/api/product/index?page=1&limit=20`).then((r) => r.json() as Promise<{ data: { list: Array<{ id: number }> } }>);
  for (const p of list.data.list) {
    const detail = await fetch(`${url}/api/product/detail?id=${p.id}`).then((r) => r.json() as Promise<{ data: { specs: Array<{ id: number; stock: number }> } }>);
    const spec = detail.data.specs.find((s) => s.stock > 0);
    if (spec) return spec.id;
  }
  throw new Error('no specification in stock');
}

/**
 * Pay an order with coupons + USDT on the demo chain: the coupons part is reserved, the payment step shows the USDT
 * due, the deposit address (text, QR), network and countdown; the demo wallet sends the USDT and the order turns paid
 * once the transfer is final.
 */
export const usdtOrder: Journey = {
  name: 'usdt-order',
  async run(ctx) {
    const { page, server } = ctx;
    await page.goto(`${server.url}/#/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.leftNodeCode}`);
    const memberId = await register(ctx, newPerson());
    await fundThroughBackOffice(server, memberId, '5', 'shop_coins');
    await setPayPassword(ctx, '246800');
    await addAddress(ctx);

    await page.goto(`${server.url}/#/pages/shop/confirmOrder?sku_id=${await skuOnSale(server.url)}&quantity=1`);
    await page.getByTestId('confirm-address').waitFor();
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('pay-method-coupons_usdt').click();
    await ctx.shot('pay-method');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill('246800');
    await page.getByTestId('pay-password-confirm').click();

    await page.getByTestId('usdt-pay').waitFor();
    await expect(async () => ((await page.getByTestId('usdt-coupons').textContent()) ?? '').includes('5.00'), 'coupons reserved');
    await expect(async () => /^0x[0-9a-f]{40}$/.test(((await page.getByTestId('usdt-address').textContent()) ?? '').trim()), 'deposit address shown');
    await page.getByTestId('usdt-qr').waitFor();
    await expect(async () => ((await page.getByTestId('usdt-network').textContent()) ?? '').includes('BSC (BEP20)'), 'network shown');
    await expect(async () => ((await page.getByTestId('pay-countdown').textContent()) ?? '').length > 0, 'countdown shown');
    const due = ((await page.getByTestId('usdt-due').textContent()) ?? '').replace(/[^\d.]/g, '');
    await expect(async () => ((await page.getByTestId('usdt-to-send').textContent()) ?? '').includes(due), 'the whole due is still to send');
    await page.locator('.adm-toast-main').first().waitFor({ state: 'hidden' });
    await ctx.shot('usdt-due');

    await page.getByTestId('usdt-demo-pay').click();
    // The demo chain makes a block every 0.75 s; the scanner credits at finality and the order is paid from the balance.
    await page.waitForURL(/#\/pages\/order\/details\?id=\d+/, { timeout: 90_000 });
    await expect(async () => ((await page.getByTestId('order-pay-method').textContent()) ?? '').length > 0, 'payment method shown');
    await expect(async () => ((await page.getByTestId('order-paid-shop-coins').textContent()) ?? '').includes('5.00'), 'coupons paid part of it');
    await expect(async () => ((await page.getByTestId('order-paid-balance').textContent()) ?? '').includes(due), 'USDT paid the rest');
    await ctx.shot('order-paid');
  },
};
