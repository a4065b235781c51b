import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/modules/member/tables.js';
import { storeImage } from '../src/modules/upload/images.js';
import { registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// A picture a call refers to must be an upload that exists and belongs to the caller: a member's own upload for
// their avatar, a back-office upload for products, banners and the company profile.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperators>>;
let png: Buffer;

const BOUNDARY = '----onegoOwnership';
const form = (data: Buffer) => ({
  payload: Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});

async function memberUpload(token: string): Promise<string> {
  const { payload, ...headers } = form(png);
  const res = await t.call({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, token } });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.url;
}

async function operatorUpload(url = '/admin-api/catalogue/upload'): Promise<string> {
  const { payload, ...headers } = form(png);
  const res = await t.call({ method: 'POST', url, payload, headers: { ...headers, 'admin-token': admin.tokens.ops } });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.url;
}

const NEVER_STORED = '/uploads/2026/01/0123456789abcdef0123456789abcdef.webp';

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInOperators(t);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } }).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

describe('avatar', () => {
  const profile = (token: string, avatar: string, lang = 'en') =>
    t.call({ method: 'POST', url: '/api/account/profile', payload: { nickname: 'Pic', avatar }, token, lang });

  it('takes one of the member\'s own uploads, or none', async () => {
    const m = await registerMember(t, rootCodes(t));
    const url = await memberUpload(m.token);
    expect((await profile(m.token, url)).body.data.avatar).toBe(url);
    expect((await profile(m.token, '')).body.data.avatar).toBe('');
  });

  it('refuses a picture that was never uploaded, another member\'s, or the back office\'s, and changes nothing', async () => {
    const m = await registerMember(t, rootCodes(t));
    const other = await registerMember(t, rootCodes(t));
    const mine = await memberUpload(m.token);
    await profile(m.token, mine);
    for (const avatar of [NEVER_STORED, await memberUpload(other.token), await operatorUpload(), await operatorUpload('/admin-api/content/upload')]) {
      const res = await profile(m.token, avatar);
      expect(res.body, avatar).toMatchObject({ code: 0, msg: 'Avatar must be a picture you uploaded', data: null });
    }
    const zh = await profile(m.token, NEVER_STORED, 'zh-TW');
    expect(zh.body.msg).toBe('頭像必須是您自己上傳的圖片');
    const me = await t.call({ method: 'GET', url: '/api/user/userInfo', token: m.token });
    expect(me.body.data).toMatchObject({ avatar: mine, nickname: 'Pic' });
  });

  it('keeps the current avatar when it is sent back unchanged, wherever it came from', async () => {
    const m = await registerMember(t, rootCodes(t));
    const other = await registerMember(t, rootCodes(t));
    // As a sub-account starts with its main account's picture.
    const inherited = await memberUpload(other.token);
    await t.database.db.update(members).set({ avatar: inherited }).where(eq(members.memberId, m.userinfo.member_id));
    const res = await t.call({ method: 'POST', url: '/api/account/profile', payload: { nickname: 'Same', avatar: inherited }, token: m.token });
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({ nickname: 'Same', avatar: inherited });
  });
});

describe('back-office pictures', () => {
  const product = (cover: string, images: string[]) => ({
    category_id: 0, names: { 'zh-TW': '測試' }, cover, images, skus: [{ spec_names: { 'zh-TW': '標準' }, price: '1.00', stock: 1 }],
  });
  let categoryId: number;

  beforeAll(async () => {
    const res = await admin.api('POST', '/admin-api/catalogue/categories/save', { as: 'ops', body: { names: { 'zh-TW': '測試類別' } } });
    categoryId = res.body.data.id;
  });

  it('takes operators\' uploads and the demo catalogue\'s on products, banners and the company profile', async () => {
    const cover = await operatorUpload();
    const seeded = await storeImage(t.database.db, `${t.dataDir}/uploads`, png, {});
    const saved = await admin.api('POST', '/admin-api/catalogue/products/save', { as: 'ops', body: { ...product(cover, [cover, seeded]), category_id: categoryId } });
    expect(saved.body.code, saved.body.msg).toBe(1);
    const banner = await admin.api('POST', '/admin-api/catalogue/banners/save', { as: 'ops', body: { image: seeded } });
    expect(banner.body.code, banner.body.msg).toBe(1);
    const company = await admin.api('POST', '/admin-api/content/company/save', {
      as: 'ops', body: { titles: { 'zh-TW': '關於我們' }, contents: { 'zh-TW': '內容' }, image: await operatorUpload('/admin-api/content/upload') },
    });
    expect(company.body.code, company.body.msg).toBe(1);
  });

  it('refuses a member\'s upload or one never stored, naming the field, and changes nothing', async () => {
    const m = await registerMember(t, rootCodes(t));
    const members = await memberUpload(m.token);
    const before = (await admin.api('GET', '/admin-api/catalogue/products', { as: 'ops' })).body.data.total;
    const banners = (await admin.api('GET', '/admin-api/catalogue/banners', { as: 'ops' })).body.data.list.length;
    for (const bad of [members, NEVER_STORED]) {
      const cover = await admin.api('POST', '/admin-api/catalogue/products/save', { as: 'ops', body: { ...product(bad, []), category_id: categoryId } });
      expect(cover.body).toMatchObject({ code: 0, msg: 'Cover image must be a picture uploaded in the back office' });
      const images = await admin.api('POST', '/admin-api/catalogue/products/save', { as: 'ops', body: { ...product('', [bad]), category_id: categoryId } });
      expect(images.body).toMatchObject({ code: 0, msg: 'Images must be a picture uploaded in the back office' });
      const banner = await admin.api('POST', '/admin-api/catalogue/banners/save', { as: 'ops', body: { image: bad } });
      expect(banner.body).toMatchObject({ code: 0, msg: 'Image must be a picture uploaded in the back office' });
      const company = await admin.api('POST', '/admin-api/content/company/save', {
        as: 'ops', lang: 'ja', body: { titles: { 'zh-TW': '關於我們' }, contents: { 'zh-TW': '內容' }, image: bad },
      });
      expect(company.body).toMatchObject({ code: 0, msg: '画像は管理画面でアップロードした画像を選んでください' });
    }
    expect((await admin.api('GET', '/admin-api/catalogue/products', { as: 'ops' })).body.data.total).toBe(before);
    expect((await admin.api('GET', '/admin-api/catalogue/banners', { as: 'ops' })).body.data.list.length).toBe(banners);
  });
});
