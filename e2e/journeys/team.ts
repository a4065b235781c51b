import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../packages/server/test/server-process.js';
import type { Journey, JourneyContext } from '../journey.js';
import { fundThroughBackOffice, registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { login, logout, newPerson, register } from './helpers.js';

const PAY_PASSWORD = '246810';

/** Calls the member API with a token (or, from the page, with the session the page holds); answers the envelope's data. */
async function memberApi<T>(server: RunningServer, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method, headers: { 'content-type': 'application/json', token, lang: 'en' }, body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: T }>);
  if (res.code !== 1) throw new Error(`${path}: ${res.msg}`);
  return res.data;
}
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

async function adminApi<T>(server: RunningServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${server.url}/admin-api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: server.admin.username, password: server.admin.password }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const res = await fetch(`${server.url}${path}`, {
    method, headers: { 'content-type': 'application/json', 'admin-token': login.data.token }, body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: T }>);
  if (res.code !== 1) throw new Error(`${path}: ${res.msg}`);
  return res.data;
}

/** Buys `quantity` of a specification with balance, as the member holding `token`: payment password, address, order, payment. */
async function buy(server: RunningServer, token: string, skuId: number, quantity: number): Promise<number> {
  await memberApi(server, token, 'POST', '/api/account/setPayPassword', { pay_password: PAY_PASSWORD });
  const address = await memberApi<{ id: number }>(server, token, 'POST', '/api/address/add', {
    recipient: 'Tan Ah Kow', area_code: '65', phone: '91234567', country: 'SG', detail: '1 Orchard Road, #01-01',
  });
  const order = await memberApi<{ id: number }>(server, token, 'POST', '/api/order/create', { address_id: address.id, sku_id: skuId, quantity });
  await memberApi(server, token, 'POST', '/api/order/pay', { order_id: order.id, pay_method: 'balance', pay_password: PAY_PASSWORD });
  return order.id;
}

/** Done jobs that record a completed order for the bonus plan (one per receipt confirmed). */
async function trackedCount(server: RunningServer): Promise<number> {
  const summary = await adminApi<{ queues: Array<{ name: string; counts: Record<string, number> }> }>(server, 'GET', '/admin-api/jobs/summary');
  return summary.queues.find((q) => q.name === 'event:bonus.track_order')?.counts.done ?? 0;
}

/** `npm run onego -- <args>` on the server's data folder (the server must be stopped: one process per folder). */
async function onego(server: RunningServer, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/main.ts', ...args], { env: { ...process.env, ...server.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`onego ${args.join(' ')} exited ${code}: ${out}`))));
  });
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The member's network end to end: a sponsor (who bought 1,000 BV, the plan's V1) invites from the left; the
 * newcomer registers through the link and buys; an operator ships, both confirm receipt; the date the orders become
 * eligible is settled with the operator command while the server is down (time moved forward); the sponsor then sees
 * the referral and 见点 records, the income statement, the newcomer in the tree and in the team list; an operator
 * refunds the newcomer's order and the sponsor sees the referral bonus reversed.
 */
export const teamBonus: Journey = {
  name: 'team-bonus',
  async run(ctx: JourneyContext) {
    const { page, server, device } = ctx;
    const sponsor = newPerson();
    const sponsorId = await registerThroughApi(server, sponsor);
    await fundThroughBackOffice(server, sponsorId, '1100');
    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, sponsorId, sponsor.password);
    const products = await memberApi<{ list: Array<{ id: number }> }>(server, '', 'GET', `/api/product/index?keyword=${encodeURIComponent('SPF50')}`);
    const detail = await memberApi<{ specs: Array<{ id: number; price: string }> }>(server, '', 'GET', `/api/product/detail?id=${products.list[0]!.id}`);
    const skuId = detail.specs[0]!.id;
    const sponsorOrder = await buy(server, await tokenOf(page), skuId, 40);

    // Invite from the left: the link carries the invitation code and the left node code.
    await page.goto(`${server.url}/#/pages/invite`);
    const link = (await page.getByTestId('invite-link').textContent()) ?? '';
    const leftCode = (await page.getByTestId('invite-node-code').textContent()) ?? '';
    if (!link.includes(`node_code=${leftCode}`)) throw new Error(`the invitation link lacks the left node code: ${link}`);
    await ctx.shot('invite-left');
    await logout(ctx);

    // The newcomer registers through the link and buys.
    await page.goto(link);
    const newcomerId = await register(ctx, newPerson());
    await fundThroughBackOffice(server, newcomerId, '150');
    // 100 BV: the plan's "active", so the sponsor has one active direct referral and sees one layer of 见点 (two).
    const newcomerOrder = await buy(server, await tokenOf(page), skuId, 4);

    // Shipped, received: each order becomes eligible a week after its receipt is confirmed.
    const before = await trackedCount(server);
    for (const id of [sponsorOrder, newcomerOrder]) await adminApi(server, 'POST', '/admin-api/orders/ship', { order_id: id, carrier: 'SingPost', tracking_no: `SP ${id}` });
    await memberApi(server, await tokenOf(page), 'POST', '/api/order/confirm', { order_id: newcomerOrder });
    const sponsorToken = (await memberApi<{ token: string }>(server, '', 'POST', '/api/user/login', { member_id: sponsorId, password: sponsor.password })).token;
    await memberApi(server, sponsorToken, 'POST', '/api/order/confirm', { order_id: sponsorOrder });
    await expect(async () => (await trackedCount(server)) >= before + 2, 'both orders are recorded for the bonus plan');

    // Time moves forward: the server stops, the operator settles the eligibility date (each device its own date, as a
    // date settles once), and the server starts again on the same data and address.
    const day = dayAfter(device === 'phone' ? 7 : 8);
    let settled = '';
    await server.restart(async () => { settled = await onego(server, ['bonus:settle', '--date', day, '--early']); });
    if (!settled.includes(`${day}: settled`)) throw new Error(`settlement: ${settled}`);

    // The sponsor sees the referral and 见点 records.
    await logout(ctx);
    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, sponsorId, sponsor.password);
    await page.goto(`${server.url}/#/pages/bonus?kind=referral`);
    const referral = page.getByTestId('bonus-record-referral').filter({ hasText: newcomerId });
    await referral.waitFor();
    await expect(async () => ((await referral.getByTestId('bonus-amount').textContent()) ?? '').includes('10.00'), 'referral: 10% of the 100.00 order');
    await ctx.shot('bonus-referral');
    await page.getByTestId('bonus-tab-newSales').click();
    const sales = page.getByTestId('bonus-record-sales').filter({ hasText: newcomerId });
    await sales.waitFor();
    await expect(async () => ((await sales.getByTestId('bonus-amount').textContent()) ?? '').includes('1.00'), '见点: 1% of the 100.00 order');
    await ctx.shot('bonus-sales');

    // The income statement counts them, today's chart bar included.
    await page.goto(`${server.url}/#/pages/incomeStatement`);
    await expect(async () => ((await page.getByTestId('income-kind-referral').textContent()) ?? '') === '10.00', 'the income statement shows the referral bonus');
    await page.getByTestId('income-chart').waitFor();
    await ctx.shot('income-statement');

    // The newcomer is in the sponsor's tree, on the left, and in the team list.
    await page.goto(`${server.url}/#/pages/team`);
    const node = page.getByTestId(`tree-node-${newcomerId}`);
    await node.waitFor();
    await expect(async () => ((await page.getByTestId('team-personal').textContent()) ?? '') === '1,000.00', 'the sponsor\'s own achievement');
    await ctx.shot('team');
    await node.click();
    await expect(async () => ((await page.getByTestId('team-details-id').textContent()) ?? '') === newcomerId, 'the newcomer\'s details');
    await page.getByTestId('team-go-up').click();
    await page.getByTestId('team-top-note').waitFor();
    await page.goto(`${server.url}/#/pages/teamList`);
    await page.getByTestId(`team-member-${newcomerId}`).waitFor();
    await ctx.shot('team-list');

    // An operator refunds the newcomer's order: the bonuses paid on it are taken back, and the sponsor sees the reversal.
    await adminApi(server, 'POST', '/admin-api/orders/refund', { order_id: newcomerOrder, reason: 'Returned by the member' });
    await page.goto(`${server.url}/#/pages/bonus?kind=referral`);
    await page.reload();
    const reversed = page.getByTestId('bonus-record-referral').filter({ hasText: newcomerId }).filter({ has: page.locator('.amount-out') });
    await reversed.waitFor();
    await expect(async () => ((await reversed.getByTestId('bonus-amount').textContent()) ?? '').includes('10.00'), 'the referral bonus is reversed');
    await ctx.shot('bonus-reversed');
  },
};
