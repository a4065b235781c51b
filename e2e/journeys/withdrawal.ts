import type { Journey } from '../journey.js';
import { codeAt, fundThroughBackOffice, operatorWithTotp, registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { login, newPerson, setPayPassword } from './helpers.js';

/**
 * Withdraw on the demo chain: a member asks for a withdrawal with the payment password, a finance operator approves
 * it in the back office with the second factor, the signer pays it, and the member sees the transaction ID.
 */
export const withdrawal: Journey = {
  name: 'withdrawal',
  async run(ctx) {
    const { page, server } = ctx;
    const person = newPerson();
    const memberId = await registerThroughApi(server, person);
    await fundThroughBackOffice(server, memberId, '100');
    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, memberId, person.password);

    await setPayPassword(ctx, '135790');

    await page.goto(`${server.url}/#/pages/exchange`);
    await expect(async () => ((await page.getByTestId('exchange-available').textContent()) ?? '').includes('100.00'), 'available amount');
    await page.getByTestId('exchange-amount').fill('40');
    await page.getByTestId('exchange-address').fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await ctx.shot('request');
    await page.getByTestId('exchange-submit').click();
    await page.getByTestId('pay-password-input').fill('135790');
    await page.getByTestId('pay-password-confirm').click();
    await page.getByTestId('withdrawal-details').waitFor();
    const id = new URL(page.url().replace('#/', '')).searchParams.get('id');
    if (!id) throw new Error(`no withdrawal id in ${page.url()}`);

    const username = `fin.${Date.now() % 1_000_000}`;
    const opPassword = 'Finance1234';
    const secret = await operatorWithTotp(server, username, opPassword, 'finance');
    const admin = await page.context().newPage();
    await admin.goto(`${server.url}/admin/`);
    await admin.getByTestId('login-username').fill(username);
    await admin.getByTestId('login-password').fill(opPassword);
    await admin.getByTestId('login-submit').click();
    await admin.getByTestId('login-totp').fill(codeAt(secret, 0));
    await admin.getByTestId('login-totp-submit').click();
    await admin.getByTestId('side-menu').waitFor();
    await admin.goto(`${server.url}/admin/#/withdrawals`);
    await admin.getByTestId(`withdrawal-select-${id}`).check();
    await admin.getByTestId('withdrawals-approve').click();
    await admin.getByTestId('withdrawals-totp').fill(codeAt(secret, 1));
    await admin.getByTestId('withdrawals-confirm').click();
    // Approved, it leaves the review queue; the signer then sends the payout (demo blocks every 0.75 s).
    await expect(async () => (await admin.getByTestId(`withdrawal-select-${id}`).count()) === 0, 'withdrawal left the review queue');
    await ctx.shot('approved', admin);
    await admin.close();

    await page.goto(`${server.url}/#/pages/withdrawalDetails?id=${id}`);
    let shown = '';
    await expect(async () => {
      await page.reload();
      shown = (await page.getByTestId('withdrawal-details').textContent()) ?? '';
      return /0x[0-9a-f]{64}/.test((await page.getByTestId('withdrawal-tx').textContent()) ?? '');
    }, 'transaction ID on the details page', 60_000).catch((err: Error) => { throw new Error(`${err.message}; details: ${shown}`); });
    await ctx.shot('paid');
  },
};
