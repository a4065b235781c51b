import type { Journey } from '../journey.js';
import { expect } from './expect.js';
import { login, newPerson, register } from './helpers.js';

/**
 * The back office: an operator signs in, reads the navigation in Japanese and Thai, finds a newly registered member,
 * disables them with a reason (the member can no longer log in), sees the change in the audit log, and enables them again.
 */
export const adminMembers: Journey = {
  name: 'admin-members',
  devices: ['desktop'],
  async run(ctx) {
    const { page, server } = ctx;
    // A member to manage, registered through the app.
    await page.goto(`${server.url}/#/pages/register?invite_code=${server.root.inviteCode}&node_code=${server.root.rightNodeCode}`);
    const person = newPerson();
    const memberId = await register(ctx, person);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${server.url}/admin/`);
    await page.getByTestId('login-username').fill(server.admin.username);
    await page.getByTestId('login-password').fill('wrong-password-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill(server.admin.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor();
    // The back office opens on the dashboard.
    await page.getByTestId('dash-queue-kyc').waitFor();
    await ctx.shot('admin-home');

    // The back office speaks the member app's languages: the navigation in Japanese, then Thai, then back to English.
    for (const [lang, members, signOut] of [['ja', '会員', 'ログアウト'], ['th', 'สมาชิก', 'ออกจากระบบ'], ['en', 'Members', 'Sign out']] as const) {
      await page.getByTestId('lang-switch').click();
      await page.getByTestId(`lang-${lang}`).click();
      await page.getByTestId('side-menu').getByText(members, { exact: true }).waitFor();
      await page.getByTestId('sign-out').getByText(signOut).waitFor();
      if (lang !== 'en') await ctx.shot(`admin-home-${lang}`);
    }

    // The back office opens on the dashboard; the members list is a click away.
    await page.getByTestId('side-menu').getByText('Members', { exact: true }).click();
    await page.getByTestId('members-search').fill(person.email);
    await page.getByTestId('members-search-button').click();
    await page.getByTestId(`member-open-${memberId}`).click();
    await page.getByTestId('member-drawer').first().waitFor();
    await ctx.shot('member-drawer');
    await page.getByTestId('member-disable').click();
    await page.getByTestId('member-status-reason').fill('Suspicious activity reported by e2e');
    await page.getByTestId('member-status-confirm').click();
    await page.getByTestId('member-enable').waitFor();
    await ctx.shot('member-disabled');

    // The member is refused at login, in their language.
    const res = await fetch(`${server.url}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ member_id: memberId, password: person.password }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    if (body.msg !== 'This account has been disabled. Please contact customer service.') throw new Error(`login answered ${JSON.stringify(body)}`);

    // The audit log shows who did it.
    await page.goto(`${server.url}/admin/#/audit`);
    await page.getByTestId('audit-table').waitFor();
    await expect(async () => (await page.getByTestId('audit-table').textContent())?.includes(memberId) ?? false, 'audit row for the member');
    await ctx.shot('audit');

    await page.goto(`${server.url}/admin/#/members`);
    await page.getByTestId('members-search').fill(memberId);
    await page.getByTestId('members-search-button').click();
    await page.getByTestId(`member-open-${memberId}`).click();
    await page.getByTestId('member-enable').click();
    await page.getByTestId('member-status-reason').fill('Cleared');
    await page.getByTestId('member-status-confirm').click();
    await page.getByTestId('member-disable').waitFor();

    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, memberId, person.password);
  },
};
