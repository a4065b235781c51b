import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@onego/contract';
import { seedContent } from '../src/demo/content.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { announcements, companyProfile } from '../src/modules/content/tables.js';
import { summarize } from '../src/modules/content/summary.js';
import { startTestApp, signInOperators, type OperatorName, type TestApp } from './harness.js';

let t: TestApp;
let tokens: Record<OperatorName, string>;
let api: Awaited<ReturnType<typeof signInOperators>>['api'];
const save = (body: Record<string, unknown>, as: OperatorName = 'ops') => api('POST', '/admin-api/content/announcements/save', { as, body });
const publish = (id: number, as: OperatorName = 'ops') => api('POST', '/admin-api/content/announcements/publish', { as, body: { id } });
const unpublish = (id: number, as: OperatorName = 'ops') => api('POST', '/admin-api/content/announcements/unpublish', { as, body: { id } });
const memberList = (lang = 'en', query: Record<string, string> = {}) => api('GET', '/api/announcement/index', { lang, query });
const memberDetail = (id: number | string, lang = 'en') => api('GET', '/api/announcement/detail', { lang, query: { id: String(id) } });

let first: number;
let second: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ api, tokens } = await signInOperators(t));
});
afterAll(async () => t?.close());

describe('announcements', () => {
  it('creates a draft that members cannot see, audited in the same write', async () => {
    const res = await save({
      titles: { 'zh-TW': '系統維護通知', en: 'Maintenance notice' },
      contents: { 'zh-TW': '本週六凌晨維護。\n期間暫停服務。', en: 'Maintenance early on Saturday.\nThe service pauses meanwhile.' },
    });
    expect(res.body.code, res.body.msg).toBe(1);
    first = res.body.data.id;
    expect(res.body.data).toMatchObject({ published: false, pinned: false, published_at: null, title: 'Maintenance notice' });
    expect((await memberList()).body.data).toMatchObject({ list: [], total: 0 });
    const hidden = await memberDetail(first);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ code: 0, msg: 'This announcement does not exist or is no longer available' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.announcement.create'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorName: 'ops', targetType: 'announcement', targetId: String(first), before: null });
    expect((audit[0]!.after as any).titles).toEqual({ 'zh-TW': '系統維護通知', en: 'Maintenance notice' });
  });

  it('publishes: members see it in their language with zh-TW fallback, a one-line summary and the publish time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await publish(first);
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.published).toBe(true);
    expect(res.body.data.published_at).toBeGreaterThanOrEqual(before);
    const en = await memberList('en');
    expect(en.body.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(en.body.data.list[0]).toEqual({
      id: first, title: 'Maintenance notice', summary: 'Maintenance early on Saturday. The service pauses meanwhile.', pinned: false,
      time: res.body.data.published_at,
    });
    // Japanese was never written: zh-TW is what it falls back to.
    const ja = await memberList('ja');
    expect(ja.body.data.list[0]).toMatchObject({ title: '系統維護通知', summary: '本週六凌晨維護。期間暫停服務。' });
    const detail = await memberDetail(first, 'ja');
    expect(detail.body.data).toEqual({ id: first, title: '系統維護通知', content: '本週六凌晨維護。\n期間暫停服務。', pinned: false, time: res.body.data.published_at });
    // The old client's spelling reaches the same call.
    const old = await t.call({ method: 'GET', url: `/index.php/api/announcement/detail?id=${first}`, lang: 'en' });
    expect(old.body.data.title).toBe('Maintenance notice');
  });

  it('lists pinned first, then newest published first, paged', async () => {
    const b = await save({ titles: { 'zh-TW': '新品上架' }, contents: { 'zh-TW': '新品' } });
    second = b.body.data.id;
    const c = await save({ titles: { 'zh-TW': '置頂公告' }, contents: { 'zh-TW': '請先閱讀' }, pinned: true });
    const pinned = c.body.data.id as number;
    const draft = await save({ titles: { 'zh-TW': '草稿' }, contents: { 'zh-TW': '未發布' }, pinned: true });
    // Publish order: pinned (oldest of the three), then first's neighbour; times are spread so the order is unambiguous.
    await publish(pinned);
    await publish(second);
    await t.database.db.update(announcements).set({ publishedAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(announcements.id, pinned));
    await t.database.db.update(announcements).set({ publishedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(announcements.id, first));
    const all = await memberList('zh-TW');
    expect(all.body.data.list.map((a: any) => a.id)).toEqual([pinned, second, first]);
    expect(all.body.data.list[0].pinned).toBe(true);
    expect(all.body.data.list.map((a: any) => a.id)).not.toContain(draft.body.data.id);
    const page2 = await memberList('zh-TW', { page: '2', limit: '2' });
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.data.list.map((a: any) => a.id)).toEqual([first]);
  });

  it('unpublishes and republishes keeping the first publish time; every step audited', async () => {
    const firstTime = (await memberDetail(first)).body.data.time;
    expect((await unpublish(first)).body.data).toMatchObject({ published: false, published_at: firstTime });
    expect((await memberList()).body.data.list.map((a: any) => a.id)).not.toContain(first);
    expect((await memberDetail(first)).body.code).toBe(0);
    expect((await publish(first, 'boss')).body.data).toMatchObject({ published: true, published_at: firstTime });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(first)));
    const mine = rows.filter((r) => r.targetType === 'announcement').map((r) => r.action);
    expect(mine).toEqual(['content.announcement.create', 'content.announcement.publish', 'content.announcement.unpublish', 'content.announcement.publish']);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ operatorName: 'boss', before: { published: false }, after: { published: true } });
  });

  it('updates texts and the pinned flag; the audit row has before and after', async () => {
    const res = await save({ id: second, titles: { 'zh-TW': '新品上架', en: 'New arrivals' }, contents: { 'zh-TW': '新品', en: 'New goods.' }, pinned: 1 });
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({ pinned: true, published: true, titles: { 'zh-TW': '新品上架', en: 'New arrivals' } });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.announcement.update'));
    expect(row).toMatchObject({ targetId: String(second), before: { pinned: false, titles: { 'zh-TW': '新品上架' } }, after: { pinned: true } });
    expect((await memberDetail(second, 'en')).body.data).toMatchObject({ title: 'New arrivals', content: 'New goods.', pinned: true });
  });

  it('refuses bad input naming the field in the caller\'s language, changing nothing', async () => {
    const count = async () => (await t.database.db.select().from(announcements)).length;
    const before = await count();
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    const noTitle = await save({ titles: { en: 'Only English' }, contents: { 'zh-TW': 'x' } });
    expect(noTitle.body).toMatchObject({ code: 0, msg: 'Title is required', data: { field: 'titles' } });
    const noBody = await api('POST', '/admin-api/content/announcements/save', { as: 'ops', lang: 'zh-TW', body: { titles: { 'zh-TW': '標題' }, contents: { 'zh-TW': '  ' } } });
    expect(noBody.body).toMatchObject({ code: 0, msg: '請填寫內容' });
    const long = await save({ titles: { 'zh-TW': 'x'.repeat(201) }, contents: { 'zh-TW': 'x' } });
    expect(long.body.msg).toBe('Title is too long (at most 200 characters)');
    const badPinned = await save({ titles: { 'zh-TW': 'x' }, contents: { 'zh-TW': 'x' }, pinned: 'maybe' });
    expect(badPinned.body).toMatchObject({ code: 0, msg: 'Pinned is not valid' });
    const unknown = await save({ id: 999999, titles: { 'zh-TW': 'x' }, contents: { 'zh-TW': 'x' } });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This announcement does not exist or is no longer available' });
    expect((await publish(999999)).body.code).toBe(0);
    expect((await api('POST', '/admin-api/content/announcements/publish', { as: 'ops', body: { id: 'abc' } })).body.msg).toBe('ID is not valid');
    expect(await count()).toBe(before);
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);
    // Members: a bad or missing id is a clear field error in their language; an unknown one "not found".
    expect((await memberDetail('x', 'zh-CN')).body).toMatchObject({ code: 0, msg: '编号格式不正确' });
    expect((await api('GET', '/api/announcement/detail', { lang: 'en' })).body.msg).toBe('ID is required');
    expect((await memberDetail(999999, 'ko')).body.msg).toBe('공지사항이 존재하지 않거나 더 이상 게시되지 않아요');
    expect((await memberList('en', { limit: '51' })).body.msg).toBe('Page size must be at most 50');
  });

  it('lists drafts and published for operators, filtered by state and keyword', async () => {
    const all = await api('GET', '/admin-api/content/announcements', { as: 'ops' });
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list[0]).not.toHaveProperty('contents');
    const drafts = await api('GET', '/admin-api/content/announcements', { as: 'ops', query: { state: 'draft' } });
    expect(drafts.body.data.list.map((a: any) => a.title)).toEqual(['草稿']);
    const found = await api('GET', '/admin-api/content/announcements', { as: 'boss', query: { keyword: 'arrivals' } });
    expect(found.body.data.list.map((a: any) => a.id)).toEqual([second]);
    const one = await api('GET', '/admin-api/content/announcements/detail', { as: 'ops', query: { id: String(second) } });
    expect(one.body.data.contents).toEqual({ 'zh-TW': '新品', en: 'New goods.' });
    const bad = await api('GET', '/admin-api/content/announcements', { as: 'ops', query: { state: 'gone' } });
    expect(bad.body).toMatchObject({ code: 0, msg: 'State is not valid' });
  });

  it('refuses finance (403) and callers without a session (401), changing nothing', async () => {
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    expect((await save({ titles: { 'zh-TW': 'x' }, contents: { 'zh-TW': 'x' } }, 'fin')).status).toBe(403);
    expect((await publish(second, 'fin')).status).toBe(403);
    expect((await unpublish(second, 'fin')).status).toBe(403);
    expect((await api('GET', '/admin-api/content/announcements', { as: 'fin' })).status).toBe(403);
    expect((await api('POST', '/admin-api/content/company/save', { as: 'fin', body: { titles: { 'zh-TW': 'x' }, contents: { 'zh-TW': 'x' } } })).status).toBe(403);
    const anon = await api('POST', '/admin-api/content/announcements/save', { body: { titles: { 'zh-TW': 'x' }, contents: { 'zh-TW': 'x' } } });
    expect(anon.status).toBe(401);
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);
    expect((await memberDetail(second)).body.data.title).toBe('New arrivals');
  });
});

describe('company profile', () => {
  it('is empty until written', async () => {
    const res = await api('GET', '/api/company/profile/index', { lang: 'en' });
    expect(res.body.data).toEqual({ title: '', content: '', image: '', thumb: '', lat: null, lng: null, updated_at: null });
  });

  it('is written by an operator with a picture, audited, and read by members with zh-TW fallback', async () => {
    const boundary = '----onegotest';
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#228833' } }).png().toBuffer();
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`;
    const up = await t.call({
      method: 'POST', url: '/admin-api/content/upload', payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'admin-token': tokens.ops },
    });
    expect(up.body.code, up.body.msg).toBe(1);
    const image = up.body.data.url as string;

    const notOurs = await api('POST', '/admin-api/content/company/save', {
      as: 'ops', body: { titles: { 'zh-TW': '關於我們' }, contents: { 'zh-TW': '內容' }, image: '/uploads/2026/01/0123456789abcdef0123456789abcdef.webp' },
    });
    expect(notOurs.body).toMatchObject({ code: 0, msg: 'Image must be a picture uploaded in the back office' });

    const res = await api('POST', '/admin-api/content/company/save', {
      as: 'ops', body: { titles: { 'zh-TW': '關於我們', en: 'About us' }, contents: { 'zh-TW': '新加坡公司。\n成立於 2024 年。', en: 'A Singapore company.\nFounded in 2024.' }, image },
    });
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({ image, thumb: image.replace(/\.webp$/, '_thumb.webp'), titles: { en: 'About us' } });
    const en = await api('GET', '/index.php/api/company/profile/index', { lang: 'en' });
    expect(en.body.data).toMatchObject({ title: 'About us', content: 'A Singapore company.\nFounded in 2024.', image });
    expect(en.body.data.updated_at).toBeGreaterThan(0);
    const th = await api('GET', '/api/company/profile/index', { lang: 'th' });
    expect(th.body.data).toMatchObject({ title: '關於我們', content: '新加坡公司。\n成立於 2024 年。' });

    const again = await api('POST', '/admin-api/content/company/save', { as: 'boss', body: { titles: { 'zh-TW': '關於 One Go' }, contents: { 'zh-TW': '更新' } } });
    expect(again.body.data).toMatchObject({ image: '', titles: { 'zh-TW': '關於 One Go' } });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.company.update'));
    expect(audit.map((a) => a.operatorName)).toEqual(['ops', 'boss']);
    expect(audit[0]).toMatchObject({ before: null, after: { image } });
    expect(audit[1]).toMatchObject({ before: { image, titles: { en: 'About us' } }, after: { image: '' } });
    expect(await t.database.db.select().from(companyProfile)).toHaveLength(1);
  });

  it('refuses bad input naming the field', async () => {
    const res = await api('POST', '/admin-api/content/company/save', { as: 'ops', body: { titles: { 'zh-TW': '' }, contents: { 'zh-TW': 'x' } } });
    expect(res.body).toMatchObject({ code: 0, msg: 'Title is required', data: { field: 'titles' } });
    const img = await api('POST', '/admin-api/content/company/save', { as: 'ops', body: { titles: { 'zh-TW': 'x' }, contents: { 'zh-TW': 'x' }, image: '../../etc/passwd' } });
    expect(img.body).toMatchObject({ code: 0, msg: 'Image is not valid' });
    expect((await api('GET', '/admin-api/content/company', { as: 'ops' })).body.data.titles).toEqual({ 'zh-TW': '關於 One Go' });
  });

  it('keeps the office\'s point on the map (both or neither, in range), audited; members read it', async () => {
    const body = { titles: { 'zh-TW': '關於 One Go' }, contents: { 'zh-TW': '更新' } };
    const save = (point: Record<string, unknown>, as: 'ops' | 'fin' = 'ops') => api('POST', '/admin-api/content/company/save', { as, body: { ...body, ...point } });
    for (const [point, msg] of [
      [{ lat: 91, lng: 0 }, 'Latitude must be at most 90'],
      [{ lat: 1.28, lng: -181 }, 'Longitude must be at least -180'],
      [{ lat: 1.28 }, 'Longitude is required'],
      [{ lat: null, lng: 103.85 }, 'Longitude is not valid'],
      [{ lat: 'north', lng: 103.85 }, 'Latitude is not valid'],
    ] as const) {
      expect((await save(point)).body, JSON.stringify(point)).toMatchObject({ code: 0, msg });
    }
    expect((await save({ lat: 1.284, lng: 103.8514 }, 'fin')).status).toBe(403);
    const auditBefore = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.company.update'))).length;
    const ok = await save({ lat: 1.284, lng: 103.8514 });
    expect(ok.body.data).toMatchObject({ lat: 1.284, lng: 103.8514 });
    expect((await api('GET', '/api/company/profile/index', { lang: 'ja' })).body.data).toMatchObject({ lat: 1.284, lng: 103.8514 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.company.update'));
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({ before: { lat: null, lng: null }, after: { lat: 1.284, lng: 103.8514 } });
    // Saving without a point clears it.
    expect((await save({})).body.data).toMatchObject({ lat: null, lng: null });
  });
});

describe('summaries and demo content', () => {
  it('cuts long bodies on whole characters with an ellipsis', () => {
    expect(summarize('a\n\n b  c')).toBe('a b c');
    expect(summarize('第一段。\n第二段\n三')).toBe('第一段。第二段 三');
    expect(summarize('😀'.repeat(81))).toBe(`${'😀'.repeat(80)}…`);
    expect(summarize('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('seeds 3 announcements and the profile in all 8 languages, and the API lists them', async () => {
    await t.database.db.delete(announcements);
    await t.database.db.delete(companyProfile);
    expect(await seedContent(t.database.db)).toEqual({ announcements: 3 });
    const rows = await t.database.db.select().from(announcements);
    const [profile] = await t.database.db.select().from(companyProfile);
    for (const r of [...rows, profile!]) {
      for (const lang of LANGUAGES) {
        expect(r.titles[lang], `${lang} title`).toBeTruthy();
        expect(r.contents[lang], `${lang} content`).toBeTruthy();
      }
    }
    const en = await memberList('en');
    expect(en.body.data.list.map((a: any) => a.title)).toEqual(['Welcome to One Go', 'Keep your account safe', 'Pay with shopping coupons and balance together']);
    const about = await api('GET', '/api/company/profile/index', { lang: 'en' });
    expect(about.body.data.content).toContain('Singapore');
    expect(about.body.data.content).toContain('18 December 2024');
    expect(about.body.data.content).toContain('founder and CEO');
    expect(about.body.data.content).toContain('licence');
  });

  it('documents the calls in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['/api/announcement/index', '/api/announcement/detail', '/api/company/profile/index', '/admin-api/content/announcements/save']) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});
