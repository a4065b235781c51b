import type { Page } from 'playwright-core';
import { DEVICES, type JourneyContext } from '../journey.js';
import { expect } from './expect.js';

/**
 * Works one member's paid order in the back office, in a desktop browser of its own (operators work at desks, whatever
 * device the member uses): signs in at /admin as the first operator, finds the member's orders on the Orders page,
 * waits for the order listed as to ship, hands the page to `work`, and fails on any back-office page error.
 */
export async function withOrderInBackOffice(ctx: JourneyContext, memberId: string, orderId: string | number, work: (admin: Page) => Promise<void>): Promise<void> {
  const { page, server } = ctx;
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to open the back office in');
  const desk = await browser.newContext(DEVICES.desktop);
  try {
    const admin = await desk.newPage();
    admin.setDefaultTimeout(30_000);
    const errors: string[] = [];
    admin.on('pageerror', (e) => errors.push(e.message));
    await admin.goto(`${server.url}/admin/`);
    await admin.getByTestId('login-username').fill(server.admin.username);
    await admin.getByTestId('login-password').fill(server.admin.password);
    await admin.getByTestId('login-submit').click();
    await admin.getByTestId('side-menu').getByText('Orders').click();
    await admin.getByTestId('orders-q').fill(memberId);
    await admin.getByTestId('orders-search').click();
    await expect(async () => ((await admin.getByTestId(`order-status-${orderId}`).textContent()) ?? '') === 'To ship', 'the paid order is listed');
    await work(admin);
    if (errors.length) throw new Error(`back-office page errors: ${errors.join(' | ')}`);
  } finally {
    await desk.close();
  }
}
