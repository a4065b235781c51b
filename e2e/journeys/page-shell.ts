import type { Page } from 'playwright-core';
import type { JourneyContext, Journey } from '../journey.js';
import { fundThroughBackOffice } from './admin-api.js';
import { expect } from './expect.js';
import { logout, newPerson, register } from './helpers.js';

/** One member page: its hash path, what shows once its content is in, and whether it heads itself with a back button. */
export interface Stop {
  name: string;
  path: string;
  ready: string;
  /**
   * 'tab': a tab page (home, cart, Mine), the tab bar on phones and no page head anywhere; 'shop': a phone page that
   * hands over to a desktop shop page (product details), headed by the top bar and its breadcrumbs on desktops;
   * otherwise a page headed by the nav bar on phones and by "back" and the title on desktops.
   */
  kind?: 'tab' | 'shop';
}

/**
 * Calls the member API from the page, with the session the page holds; answers the envelope's data. A money call
 * (declared idempotent) gets a fresh idempotency key.
 */
export async function memberApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(async ({ method, path, body }) => {
    const res = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', token: localStorage.getItem('token') ?? '', 'idempotency-key': crypto.randomUUID() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    if (json.code !== 1) throw new Error(`${path}: ${json.msg}`);
    return json.data;
  }, { method, path, body }) as Promise<T>;
}

/** A cart line, two addresses and an unpaid order, so checkout, the order pages and the addresses show real content. */
export async function stockMember(page: Page): Promise<{ productId: number; orderId: number }> {
  const products = await memberApi<{ list: Array<{ id: number }> }>(page, 'GET', `/api/product/index?keyword=${encodeURIComponent('維他命')}`);
  const productId = products.list[0]!.id;
  const detail = await memberApi<{ specs: Array<{ id: number }> }>(page, 'GET', `/api/product/detail?id=${productId}`);
  const skuId = detail.specs[0]!.id;
  await memberApi(page, 'POST', '/api/cart/add', { sku_id: skuId, quantity: 1 });
  const address = await memberApi<{ id: number }>(page, 'POST', '/api/address/add', {
    recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road, #01-01',
  });
  await memberApi(page, 'POST', '/api/address/add', {
    recipient: 'Lim Mei Ling', area_code: '65', phone: '98765432', country: 'SG', detail: '2 Marina Boulevard, #20-02',
  });
  const order = await memberApi<{ id: number }>(page, 'POST', '/api/order/create', { address_id: address.id, sku_id: skuId, quantity: 2 });
  return { productId, orderId: order.id };
}

/** The signed-in member's pages with what shows once each one's content is in (the order and product made by `stockMember`). */
export function memberStops(productId: number, orderId: number): Stop[] {
  return [
    { name: 'home', path: '/', ready: '[data-testid="product-card"]', kind: 'tab' },
    { name: 'product', path: `/pages/shop/goodsDetails?id=${productId}`, ready: '[data-testid="goods-name"]', kind: 'shop' },
    { name: 'cart', path: '/pages/cart', ready: '[data-testid="cart-line"]', kind: 'tab' },
    { name: 'mine', path: '/pages/mine', ready: '[data-testid="mine-member-id"]', kind: 'tab' },
    { name: 'checkout', path: '/pages/shop/confirmOrder', ready: '[data-testid="confirm-address"]' },
    { name: 'orders', path: '/pages/order/orderList', ready: '[data-testid="order-card"]' },
    { name: 'order-details', path: `/pages/order/details?id=${orderId}`, ready: '[data-testid="order-status"]' },
    { name: 'wallet', path: '/pages/eWallet', ready: '[data-testid="wallet-record"]' },
    { name: 'points', path: '/pages/integralFlow', ready: '[data-testid="wallet-record"]' },
    { name: 'transfer', path: '/pages/transfer', ready: '[data-testid="transfer-recipient"], [data-testid="transfer-need-pay-password"]' },
    { name: 'accounts', path: '/pages/switchAccounts', ready: '[data-testid="account-main-badge"]' },
    { name: 'addresses', path: '/pages/address/deliveryAddress', ready: '[data-testid="address-card"]' },
    { name: 'address-form', path: '/pages/address/changeAddress', ready: '[data-testid="address-submit"]' },
    { name: 'settings', path: '/pages/setUp/setUp', ready: '[data-testid="settings-language"]' },
    { name: 'personal-info', path: '/pages/userInfo/userInfo', ready: '[data-testid="userinfo-submit"]' },
    { name: 'search', path: '/pages/search', ready: '[data-testid="search-input"]' },
    // On desktops these two hand over to /pages/pc/message and /pages/pc/aboutUs, headed like the shop's pages.
    { name: 'news', path: '/pages/msgList', ready: '.msg-card, [data-testid="msg-empty"]', kind: 'shop' },
    { name: 'company', path: '/pages/articleDetails?type=company', ready: '[data-testid="article-company"], [data-testid="article-company-empty"]', kind: 'shop' },
    { name: 'agreement', path: '/pages/articleDetails?type=agreement', ready: '.article' },
    // Member services.
    { name: 'administrator', path: '/pages/administrator', ready: '[data-testid="operators-only"]' },
    { name: 'kyc', path: '/pages/kyc', ready: '[data-testid="kyc-status"]' },
    { name: 'feedback', path: '/pages/feedback/feedback', ready: '[data-testid="feedback-submit"]' },
    { name: 'application', path: '/pages/applicationForm', ready: '[data-testid="application-form"], [data-testid="application-status"]' },
    { name: 'feedback-records', path: '/pages/feedback/feedbackRecord', ready: '[data-testid^="feedback-record-"], .state-block' },
    // The member's network.
    { name: 'invite', path: '/pages/invite', ready: '[data-testid="invite-qr"]' },
    { name: 'team', path: '/pages/team', ready: '[data-testid="team-tree"]' },
    { name: 'team-list', path: '/pages/teamList', ready: '[data-testid="team-list-total"]' },
    { name: 'bonus', path: '/pages/bonus', ready: '[data-testid="bonus-empty"], [data-testid^="bonus-record-"]' },
    { name: 'income-statement', path: '/pages/incomeStatement', ready: '[data-testid="income-chart"]' },
    { name: 'become-member', path: '/pages/member', ready: '[data-testid="levels-current"]' },
  ];
}

/**
 * Opens one page, waits for its content, checks the shell for the device and saves a screenshot. Desktop: the site's
 * top bar at the top across the content width, the page's column wider than a phone's (more than 600 px), a page
 * head with "back" and the title instead of the phone's nav bar, nothing wider than the window. Phone: the page as
 * wide as the phone, the nav bar on pages and the tab bar only on tab pages.
 */
async function visit(ctx: JourneyContext, stop: Stop): Promise<void> {
  const { page, server, device } = ctx;
  await page.goto(`${server.url}/#${stop.path}`);
  await page.locator(stop.ready).first().waitFor();
  await page.locator('.adm-toast-main').first().waitFor({ state: 'hidden' });
  const main = page.locator('main.app-main');
  const content = main.locator(':scope > *').first();
  const nav = page.getByTestId('site-nav');
  const what = (check: string) => `${stop.name} [${device}]: ${check}`;
  if (device === 'desktop') {
    await nav.waitFor();
    await expect(async () => {
      const box = await nav.boundingBox();
      return !!box && box.y <= 1 && box.width >= 1100;
    }, what('the top bar is at the top, across the content width'));
    await expect(async () => ((await content.boundingBox())?.width ?? 0) > 600, what('the content is wider than a phone column'));
    if (!stop.kind) {
      await page.getByTestId('page-back').waitFor();
      await expect(async () => ((await page.locator('.page-head h1').textContent()) ?? '').trim().length > 0, what('a page title'));
      await expect(async () => (await page.locator('.page-nav').count()) === 0, what('no phone nav bar'));
    }
  } else {
    await expect(async () => ((await content.boundingBox())?.width ?? 0) === page.viewportSize()!.width, what('the page fills the phone'));
    if (stop.kind === 'tab') await nav.waitFor();
    else {
      await page.locator('.page-nav').waitFor();
      await expect(async () => (await nav.count()) === 0, what('no tab bar on a page with a nav bar'));
    }
  }
  await expect(async () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    what('nothing wider than the window'));
  await ctx.shot(stop.name);
}

/**
 * Every member page in the shell of its device: registration as a guest, then each signed-in page with content in
 * it (money in the wallet, an address, a cart line and an order), then the pages of a signed-out visitor.
 */
export const pageShell: Journey = {
  name: 'page-shell',
  async run(ctx) {
    const { page, server } = ctx;
    const signup = `/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.leftNodeCode}`;
    await visit(ctx, { name: 'register', path: signup, ready: '[data-testid="register-submit"]' });
    const memberId = await register(ctx, newPerson());
    await fundThroughBackOffice(server, memberId, '300');
    await fundThroughBackOffice(server, memberId, '20', 'integral');
    const { productId, orderId } = await stockMember(page);

    const member = memberStops(productId, orderId);
    for (const stop of member) await visit(ctx, stop);

    // Payment: the pay step rises over the order's details in a sheet (on desktops inside the page's column).
    await visit(ctx, { name: 'order-to-pay', path: `/pages/order/details?id=${orderId}`, ready: '[data-testid="order-status"]' });
    await page.getByTestId(`order-pay-${orderId}`).click();
    await page.getByTestId('pay-step').waitFor();
    let last = '';
    await expect(async () => {
      const box = JSON.stringify(await page.locator('.sheet-body').boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    }, 'the payment sheet has risen');
    if (ctx.device === 'desktop') await page.getByTestId('site-nav').waitFor();
    await ctx.shot('payment');

    await logout(ctx);
    await visit(ctx, { name: 'login', path: '/pages/login', ready: '[data-testid="login-submit"]' });
    await visit(ctx, { name: 'forgot-password', path: '/pages/forgetPassword', ready: '[data-testid="forgot-submit"]' });
  },
};
