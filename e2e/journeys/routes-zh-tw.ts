import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import type { Journey } from '../journey.js';
import { fundThroughBackOffice, registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { login, newPerson, scrollHomeDown } from './helpers.js';
import { memberApi, memberStops, stockMember } from './page-shell.js';

/** Every route of the specification's route table (§2), with the query a page needs to show a real record. */
function specRoutes(ids: { productId: number; orderId: number; withdrawalId: number; announcementId: number }): string[] {
  return [
    '/', '/pages/index', '/pages/cart', '/pages/mine', '/pages/setUp/setUp', '/pages/userInfo/userInfo', '/pages/login', '/pages/register',
    '/pages/forgetPassword', '/pages/administrator', '/pages/address/deliveryAddress', '/pages/address/changeAddress', '/pages/order/orderList',
    `/pages/order/details?id=${ids.orderId}`, '/pages/eWallet', '/pages/member', '/pages/incomeStatement', '/pages/bonus',
    '/pages/articleDetails?type=agreement', '/pages/search', '/pages/invite', '/pages/team', '/pages/exchange',
    `/pages/withdrawalDetails?id=${ids.withdrawalId}`, '/pages/transfer', '/pages/topUp', '/pages/storedRecord',
    `/pages/shop/goodsDetails?id=${ids.productId}`, '/pages/shop/confirmOrder', '/pages/exchangeRecords', '/pages/integralFlow', '/pages/teamList',
    '/pages/feedback/feedback', '/pages/feedback/feedbackRecord', '/pages/kyc', '/pages/msgList', '/pages/applicationForm', '/pages/switchAccounts',
    '/pages/pc/home', `/pages/pc/goodsDetails?id=${ids.productId}`, '/pages/pc/message', `/pages/pc/msgDetails?id=${ids.announcementId}`,
    '/pages/pc/aboutUs', '/pages/pc/pcCart', '/choose-location', '/open-location?lat=1.2839&lng=103.8515&name=One%20Go',
  ];
}

/** What shows once a page's content is in, for pages the page-shell journey does not already name. */
const READY: Record<string, string> = {
  '/pages/index': '[data-testid="product-card"]',
  '/pages/login': '[data-testid="login-submit"]',
  '/pages/register': '[data-testid="register-submit"]',
  '/pages/forgetPassword': '[data-testid="forgot-submit"]',
  '/pages/invite': '[data-testid="invite-code"]',
  '/pages/exchange': '[data-testid="exchange-submit"]',
  '/pages/withdrawalDetails': '[data-testid="withdrawal-details"]',
  '/pages/exchangeRecords': '[data-testid="exchange-records"], [data-testid="exchange-records-empty"]',
  '/pages/topUp': '[data-testid="topup-submit"], [data-testid="topup-open"]',
  '/pages/storedRecord': '[data-testid="recharge-records"], .state-block',
  // With a payment password set (for the withdrawal) the transfer form shows rather than the notice asking for one.
  '/pages/transfer': '[data-testid="transfer-submit"]',
  '/pages/pc/home': '[data-testid="pc-home"]',
  '/pages/pc/goodsDetails': '[data-testid="goods-name"]',
  '/pages/pc/message': '[data-testid="pc-message"]',
  '/pages/pc/msgDetails': '[data-testid="article-announcement"]',
  '/pages/pc/aboutUs': '[data-testid="pc-about-us"]',
  '/pages/pc/pcCart': '[data-testid="cart-line"]',
  '/open-location': '[data-testid="map-coords"]',
};

/** Texts that mean the page failed or found nothing: the error boundary's and load failure's, and every "not found". */
async function failureTexts(): Promise<string[]> {
  // Read from the member app's own zh-TW texts at run time (the app's sources are not part of this project's build).
  const file = fileURLToPath(new URL('../../packages/web/src/i18n/locales/zh-TW.ts', import.meta.url));
  const zhTW = (await import(pathToFileURL(file).href) as { default: { common: Record<string, string> } }).default;
  const found: string[] = [zhTW.common.loadFailedHint!, zhTW.common.pageLoadFailed!];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'notFound' && typeof value === 'string') found.push(value);
      else walk(value);
    }
  };
  walk(zhTW);
  return found;
}

const pathOf = (route: string) => route.split('?')[0]!;

/**
 * Opens one route and answers what is wrong with it, or null: it must stay at its own path (an unknown route falls
 * back to Home), show its content (the named element, or at least some text once nothing is loading), speak zh-TW,
 * and show neither the error boundary, a load failure nor a "not found".
 */
async function problemOf(page: Page, base: string, route: string, ready: string | undefined, failures: string[]): Promise<string | null> {
  // A fresh start of the app for each route: what shows is this route's, never the previous page's still on screen.
  await page.goto('about:blank');
  await page.goto(`${base}/#${route}`);
  const main = page.locator('main.app-main');
  try {
    if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
    // Home builds what lies under its first screen as the reader comes near: read all of it.
    if (['/', '/pages/index'].includes(pathOf(route))) await scrollHomeDown(page);
    await expect(async () => (await main.locator('[aria-busy="true"], .adm-skeleton').count()) === 0
      && ((await main.innerText()).trim().length > 0), 'content, nothing loading');
  } catch (err) {
    const text = (await main.innerText().catch(() => '')).trim().slice(0, 120);
    return `no content (${ready ?? 'text'}) at ${await page.evaluate(() => window.location.hash)}: ${err instanceof Error ? err.message : String(err)}; shows "${text}"`;
  }
  // Read once the content is in: an unknown route has by then fallen back to Home.
  const landed = await page.evaluate(() => window.location.hash.replace(/^#/, ''));
  if (pathOf(landed) !== pathOf(route)) return `not served: landed on ${landed}`;
  const text = await main.innerText();
  const failure = failures.find((f) => text.includes(f));
  if (failure) return `shows "${failure}"`;
  if (!/[\u4e00-\u9fff]/.test(text)) return `no Chinese text: "${text.trim().slice(0, 120)}"`;
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'zh-TW') return `page language ${lang}`;
  return null;
}

/**
 * Every route of the specification, in Traditional Chinese, as a signed-in member with money, a cart line, an order,
 * a withdrawal and the demo's news: each stays at its path and shows its real content with no page error. One browser
 * context, phones only, no screenshots but on failure; the shell of each device is the page-shell journey's.
 */
export const routesZhTw: Journey = {
  name: 'routes-zh-tw',
  devices: ['phone'],
  async run(ctx) {
    const { page, server } = ctx;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Not on about:blank (between routes), where a page may not touch storage.
    await page.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'zh-TW');
    });
    const person = newPerson();
    const memberId = await registerThroughApi(server, person);
    await fundThroughBackOffice(server, memberId, '300');
    await fundThroughBackOffice(server, memberId, '20', 'integral');
    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, memberId, person.password);
    const { productId, orderId } = await stockMember(page);
    await memberApi(page, 'POST', '/api/account/setPayPassword', { pay_password: '135790' });
    const withdrawal = await memberApi<{ id: number }>(page, 'POST', '/api/withdraw/create',
      { amount: '20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', pay_password: '135790' });
    const news = await memberApi<{ list: Array<{ id: number }> }>(page, 'GET', '/api/announcement/index?page=1&limit=1');
    if (!news.list[0]) throw new Error('the demo has no announcement to open');

    const ready = new Map(memberStops(productId, orderId).map((s) => [pathOf(s.path), s.ready]));
    for (const [path, selector] of Object.entries(READY)) ready.set(path, selector);
    const failures = await failureTexts();
    const routes = specRoutes({ productId, orderId, withdrawalId: withdrawal.id, announcementId: news.list[0].id });
    if (routes.length !== 46) throw new Error(`the spec has 46 routes, the list ${routes.length}`);
    const problems: string[] = [];
    for (const route of routes) {
      const before = errors.length;
      const problem = await problemOf(page, server.url, route, ready.get(pathOf(route)), failures);
      if (problem) problems.push(`${route}: ${problem}`);
      if (errors.length > before) problems.push(`${route}: page error ${errors.slice(before).join(' | ')}`);
    }
    if (problems.length) throw new Error(`${problems.length} of ${routes.length} routes fail in zh-TW:\n  ${problems.join('\n  ')}`);
  },
};
