import type { Journey } from '../journey.js';
import { fundThroughBackOffice, registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { login, logout, newPerson, register, saveNickname, setPayPassword } from './helpers.js';

/**
 * The wallet: log in, set a payment password, open the wallet, transfer to another member (fee and arrival shown
 * first), see the record on both sides, create a sub-account, switch to it and back, consolidate its money, and still
 * save personal info.
 */
export const wallet: Journey = {
  name: 'wallet',
  async run(ctx) {
    const { page, server, device } = ctx;
    const payee = newPerson();
    const payeeId = await registerThroughApi(server, payee);
    await page.goto(`${server.url}/#/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.leftNodeCode}`);
    const me = newPerson();
    const myId = await register(ctx, me);
    await fundThroughBackOffice(server, myId, '500');

    // Payment password, from Settings.
    await setPayPassword(ctx, '135790');

    await page.goto(`${server.url}/#/pages/mine`);
    await expect(async () => ((await page.getByTestId('mine-available').textContent()) ?? '').includes('500.00'), 'available amount on Mine');
    await page.getByTestId('mine-to-wallet').click();
    await expect(async () => ((await page.getByTestId('wallet-balance').textContent()) ?? '').includes('500.00'), 'balance in the wallet');
    await ctx.shot('wallet');

    await page.getByTestId('wallet-to-transfer').click();
    await page.getByTestId('transfer-to').fill(payeeId);
    await page.getByTestId('transfer-amount').fill('100');
    // Leaving the member ID field checked the recipient: the nickname shows before any payment password.
    await expect(async () => ((await page.getByTestId('transfer-recipient-nickname').textContent()) ?? '').includes(payee.name), 'recipient nickname shown');
    await expect(async () => ((await page.getByTestId('transfer-arrival').textContent()) ?? '').includes('99.00'), 'arrival after the fee');
    await expect(async () => ((await page.getByTestId('transfer-fee').textContent()) ?? '').includes('1.00'), 'fee shown');
    await ctx.shot('transfer-quote');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-confirm').waitFor();
    await expect(async () => ((await page.getByTestId('transfer-confirm-nickname').textContent()) ?? '').includes(payee.name), 'nickname on the confirmation');
    await page.getByTestId('pay-password-input').fill('135790');
    await ctx.shot('transfer-confirm');
    await page.getByTestId('pay-password-confirm').click();
    await page.getByTestId('transfer-result').waitFor();
    await expect(async () => ((await page.getByTestId('transfer-result-balance').textContent()) ?? '').includes('400.00'), 'balance after the transfer');
    await ctx.shot('transfer-done');

    await page.goto(`${server.url}/#/pages/eWallet`);
    const firstRecord = page.getByTestId('wallet-record').first();
    await expect(async () => ((await firstRecord.textContent()) ?? '').includes('-100.00'), 'sender record');
    await expect(async () => ((await firstRecord.textContent()) ?? '').includes(payeeId), 'sender record names the payee');
    await ctx.shot('wallet-records');

    // Sub-account: create under my own left node, switch to it, fund it, switch back, consolidate.
    await page.goto(`${server.url}/#/pages/switchAccounts`);
    await page.getByTestId('subaccount-create').click();
    const options = await page.getByTestId('subaccount-node').locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    await page.getByTestId('subaccount-node').selectOption(options[0]!);
    await page.getByTestId('subaccount-nickname').fill('Shop two');
    await page.getByTestId('subaccount-submit').click();
    const subRow = page.locator('[data-testid^="switch-account-"]').nth(1);
    await subRow.waitFor();
    const subId = ((await subRow.getAttribute('data-testid')) ?? '').replace('switch-account-', '');
    await ctx.shot('accounts');
    await subRow.click();
    await expect(async () => ((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? '').includes(subId), 'switched to the sub-account');
    await page.goto(`${server.url}/#/pages/mine`);
    await expect(async () => ((await page.getByTestId('mine-member-id').textContent()) ?? '').includes(subId), 'Mine shows the sub-account');
    await fundThroughBackOffice(server, subId, '42.50');
    await fundThroughBackOffice(server, subId, '7', 'shop_coins');
    await page.goto(`${server.url}/#/pages/switchAccounts`);
    await page.getByTestId(`switch-account-${myId}`).click();
    await expect(async () => ((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? '').includes(myId), 'switched back');
    await page.goto(`${server.url}/#/pages/switchAccounts`);
    await page.getByTestId('consolidate').click();
    await page.getByTestId('consolidate-confirm').waitFor();
    await page.getByTestId('pay-password-input').fill('135790');
    await page.getByTestId('pay-password-confirm').click();
    await page.getByTestId('consolidate-result').waitFor();
    await expect(async () => ((await page.getByTestId('consolidate-result').textContent()) ?? '').includes('42.50'), 'consolidated amount');
    await ctx.shot('consolidated');
    await page.goto(`${server.url}/#/pages/eWallet`);
    await expect(async () => ((await page.getByTestId('wallet-balance').textContent()) ?? '').includes('442.50'), 'main balance after consolidation');

    // A member who has a sub-account saves personal info like anyone else (it used to clash with the sub-account's mobile).
    await saveNickname(ctx, `Main ${device}`);

    // The payee sees the money arrive.
    await logout(ctx);
    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, payeeId, payee.password);
    await page.goto(`${server.url}/#/pages/eWallet`);
    const received = page.getByTestId('wallet-record').first();
    await expect(async () => ((await received.textContent()) ?? '').includes('99.00'), 'payee record');
    await expect(async () => ((await received.textContent()) ?? '').includes(myId), 'payee record names the sender');
    await ctx.shot('payee-wallet');
  },
};
