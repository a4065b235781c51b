import type { Journey } from '../journey.js';
import { expect } from './expect.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The bonus plan in the back office: the versions and levels, a new version from tomorrow, the settlement calendar,
 * the whole tree from the top, and a simulation of a proposal that is then applied from a date.
 */
export const adminBonus: Journey = {
  name: 'admin-bonus',
  devices: ['desktop'],
  async run(ctx) {
    const { page, server } = ctx;
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('login-username').fill(server.admin.username);
    await page.getByTestId('login-password').fill(server.admin.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor();

    await page.goto(`${server.url}/admin/#/bonus-plan`);
    await page.getByTestId('bonus-levels').waitFor();
    await ctx.shot('bonus-plan');
    await page.getByTestId('bonus-new-version').click();
    await page.getByTestId('plan-field-referral.rate').fill('0.12');
    await page.getByTestId('bonus-note').fill('e2e: richer referral');
    await ctx.shot('bonus-new-version');
    await page.getByTestId('bonus-save-version').click();
    await expect(async () => (await page.getByTestId('bonus-versions').textContent())?.includes('e2e: richer referral') ?? false, 'the new version listed');

    await page.goto(`${server.url}/admin/#/bonus-calendar`);
    await page.getByTestId('bonus-runs').waitFor();
    await ctx.shot('bonus-calendar');

    await page.goto(`${server.url}/admin/#/bonus-tree`);
    await page.getByTestId('tree-at-top').waitFor();
    await page.getByTestId(`tree-node-${server.root.memberId}`).waitFor();
    await ctx.shot('bonus-tree');

    await page.goto(`${server.url}/admin/#/bonus-simulator`);
    await page.getByTestId('plan-field-sales.rate').fill('0.02');
    await page.getByTestId('sim-from').fill(day(-10));
    await page.getByTestId('sim-to').fill(day(-1));
    await page.getByTestId('sim-run').click();
    await expect(async () => (await page.getByTestId('sim-state').textContent()) === 'Done', 'the simulation done');
    await ctx.shot('bonus-simulation');
    await page.getByTestId('sim-apply').click();
    await page.getByTestId('bonus-apply-from').fill(day(5));
    await page.getByTestId('bonus-save-version').click();
    await page.goto(`${server.url}/admin/#/bonus-plan`);
    await expect(async () => (await page.getByTestId('bonus-versions').textContent())?.includes(day(5)) ?? false, 'the applied version listed');
  },
};
