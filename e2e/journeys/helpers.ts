import { expect } from './expect.js';
import type { JourneyContext } from '../journey.js';
import type { Page } from 'playwright-core';

let seq = 0;
/** A unique person for a registration in this run. */
export function newPerson() {
  seq++;
  const n = `${Date.now() % 100000}${seq}`.padStart(7, '0').slice(-7);
  return { name: `E2E Member ${seq}`, mobile: `8${n}`, email: `e2e.${Date.now()}.${seq}@example.test`, password: 'Journey1234' };
}

/** Fills the registration form (codes come from the link) and submits it; resolves on the Mine page. */
export async function register(ctx: JourneyContext, person: ReturnType<typeof newPerson>): Promise<string> {
  const { page } = ctx;
  await page.getByTestId('register-name').fill(person.name);
  await page.getByTestId('register-birthday').fill('1990-01-15');
  await page.getByTestId('register-nationality').selectOption('SG');
  await expect(async () => (await page.getByTestId('register-area-code').inputValue()) === '65', 'area code follows nationality');
  await page.getByTestId('register-mobile').fill(person.mobile);
  await page.getByTestId('register-email').fill(person.email);
  await page.getByTestId('register-password').fill(person.password);
  await page.getByTestId('register-re-password').fill(person.password);
  await page.getByTestId('register-agree').check();
  await ctx.shot('register-filled');
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/#\/pages\/mine/);
  const idText = (await page.getByTestId('mine-member-id').textContent()) ?? '';
  const memberId = /\d{8}/.exec(idText)?.[0];
  if (!memberId) throw new Error(`no member ID on Mine: "${idText}"`);
  return memberId;
}

/**
 * Logs in on the login page. (Right after a logout on a desktop the login overlay used to open over the login page
 * for a moment and vanish with what was typed into it; logging out now ends the session only once the settings page
 * has gone, and the login page must hold exactly one form.)
 */
export async function login(ctx: JourneyContext, memberId: string, password: string): Promise<void> {
  const { page } = ctx;
  await expect(async () => {
    await page.getByTestId('login-member-id').fill(memberId);
    await page.getByTestId('login-password').fill(password);
    await new Promise((r) => setTimeout(r, 150));
    return (await page.getByTestId('login-member-id').count()) === 1
      && (await page.getByTestId('login-member-id').inputValue()) === memberId && (await page.getByTestId('login-password').inputValue()) === password;
  }, 'login form holds the typed values');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/mine/);
}

/** Opens Settings and logs out through its confirmation. */
export async function logout(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await page.goto(`${ctx.server.url}/#/pages/setUp/setUp`);
  await page.getByTestId('settings-logout').click();
  await page.locator('.adm-dialog-footer button, .adm-dialog-button').last().click();
  await expect(async () => (await page.evaluate(() => localStorage.getItem('token'))) === null, 'token removed after logout');
}

/** Saves a new nickname in personal info and waits until Mine shows it. */
export async function saveNickname(ctx: JourneyContext, nickname: string): Promise<void> {
  const { page, server } = ctx;
  await page.goto(`${server.url}/#/pages/userInfo/userInfo`);
  await page.getByTestId('userinfo-nickname').fill(nickname);
  await page.getByTestId('userinfo-submit').click();
  await page.goto(`${server.url}/#/pages/mine`);
  await expect(async () => ((await page.getByTestId('mine-nickname').textContent()) ?? '').includes(nickname), `nickname "${nickname}" on Mine`);
}

/** Sets the member's payment password from Settings, as a member does before their first payment. */
export async function setPayPassword(ctx: JourneyContext, pin: string): Promise<void> {
  const { page, server } = ctx;
  await page.goto(`${server.url}/#/pages/setUp/setUp`);
  await page.getByTestId('settings-pay-set').click();
  await page.getByTestId('pay-password-new').fill(pin);
  await page.getByTestId('pay-password-re').fill(pin);
  await page.getByTestId('pay-password-submit').click();
  await page.getByTestId('settings-pay-change').waitFor();
}

/** Adds a Singapore delivery address through the address form; resolves once the address list shows it. */
export async function addAddress(ctx: JourneyContext): Promise<void> {
  const { page, server } = ctx;
  await page.goto(`${server.url}/#/pages/address/changeAddress`);
  await page.getByTestId('address-recipient').fill('Tan Ah Kow');
  await page.getByTestId('address-country').selectOption('SG');
  await page.getByTestId('address-phone').fill('91234567');
  await page.getByTestId('address-detail').fill('1 Orchard Road, #01-01');
  await page.getByTestId('address-submit').click();
  await page.getByTestId('address-card').first().waitFor();
}

/**
 * Scrolls Home down as a reader does, once its first screen shows: what lies under it (the partner picks, the company
 * profile, the product list) is built only when the reader comes near (MountWhenNear).
 */
export async function scrollHomeDown(page: Page): Promise<void> {
  await page.getByTestId('home-search').waitFor({ timeout: 30_000 });
  await page.mouse.wheel(0, 1500);
}
