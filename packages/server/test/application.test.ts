import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateEvents } from '../src/lib/state-machine/index.js';
import { applications } from '../src/modules/application/tables.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { members } from '../src/modules/member/tables.js';
import { en, registerMember as register, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// The account application: three steps sent at once, four private photos of the member's own, one under review at a
// time, reviewed (audited) in the back office; the member sees the state.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperators>>;
let jpeg: Buffer;

async function registerMember() {
  const r = await register(t, rootCodes(t));
  const [member] = await t.database.db.select().from(members).where(eq(members.memberId, String(r.userinfo.member_id)));
  return { token: r.token, member: member! };
}
const BOUNDARY = '----onegoApplication';
function upload(token: string, data: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.call({ method: 'POST', url: '/api/application/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, token, lang: 'en' });
}
async function photo(token: string): Promise<string> {
  const res = await upload(token, jpeg);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.id;
}
async function form(token: string, over: Record<string, unknown> = {}) {
  return {
    product_name: 'Starter package', pay_method: 'bank_transfer', id_card: 'a1234567', shipping_address: '1 Raffles Place\nSingapore 048616',
    bank_name: 'DBS', bank_branch: 'Raffles Place', bank_account: '012-345678-9', account_name: 'Chen Mei',
    id_front: await photo(token), id_back: await photo(token), bank_card: await photo(token), personal_photo: await photo(token), ...over,
  };
}
const create = (token: string, body: Record<string, unknown>) => t.post('/api/application/create', body, token);
const info = (token: string) => t.call({ method: 'GET', url: '/api/application/info', token, lang: 'en' });

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInOperators(t);
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#123456' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

describe('member', () => {
  it('submits and sees it under review (account number masked); a second one is refused while it is', async () => {
    const m = await registerMember();
    expect((await info(m.token)).body.data).toMatchObject({ status: 'none', id: null });
    const res = await create(m.token, await form(m.token));
    expect(res.body).toMatchObject({ code: 1, msg: en('application_submitted'), data: { status: 'pending', product_name: 'Starter package', pay_method: 'bank_transfer', bank_name: 'DBS', bank_account: '******6789' } });
    expect((await create(m.token, await form(m.token))).body).toMatchObject({ code: 0, msg: en('application_under_review') });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.memberId, m.member.id));
    expect(row).toMatchObject({ idCard: 'A1234567', bankAccount: '0123456789', status: 'pending' });
    const events = await t.database.db.select().from(stateEvents).where(and(eq(stateEvents.lifecycle, 'application'), eq(stateEvents.subjectId, String(row!.id))));
    expect(events).toMatchObject([{ action: 'create', toStatus: 'pending', actor: `member:${m.member.memberId}` }]);
  });

  it('refuses each missing field and photo, bad values, wrong files and another member\'s photos, writing nothing', async () => {
    const m = await registerMember();
    const other = await registerMember();
    const good = await form(m.token);
    const missing: Array<[string, string]> = [
      ['product_name', 'field_required'], ['pay_method', 'field_choose_required'], ['id_card', 'field_required'], ['shipping_address', 'field_required'],
      ['bank_name', 'field_required'], ['bank_branch', 'field_required'], ['bank_account', 'field_required'], ['account_name', 'field_required'],
      ['id_front', 'field_upload_required'], ['id_back', 'field_upload_required'], ['bank_card', 'field_upload_required'], ['personal_photo', 'field_upload_required'],
    ];
    for (const [field, key] of missing) {
      const res = await create(m.token, { ...good, [field]: undefined });
      expect(res.body, field).toMatchObject({ code: 0, msg: en(key, { field: en(`field.${field}`) }) });
    }
    for (const bad of [{ pay_method: 'card' }, { bank_account: 'abc' }, { id_card: '<x>' }]) expect((await create(m.token, { ...good, ...bad })).body.code).toBe(0);
    const stolen = await create(m.token, { ...good, bank_card: await photo(other.token) });
    expect(stolen.body).toMatchObject({ code: 0, msg: en('kyc_photo_not_yours', { field: en('field.bank_card') }) });
    expect((await upload(m.token, Buffer.from('%PDF-1.4 not an image'))).body).toMatchObject({ code: 0, msg: en('upload_type') });
    expect((await upload(m.token, Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]))).body).toMatchObject({ code: 0, msg: en('upload_too_large', { max: 10 }) });
    expect(await t.database.db.select().from(applications).where(eq(applications.memberId, m.member.id))).toHaveLength(0);
    expect((await create('', good)).status).toBe(401);
  });

  it('a burst of submissions writes one', async () => {
    const m = await registerMember();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => form(m.token)));
    const answers = await Promise.all(bodies.map((b) => create(m.token, b)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(await t.database.db.select().from(applications).where(eq(applications.memberId, m.member.id))).toHaveLength(1);
  });
});

describe('back office', () => {
  it('reviews with the four photos for applications.read only; rejects with a reason, the member applies again, approves; audited', async () => {
    const m = await registerMember();
    await create(m.token, await form(m.token));
    expect((await admin.api('GET', '/admin-api/applications/list', { as: 'fin' })).status).toBe(403);
    const row = (await admin.api('GET', '/admin-api/applications/list', { as: 'ops', query: { member_id: m.member.memberId } })).body.data.list[0];
    expect(row).toMatchObject({ member_id: m.member.memberId, status: 'pending', bank_account: '0123456789', account_name: 'Chen Mei' });
    for (const key of ['id_front_url', 'id_back_url', 'bank_card_url', 'personal_photo_url']) {
      expect((await t.app.inject({ method: 'GET', url: row[key] })).headers['content-type'], key).toBe('image/webp');
    }
    const rejected = await admin.api('POST', '/admin-api/applications/reject', { as: 'ops', body: { id: row.id, reason: 'The bank card is unreadable' } });
    expect(rejected.body).toMatchObject({ code: 1, data: { status: 'rejected', reason: 'The bank card is unreadable', reviewed_by: 'ops' } });
    expect((await info(m.token)).body.data).toMatchObject({ status: 'rejected', reason: 'The bank card is unreadable' });
    expect((await admin.api('POST', '/admin-api/applications/approve', { as: 'ops', body: { id: row.id } })).body).toMatchObject({ code: 0, msg: en('state_not_allowed') });

    expect((await create(m.token, await form(m.token, { pay_method: 'cash' }))).body.data.status).toBe('pending');
    const second = (await admin.api('GET', '/admin-api/applications/list', { as: 'boss', query: { member_id: m.member.memberId } })).body.data.list[0];
    expect((await admin.api('POST', '/admin-api/applications/approve', { as: 'boss', body: { id: second.id } })).body).toMatchObject({ code: 1, data: { status: 'approved' } });
    expect((await info(m.token)).body.data).toMatchObject({ status: 'approved', pay_method: 'cash' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'application'));
    expect(audit.map((a) => [a.action, a.operatorName, a.before, a.after])).toEqual([
      ['application.reject', 'ops', { status: 'pending' }, { status: 'rejected', reason: 'The bank card is unreadable' }],
      ['application.approve', 'boss', { status: 'pending' }, { status: 'approved' }],
    ]);
  });
});
