import type { Journey } from '../journey.js';
import { registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { newPerson } from './helpers.js';

/**
 * Finance in the back office: find a member's wallet, credit it with a reason (previewed, then confirmed), see the
 * record and the journal entry, and prove the books with the verification.
 */
export const adminFinance: Journey = {
  name: 'admin-finance',
  devices: ['desktop'],
  async run(ctx) {
    const { page, server } = ctx;
    const memberId = await registerThroughApi(server, newPerson());
    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('login-username').fill(server.admin.username);
    await page.getByTestId('login-password').fill(server.admin.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor();

    await page.goto(`${server.url}/admin/#/wallets`);
    await page.getByTestId('wallet-search').fill(memberId);
    await page.getByTestId('wallet-search-button').click();
    await expect(async () => ((await page.getByTestId('wallet-balance').textContent()) ?? '').includes('0.00'), 'empty wallet shown');
    await page.getByTestId('wallet-adjust').click();
    await page.getByTestId('adjust-amount').fill('88.80');
    await page.getByTestId('adjust-reason').fill('Compensation for a delayed delivery');
    await page.getByTestId('adjust-submit').click();
    await page.getByTestId('adjust-effect').waitFor();
    await ctx.shot('adjust-preview');
    await page.getByTestId('adjust-confirm').click();
    await expect(async () => ((await page.getByTestId('wallet-balance').textContent()) ?? '').includes('88.80'), 'credited balance');
    await expect(async () => ((await page.getByTestId('records-table').textContent()) ?? '').includes('Compensation for a delayed delivery'), 'record with the reason');
    await ctx.shot('wallet-after-adjust');

    await page.goto(`${server.url}/admin/#/journal`);
    await page.getByTestId('journal-member').fill(memberId);
    await page.getByTestId('journal-search').click();
    await expect(async () => ((await page.getByTestId('journal-table').textContent()) ?? '').includes('Adjustment'), 'journal entry');
    await ctx.shot('journal');

    await page.goto(`${server.url}/admin/#/ledger-verify`);
    await page.getByTestId('ledger-verify').click();
    await page.getByTestId('ledger-verify-ok').waitFor();
    await ctx.shot('ledger-verified');
  },
};
