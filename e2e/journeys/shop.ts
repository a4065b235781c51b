import type { Journey, JourneyContext } from '../journey.js';
import { withOrderInBackOffice } from './back-office.js';
import { fundThroughBackOffice } from './admin-api.js';
import { expect } from './expect.js';
import { addAddress, newPerson, register, setPayPassword } from './helpers.js';

/**
 * An operator ships the order in the back office, in a desktop browser of their own (operators work at desks, whatever
 * device the member uses): signs in at /admin, finds the member's orders on the Orders page, opens the order, fills
 * in the carrier and tracking number and ships it.
 */
async function shipThroughBackOffice(ctx: JourneyContext, memberId: string, orderId: string): Promise<void> {
  const { server } = ctx;
  await withOrderInBackOffice(ctx, memberId, orderId, async (admin) => {
    await ctx.shot('operator-orders', admin);
    await admin.getByTestId(`order-open-${orderId}`).click();
    await admin.getByTestId('order-ship-form').waitFor();
    await expect(async () => ((await admin.getByTestId('order-drawer-paid-with').textContent()) ?? '').includes('Shopping coupons 5.00'), 'the payment split is shown');
    await ctx.shot('operator-order-drawer', admin);
    // Shipping with an empty form is refused in place; the messages go once the fields are filled.
    await admin.getByTestId('order-ship-submit').click();
    await admin.getByText('Please enter the shipping company').waitFor();
    await admin.getByTestId('order-ship-carrier').fill('SingPost');
    await admin.getByTestId('order-ship-tracking').fill('SP 2026');
    await admin.getByText('Please enter the tracking number').waitFor({ state: 'detached' });
    await ctx.shot('operator-ship-form', admin);
    await admin.getByTestId('order-ship-submit').click();
    await expect(async () => ((await admin.getByTestId('order-drawer-status').textContent()) ?? '') === 'Pending receipt', 'the drawer shows the order shipped');
    await expect(async () => ((await admin.getByTestId('order-event-ship').textContent()) ?? '').includes(`Operator ${server.admin.username}`), 'the history names the operator');
    await expect(async () => ((await admin.getByTestId(`order-status-${orderId}`).textContent()) ?? '') === 'Pending receipt', 'the list row follows');
    await ctx.shot('operator-order-shipped', admin);
  });
}

/**
 * The shop: add an address, search, open a product, choose a specification, add to cart, check out paying with
 * coupons plus balance, see the order under pending delivery; an operator ships it; the member confirms receipt.
 */
export const shop: Journey = {
  name: 'shop',
  async run(ctx) {
    const { page, server } = ctx;
    // Screenshots of the shop pages without a toast of the step before over them.
    const noToast = () => page.locator('.adm-toast-main').first().waitFor({ state: 'hidden' });
    await page.goto(`${server.url}/#/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.leftNodeCode}`);
    const memberId = await register(ctx, newPerson());
    await fundThroughBackOffice(server, memberId, '200');
    await fundThroughBackOffice(server, memberId, '5', 'shop_coins');
    await setPayPassword(ctx, '246800');
    await addAddress(ctx);

    if (ctx.device === 'desktop') {
      // Desktops: the home hands over to /pages/pc/home, whose own search box leads to the results.
      await page.goto(`${server.url}/#/`);
      await page.waitForURL(/#\/pages\/pc\/home/);
      await page.getByTestId('pc-all-products').getByTestId('product-card').first().waitFor();
      await noToast();
    await ctx.shot('pc-home');
      await page.getByTestId('pc-search-input').fill('維他命');
      await page.getByTestId('pc-search-submit').click();
    } else {
      await page.goto(`${server.url}/#/pages/search`);
      await page.getByTestId('search-input').fill('維他命');
      await page.getByTestId('search-submit').click();
    }
    await page.getByTestId('product-card').first().click();
    if (ctx.device === 'desktop') await page.waitForURL(/#\/pages\/pc\/goodsDetails\?id=\d+/);
    await page.getByTestId('goods-name').waitFor();
    await page.getByTestId('goods-add-cart').click();
    // The toast, not the desktop page's standing hint with the same words.
    await page.locator('.adm-toast-main', { hasText: '請選擇規格' }).first().waitFor();
    await page.locator('[data-testid^="goods-spec-"]').first().click();
    await noToast();
    await ctx.shot(ctx.device === 'desktop' ? 'pc-goods-details' : 'product');
    await page.getByTestId('goods-add-cart').click();
    await page.getByText('已加入購物車').first().waitFor();
    if (ctx.device === 'desktop') {
      // The top bar's cart tab leads straight to the desktop cart.
      await page.getByTestId('tab-cart').click();
      await page.waitForURL(/#\/pages\/pc\/pcCart/);
    } else {
      await page.goto(`${server.url}/#/pages/cart`);
    }
    await page.getByTestId('cart-line').first().waitFor();
    await noToast();
    await ctx.shot(ctx.device === 'desktop' ? 'pc-cart' : 'cart');
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('confirm-address').waitFor();
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('pay-method-coupons_balance').click();
    await ctx.shot('pay-step');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill('246800');
    await page.getByTestId('pay-password-confirm').click();
    await page.waitForURL(/#\/pages\/order\/details\?id=\d+/);
    const orderId = /id=(\d+)/.exec(page.url())![1]!;
    await expect(async () => ((await page.getByTestId('order-paid-shop-coins').textContent()) ?? '').includes('5.00'), 'coupons paid part of it');
    await ctx.shot('order-paid');

    // Paid: the home's "For you" now offers the rest of that category, not the bought product again.
    await page.goto(`${server.url}/#/`);
    if (ctx.device === 'desktop') await page.waitForURL(/#\/pages\/pc\/home/);
    const forYou = page.getByTestId('for-you');
    await forYou.getByText('深海魚油').first().waitFor();
    await expect(async () => (await forYou.getByText('綜合維他命').count()) === 0, 'the bought product is not offered again');
    await noToast();
    await ctx.shot(ctx.device === 'desktop' ? 'pc-home-for-you' : 'home-for-you');

    await page.goto(`${server.url}/#/pages/order/orderList?status=paid`);
    await page.locator(`[data-testid="order-card"][data-id="${orderId}"]`).waitFor();
    await shipThroughBackOffice(ctx, memberId, orderId);
    await page.goto(`${server.url}/#/pages/order/orderList?status=shipped`);
    await page.getByTestId(`order-confirm-${orderId}`).click();
    await page.locator('.adm-dialog-footer button, .adm-dialog-button').last().click();
    await page.goto(`${server.url}/#/pages/order/details?id=${orderId}`);
    await expect(async () => ((await page.getByTestId('order-tracking-no').textContent()) ?? '').includes('SP 2026'), 'tracking number shown');
    await expect(async () => ((await page.getByTestId('order-completed-at').count()) > 0), 'completed time shown');
    await ctx.shot('order-completed');

    // In Thai, whose order tabs are the longest: every tab is in view without scrolling sideways, the active one too.
    await page.evaluate(() => localStorage.setItem('lang', 'th'));
    await page.goto(`${server.url}/#/pages/order/orderList?status=completed`);
    await page.reload();
    await page.locator(`[data-testid="order-card"][data-id="${orderId}"]`).waitFor();
    const width = page.viewportSize()!.width;
    await expect(async () => {
      const edges = await page.locator('.order-tabs .adm-tabs-tab').evaluateAll((tabs) =>
        tabs.map((tab) => [tab.getBoundingClientRect().left, tab.getBoundingClientRect().right]));
      const list = await page.locator('.order-tabs .adm-tabs-tab-list').evaluate((el) => el.scrollWidth - el.clientWidth);
      return edges.length === 5 && edges.every(([left, right]) => left! >= 0 && right! <= width) && list <= 1;
    }, 'every order tab in view in Thai');
    await expect(async () => (await page.locator('.order-tabs .adm-tabs-tab-active').textContent()) === 'สำเร็จแล้ว', 'the completed tab is active');
    await ctx.shot('order-list-th');
    // The order was bought in Traditional Chinese and reads in Thai: it kept the product's name in every language.
    await page.locator(`[data-testid="order-card"][data-id="${orderId}"]`).getByText('วิตามินรวม').first().waitFor();
    await page.goto(`${server.url}/#/pages/order/details?id=${orderId}`);
    await page.getByText('วิตามินรวม').first().waitFor();
    await ctx.shot('order-details-th');
    // An order that is not the member's: the server's reason in Thai, not a connection error.
    await page.goto(`${server.url}/#/pages/order/details?id=999999999`);
    await page.getByTestId('order-not-found').getByText('ไม่พบคำสั่งซื้อ').waitFor();
    await ctx.shot('order-not-found-th');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-TW'));
  },
};
