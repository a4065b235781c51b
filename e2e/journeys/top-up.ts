import type { Journey } from '../journey.js';
import { expect } from './expect.js';
import { newPerson, register } from './helpers.js';

/**
 * Top up on the demo chain: ask for an amount, see the address (text, QR), network, token, amount and countdown, pay
 * from the demo wallet, watch the top-up turn successful once final, and find it in the top-up records.
 */
export const topUp: Journey = {
  name: 'top-up',
  async run(ctx) {
    const { page, server } = ctx;
    await page.goto(`${server.url}/#/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.leftNodeCode}`);
    await register(ctx, newPerson());

    await page.goto(`${server.url}/#/pages/eWallet`);
    await page.getByTestId('wallet-to-topup').click();
    await page.getByTestId('topup-amount').fill('25');
    await ctx.shot('amount');
    await page.getByTestId('topup-submit').click();
    await page.getByTestId('topup-open').waitFor();
    await expect(async () => /^0x[0-9a-f]{40}$/.test(((await page.getByTestId('topup-address').textContent()) ?? '').trim()), 'deposit address shown');
    await page.getByTestId('topup-qr').waitFor();
    await expect(async () => ((await page.getByTestId('topup-to-send').textContent()) ?? '').includes('25.00'), 'amount to send');
    await expect(async () => ((await page.getByTestId('topup-countdown').textContent()) ?? '').length > 0, 'countdown shown');
    await ctx.shot('pay');

    await page.getByTestId('topup-demo-pay').click();
    // The demo chain makes a block every 0.75 s and the scanner credits once the block is final.
    await page.getByTestId('topup-result').waitFor({ timeout: 60_000 });
    await expect(async () => (await page.locator('.recharge-status-success[data-testid="topup-result"]').count()) === 1, 'top-up successful');
    await ctx.shot('success');

    await page.getByTestId('topup-to-records').click();
    const record = page.getByTestId('recharge-record').first();
    await expect(async () => ((await record.textContent()) ?? '').includes('25.00'), 'record amount');
    await expect(async () => (await record.locator('.recharge-status-success').count()) === 1, 'record status');
    await expect(async () => ((await record.getByTestId('recharge-tx').textContent()) ?? '').startsWith('0x'), 'record transaction');
    await ctx.shot('records');

    await page.goto(`${server.url}/#/pages/eWallet`);
    await expect(async () => ((await page.getByTestId('wallet-balance').textContent()) ?? '').includes('25.00'), 'balance after the top-up');
  },
};
