import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../journey.js';
import type { RunningServer } from '../../packages/server/test/server-process.js';
import { codeAt, operatorWithTotp } from './admin-api.js';
import { expect } from './expect.js';
import { newPerson } from './helpers.js';

// Member services: identity verification (and, as they land, feedback and the account application).

/** A new member registered through the API, signed in on the page. */
async function signedInMember(ctx: JourneyContext): Promise<string> {
  const { page, server } = ctx;
  const person = newPerson();
  const res = await fetch(`${server.url}/api/user/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      name: person.name, birthday: '1991-02-03', area_code: '65', mobile: person.mobile, email: person.email, nationality: 'SG',
      password: person.password, invite_code: server.root.inviteCode, node_code: server.root.rightNodeCode, agree: true,
    }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { token: string; userinfo: { member_id: string } } }>);
  if (res.code !== 1) throw new Error(`registration failed: ${res.msg}`);
  // The app reads the stored session when it starts: store it, then start the app again on Mine until it shows the member.
  await page.goto(`${server.url}/#/pages/mine`);
  await expect(async () => {
    await page.evaluate((token) => localStorage.setItem('token', token), res.data.token);
    await page.reload();
    await page.getByTestId('mine-member-id').waitFor({ timeout: 5000 });
    return true;
  }, 'signed in on Mine');
  return res.data.userinfo.member_id;
}

/** A photo as a phone would send it. */
const photo = async (name: string, colour: string) => ({
  name, mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } }).jpeg().toBuffer(),
});

/** The back office in a second tab, signed in as the super admin. */
async function backOffice(ctx: JourneyContext, server: RunningServer): Promise<Page> {
  const admin = await ctx.page.context().newPage();
  await admin.goto(`${server.url}/admin/`);
  await admin.getByTestId('login-username').fill(server.admin.username);
  await admin.getByTestId('login-password').fill(server.admin.password);
  await admin.getByTestId('login-submit').click();
  await admin.getByTestId('side-menu').waitFor();
  return admin;
}

/** A member verifies their identity from Mine; an operator approves it from the queue; the member sees it approved. */
export const servicesKyc: Journey = {
  name: 'services-kyc',
  async run(ctx) {
    const { page, server } = ctx;
    const memberId = await signedInMember(ctx);
    await page.goto(`${server.url}/#/pages/mine`);
    await page.getByTestId('mine-to-kyc').click();
    await page.waitForURL(/#\/pages\/kyc/);
    await page.getByTestId('kyc-form').waitFor();
    await page.getByTestId('kyc-submit').click();
    await page.locator('.field-error').first().waitFor();
    await ctx.shot('kyc-required');

    await page.getByText('身分證', { exact: true }).click();
    await page.getByTestId('kyc-id-number-input').fill('A123456789');
    await page.getByTestId('kyc-real-name').fill('陳美玲');
    await page.getByTestId('kyc-id-photo').setInputFiles(await photo('id.jpg', '#6a8caf'));
    await page.getByTestId('kyc-id-photo-preview').waitFor();
    await page.getByTestId('kyc-selfie').setInputFiles(await photo('selfie.jpg', '#c9a27e'));
    await page.getByTestId('kyc-selfie-preview').waitFor();
    await expect(async () => page.getByTestId('kyc-selfie-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the private photo shows through its link');
    await ctx.shot('kyc-filled');
    await page.getByTestId('kyc-submit').click();
    await expect(async () => (await page.getByTestId('kyc-status').getAttribute('data-status')) === 'pending', 'under review');
    await ctx.shot('kyc-pending');

    const admin = await backOffice(ctx, server);
    await admin.goto(`${server.url}/admin/#/kyc`);
    await admin.getByTestId('kyc-member').fill(memberId);
    await admin.getByTestId('kyc-search').click();
    const name = admin.getByText('陳美玲');
    await name.waitFor();
    const id = Number((await admin.locator('[data-testid^="kyc-approve-"]').first().getAttribute('data-testid'))!.split('-').pop());
    await expect(async () => admin.locator(`[data-testid="kyc-selfie-${id}"] img, img[data-testid="kyc-selfie-${id}"]`).first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the operator sees the selfie');
    await ctx.shot('kyc-queue', admin);
    await admin.getByTestId(`kyc-approve-${id}`).click();
    await expect(async () => (await admin.getByTestId(`kyc-approve-${id}`).count()) === 0, 'approved, leaving the queue');
    await admin.close();

    await page.reload();
    await expect(async () => (await page.getByTestId('kyc-status').getAttribute('data-status')) === 'approved', 'approved for the member');
    await ctx.shot('kyc-approved');
  },
};

/** A member sends feedback with a picture; an operator replies; the member sees the badge on Mine and reads the reply. */
export const servicesFeedback: Journey = {
  name: 'services-feedback',
  async run(ctx) {
    const { page, server } = ctx;
    const memberId = await signedInMember(ctx);
    await page.goto(`${server.url}/#/pages/mine`);
    await page.getByTestId('mine-to-feedback').click();
    await page.waitForURL(/#\/pages\/feedback\/feedback/);
    await page.getByText('問題', { exact: true }).click();
    await page.getByTestId('feedback-title').fill('包裹還沒到');
    await page.locator('[data-testid="feedback-content"] textarea, textarea[data-testid="feedback-content"]').first().fill('訂單已付款五天，\n還沒有出貨。');
    await page.getByTestId('feedback-add-image').setInputFiles(await photo('parcel.jpg', '#8fbf8f'));
    await page.getByTestId('feedback-image').waitFor();
    await ctx.shot('feedback-filled');
    await page.getByTestId('feedback-submit').click();
    await page.waitForURL(/#\/pages\/feedback\/feedbackRecord/);
    await expect(async () => (await page.locator('[data-testid^="feedback-record-"][data-status="pending"]').count()) === 1, 'the record under review');
    await ctx.shot('feedback-records');

    const admin = await backOffice(ctx, server);
    await admin.goto(`${server.url}/admin/#/feedback`);
    await admin.getByTestId('feedback-member').fill(memberId);
    await admin.getByTestId('feedback-search').click();
    await admin.getByText('包裹還沒到').waitFor();
    const id = Number((await admin.locator('[data-testid^="feedback-answer-"]').first().getAttribute('data-testid'))!.split('-').pop());
    await admin.getByTestId(`feedback-answer-${id}`).click();
    await admin.getByTestId('feedback-reply-text').fill('已為您加急，明天出貨。');
    await ctx.shot('feedback-answer', admin);
    await admin.getByTestId('feedback-reply-confirm').click();
    await expect(async () => (await admin.getByTestId(`feedback-answer-${id}`).count()) === 0, 'answered');
    await admin.close();

    await page.goto(`${server.url}/#/pages/mine`);
    await page.getByTestId('mine-feedback-badge').waitFor();
    await ctx.shot('feedback-badge');
    await page.getByTestId('mine-to-feedback').click();
    await page.waitForURL(/#\/pages\/feedback\/feedbackRecord/);
    await expect(async () => ((await page.getByTestId('feedback-reply').textContent()) ?? '').includes('明天出貨'), 'the reply');
    await ctx.shot('feedback-reply');
    await page.goto(`${server.url}/#/pages/mine`);
    await page.getByTestId('mine-to-feedback').waitFor();
    await expect(async () => (await page.getByTestId('mine-feedback-badge').count()) === 0, 'the badge cleared once read');
  },
};

/** A member fills the account application over three steps, reloading in the middle, and submits it. */
export const servicesApplication: Journey = {
  name: 'services-application',
  async run(ctx) {
    const { page, server } = ctx;
    await signedInMember(ctx);
    await page.goto(`${server.url}/#/pages/mine`);
    await page.getByTestId('mine-to-application').click();
    await page.waitForURL(/#\/pages\/applicationForm/);
    const form = page.getByTestId('application-form');
    await form.waitFor();
    await page.getByTestId('application-next').click();
    await page.locator('.field-error').first().waitFor();
    await ctx.shot('application-step1-required');
    await page.getByTestId('application-product_name').fill('入門方案');
    await page.getByText('銀行轉帳', { exact: true }).click();
    await page.getByTestId('application-id_card').fill('A123456789');
    await page.locator('[data-testid="application-address"] textarea, textarea[data-testid="application-address"]').first().fill('台北市信義區市府路 1 號');
    await page.getByTestId('application-next').click();
    await expect(async () => (await form.getAttribute('data-step')) === '1', 'on the bank card step');
    await page.getByTestId('application-bank_name').fill('台灣銀行');
    await page.getByTestId('application-bank_branch').fill('信義分行');

    // A reload in the middle keeps the step and what was typed (the draft is stored once the typing has rendered).
    await expect(async () => ((await page.evaluate(() => localStorage.getItem('applicationDraft'))) ?? '').includes('信義分行'), 'the draft stored');
    await page.reload();
    await expect(async () => (await page.getByTestId('application-form').getAttribute('data-step')) === '1', 'back on the bank card step');
    await expect(async () => (await page.getByTestId('application-bank_branch').inputValue()) === '信義分行', 'the branch kept');
    await ctx.shot('application-after-reload');
    await page.getByTestId('application-bank_account').fill('0123-4567-8901');
    await page.getByTestId('application-account_name').fill('陳美玲');
    await page.getByTestId('application-next').click();
    await expect(async () => (await page.getByTestId('application-form').getAttribute('data-step')) === '2', 'on the attachments step');
    const colours = { id_front: '#5b8def', id_back: '#8d5bef', bank_card: '#efb35b', personal_photo: '#5bef9a' } as const;
    for (const [field, colour] of Object.entries(colours)) {
      await page.getByTestId(`application-${field}`).setInputFiles(await photo(`${field}.jpg`, colour));
      await page.getByTestId(`application-${field}-preview`).waitFor();
    }
    await ctx.shot('application-attachments');
    await page.getByTestId('application-submit').click();
    await expect(async () => (await page.getByTestId('application-status').getAttribute('data-status')) === 'pending', 'submitted, under review');
    await ctx.shot('application-pending');
    if (await page.evaluate(() => localStorage.getItem('applicationDraft'))) throw new Error('the draft is still stored after submitting');
  },
};

/** Submits an identity verification through the API, with the member's session (two photos uploaded, then the form). */
async function submitKycThroughApi(server: RunningServer, token: string, realName: string): Promise<void> {
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, token, lang: 'en' } })
      .then((r) => r.json() as Promise<{ code: number; msg: string; data: T }>);
    if (res.code !== 1) throw new Error(`${path} failed: ${res.msg}`);
    return res.data;
  };
  const upload = async (colour: string) => {
    const form = new FormData();
    const { buffer, name, mimeType } = await photo(`${colour.slice(1)}.jpg`, colour);
    form.append('file', new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
    return (await call<{ id: string }>('/api/UserVerification/upload', { method: 'POST', body: form })).id;
  };
  const body = { id_type: 'id_card', id_number: 'B223456789', real_name: realName, id_photo: await upload('#5b7db1'), selfie: await upload('#d4a373') };
  await call('/api/UserVerification/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * An operator on the go: a member's identity verification waits; on a phone an operations operator opens
 * /pages/administrator (first seen, as the member, as for operators only), signs in with password and authenticator
 * code, approves it from the queue, and the member's verification is approved. The member's session stays theirs.
 */
export const servicesOperatorDesk: Journey = {
  name: 'services-operator-desk',
  devices: ['phone'],
  async run(ctx) {
    const { page, server } = ctx;
    await signedInMember(ctx);
    const memberToken = await page.evaluate(() => localStorage.getItem('token'));
    if (!memberToken) throw new Error('no member session');
    const realName = `林志明${Date.now() % 1000}`;
    await submitKycThroughApi(server, memberToken, realName);
    const username = `ops.${Date.now() % 1_000_000}`;
    const password = 'Operations1234';
    const secret = await operatorWithTotp(server, username, password, 'operations');

    await page.goto(`${server.url}/#/pages/administrator`);
    await page.getByTestId('operators-only').waitFor();
    await ctx.shot('operators-only');
    await page.getByTestId('operators-only-sign-in').click();
    await page.getByTestId('operator-username').fill(username);
    await page.getByTestId('operator-password').fill(password);
    await page.getByTestId('operator-sign-in-submit').click();
    await page.getByTestId('operator-totp').fill(codeAt(secret, 0));
    await page.getByTestId('operator-sign-in-submit').click();
    await page.getByTestId('operator-desk').waitFor();
    // Operations work verifications, feedback and applications; withdrawals are finance's.
    await page.getByTestId('operator-tab-kyc').waitFor();
    await expect(async () => (await page.getByTestId('operator-tab-withdrawals').count()) === 0, 'no withdrawals queue for operations');
    const item = page.locator('[data-testid^="kyc-item-"]').filter({ hasText: realName });
    await item.waitFor();
    const id = Number((await item.getAttribute('data-testid'))!.split('-').pop());
    await expect(async () => item.getByRole('img').last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the operator sees the selfie');
    await ctx.shot('operator-queue');
    await page.getByTestId(`kyc-approve-${id}`).click();
    await expect(async () => (await page.getByTestId(`kyc-item-${id}`).count()) === 0, 'approved, leaving the queue');
    await ctx.shot('operator-approved');
    const tokens = await page.evaluate(() => ({ member: localStorage.getItem('token'), operator: localStorage.getItem('operator_token') }));
    if (tokens.member !== memberToken || !tokens.operator || tokens.operator === memberToken) throw new Error('the operator and member sessions got mixed');

    await page.goto(`${server.url}/#/pages/kyc`);
    await expect(async () => (await page.getByTestId('kyc-status').getAttribute('data-status')) === 'approved', 'approved for the member');
    await ctx.shot('member-approved');
  },
};
