import type { Journey } from '../journey.js';
import { codeIn } from '../../packages/server/test/smtp.js';
import { expect } from './expect.js';
import { login, logout, newPerson, register, saveNickname } from './helpers.js';

/**
 * The foundation journey: open an invitation link, register, land logged in, switch language to English then Thai,
 * edit the nickname, log out, recover the password through the emailed code, log in with it, log out.
 */
export const memberAccount: Journey = {
  name: 'member-account',
  async run(ctx) {
    const { page, server, smtp, device } = ctx;
    const { inviteCode, leftNodeCode } = server.root;
    // Phones open the link with the codes in the hash route; desktops with the codes before the hash (spec start-up).
    const link = device === 'phone'
      ? `${server.url}/#/pages/register?invite_code=${inviteCode}&node_code=${leftNodeCode}`
      : `${server.url}/?invite_code=${inviteCode}&node_code=${leftNodeCode}#/`;
    await page.goto(link);
    await page.waitForURL(/#\/pages\/register/);
    await expect(async () => (await page.getByTestId('register-invite-code').inputValue()) === inviteCode, 'invitation code prefilled');
    await expect(async () => (await page.getByTestId('register-node-code').inputValue()) === leftNodeCode, 'node code prefilled');
    await ctx.shot('register-prefilled');

    // Without the agreement the form says so and registers nothing.
    const person = newPerson();
    await page.getByTestId('register-name').fill(person.name);
    await page.getByTestId('register-submit').click();
    await page.getByText('請閱讀並同意協議').first().waitFor();

    const memberId = await register(ctx, person);
    await ctx.shot('mine-after-register');

    // Language: English, then Thai; the choice is remembered and sent to the server.
    await page.goto(`${server.url}/#/pages/setUp/setUp`);
    await page.getByTestId('settings-language').click();
    await page.getByTestId('lang-option-en').click();
    await page.getByText('Settings', { exact: true }).first().waitFor();
    await ctx.shot('settings-en');
    await page.getByTestId('settings-language').click();
    await page.getByTestId('lang-option-th').click();
    await page.getByText('การตั้งค่า', { exact: true }).first().waitFor();
    await page.reload();
    await page.getByText('การตั้งค่า', { exact: true }).first().waitFor();
    await ctx.shot('settings-th');

    // Nickname, shown on Mine afterwards.
    await saveNickname(ctx, `Nick ${device}`);
    await ctx.shot('mine-nickname');

    await logout(ctx);

    // Forgotten password through the emailed code.
    await page.goto(`${server.url}/#/pages/forgetPassword`);
    await page.getByTestId('forgot-email').fill(person.email);
    const seen = smtp.inbox.length;
    await page.getByTestId('forgot-send-code').click();
    const code = codeIn(await smtp.waitFor(person.email, seen));
    await page.getByTestId('forgot-code').fill(code);
    const fresh = 'Recovered987';
    await page.getByTestId('forgot-new-password').fill(fresh);
    await page.getByTestId('forgot-re-password').fill(fresh);
    await ctx.shot('forgot-filled');
    await page.getByTestId('forgot-submit').click();
    await page.waitForURL(/#\/pages\/login/);
    await login(ctx, memberId, fresh);
    await ctx.shot('mine-after-recovery');
    await logout(ctx);
    await page.goto(`${server.url}/#/pages/mine`);
    await page.getByTestId('guest-login').waitFor();
    await ctx.shot('mine-guest');
  },
};
