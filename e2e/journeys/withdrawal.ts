import { authenticator } from 'otplib';
import type { Journey } from '../journey.js';
import type { RunningServer } from '../../packages/server/test/server-process.js';
import { fundThroughBackOffice, registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { login, newPerson } from './helpers.js';

/** A TOTP code of the step `offset` steps from now (the server accepts one step either side, each step once). */
const codeAt = (secret: string, offset: number) => authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

async function adminCall<T>(server: RunningServer, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'admin-token': token } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: T }>);
  if (res.code !== 1) throw new Error(`${path} failed: ${res.msg}`);
  return res.data;
}

/**
 * A finance operator with two-step verification on, made through the back-office API; returns the TOTP secret.
 * (Its own operator, so turning TOTP on leaves the super admin the other journeys sign in as untouched.)
 */
async function financeOperator(server: RunningServer, username: string, password: string): Promise<string> {
  const root = await adminCall<{ token: string }>(server, '/admin-api/auth/login', { username: server.admin.username, password: server.admin.password });
  await adminCall(server, '/admin-api/operators/create', { username, password, role: 'finance' }, root.token);
  const me = await adminCall<{ token: string }>(server, '/admin-api/auth/login', { username, password });
  const { secret } = await adminCall<{ secret: string }>(server, '/admin-api/auth/totp/setup', {}, me.token);
  // The previous step's code, so the later sign-in and approval each have a step of their own.
  await adminCall(server, '/admin-api/auth/totp/enable', { totp: codeAt(secret, -1) }, me.token);
  return secret;
}

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

    await page.goto(`${server.url}/#/pages/setUp/setUp`);
    await page.getByTestId('settings-pay-set').click();
    await page.getByTestId('pay-password-new').fill('135790');
    await page.getByTestId('pay-password-re').fill('135790');
    await page.getByTestId('pay-password-submit').click();
    await page.getByTestId('settings-pay-change').waitFor();

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
    const secret = await financeOperator(server, username, opPassword);
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
