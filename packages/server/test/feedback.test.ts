import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateEvents } from '../src/lib/state-machine/index.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { feedback } from '../src/modules/feedback/tables.js';
import { members } from '../src/modules/member/tables.js';
import { en, registerMember as register, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// Feedback: a member sends a suggestion or problem with up to 4 of their own pictures; an operator replies once
// (audited); the member reads the reply, which counts as new until the records are shown.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperators>>;
let png: Buffer;

async function registerMember() {
  const r = await register(t, rootCodes(t));
  const [member] = await t.database.db.select().from(members).where(eq(members.memberId, String(r.userinfo.member_id)));
  return { token: r.token, member: member! };
}
const BOUNDARY = '----onegoFeedback';
async function upload(token: string): Promise<string> {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.call({ method: 'POST', url: '/api/common/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, token });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.url;
}
const add = (token: string, body: Record<string, unknown>) => t.post('/api/feedback/add', body, token);
const list = (token: string) => t.call({ method: 'GET', url: '/api/feedback/index', token, lang: 'en' });
const unread = async (token: string) => (await t.call({ method: 'GET', url: '/api/feedback/unread', token, lang: 'en' })).body.data.unread;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInOperators(t);
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

describe('member', () => {
  it('sends feedback with images and lists it under review', async () => {
    const m = await registerMember();
    const images = [await upload(m.token), await upload(m.token)];
    const res = await add(m.token, { type: 'problem', title: 'Cannot pay', content: 'The pay button\nspins forever', images });
    expect(res.body).toMatchObject({ code: 1, msg: en('feedback_sent'), data: { type: 'problem', title: 'Cannot pay', content: 'The pay button\nspins forever', images, status: 'pending', reply: '', unread: false } });
    const records = (await list(m.token)).body.data;
    expect(records).toMatchObject({ total: 1, unread: 0, list: [{ id: res.body.data.id, status: 'pending' }] });
    const events = await t.database.db.select().from(stateEvents).where(and(eq(stateEvents.lifecycle, 'feedback'), eq(stateEvents.subjectId, String(res.body.data.id))));
    expect(events).toMatchObject([{ action: 'create', toStatus: 'pending', actor: `member:${m.member.memberId}` }]);
  });

  it('refuses missing fields, a wrong type, more than 4 images and pictures that are not the member\'s, writing nothing', async () => {
    const m = await registerMember();
    const other = await registerMember();
    const own = await upload(m.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'problem', title: '', content: 'x' }, en('field_required', { field: en('field.title') })],
      [{ type: 'problem', title: 'x', content: '  ' }, en('field_required', { field: en('field.content') })],
      [{ title: 'x', content: 'y' }, en('field_choose_required', { field: en('field.type') })],
      [{ type: 'praise', title: 'x', content: 'y' }, ''],
      [{ type: 'suggestion', title: 'x', content: 'y', images: [own, own, own, own, own] }, ''],
      [{ type: 'suggestion', title: 'x', content: 'y', images: [await upload(other.token)] }, en('upload_not_yours', { field: en('field.images') })],
      [{ type: 'suggestion', title: 'x', content: 'y', images: ['/uploads/2026/01/0123456789abcdef0123456789abcdef.webp'] }, en('upload_not_yours', { field: en('field.images') })],
      [{ type: 'suggestion', title: 'a\u0007b', content: 'y' }, ''],
    ];
    for (const [body, msg] of cases) {
      const res = await add(m.token, body);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await t.database.db.select().from(feedback).where(eq(feedback.memberId, m.member.id))).toHaveLength(0);
    expect((await add('', { type: 'problem', title: 'x', content: 'y' })).status).toBe(401);
  });

  it('a burst of the same feedback is written once; different ones are all kept', async () => {
    const m = await registerMember();
    const body = { type: 'suggestion', title: 'Dark mode', content: 'Please add a dark mode' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(m.token, body)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.body.msg).toBe(en('feedback_duplicate'));
    expect((await add(m.token, { ...body, title: 'Dark mode too' })).body.code).toBe(1);
    expect(await t.database.db.select().from(feedback).where(eq(feedback.memberId, m.member.id))).toHaveLength(2);
  });
});

describe('back office', () => {
  it('replies once from the queue (feedback.write, audited); the member sees a new reply until the records are read', async () => {
    const m = await registerMember();
    const other = await registerMember();
    const sent = (await add(m.token, { type: 'problem', title: 'Late parcel', content: 'Order 1 is late' })).body.data;
    expect((await admin.api('GET', '/admin-api/feedback/list', { as: 'fin' })).status).toBe(403);
    const queue = await admin.api('GET', '/admin-api/feedback/list', { as: 'ops', query: { member_id: m.member.memberId } });
    expect(queue.body.data).toMatchObject({ total: 1, list: [{ id: sent.id, member_id: m.member.memberId, title: 'Late parcel', status: 'pending' }] });

    expect((await admin.api('POST', '/admin-api/feedback/reply', { as: 'ops', body: { id: sent.id, reply: '' } })).body.code).toBe(0);
    expect((await admin.api('POST', '/admin-api/feedback/reply', { as: 'fin', body: { id: sent.id, reply: 'x' } })).status).toBe(403);
    const replied = await admin.api('POST', '/admin-api/feedback/reply', { as: 'ops', body: { id: sent.id, reply: 'It ships tomorrow' } });
    expect(replied.body).toMatchObject({ code: 1, msg: en('feedback_replied'), data: { status: 'replied', reply: 'It ships tomorrow', replied_by: 'ops' } });
    expect((await admin.api('POST', '/admin-api/feedback/reply', { as: 'boss', body: { id: sent.id, reply: 'Again' } })).body).toMatchObject({ code: 0, msg: en('state_not_allowed') });
    expect((await admin.api('POST', '/admin-api/feedback/reply', { as: 'ops', body: { id: 99999999, reply: 'x' } })).body).toMatchObject({ code: 0, msg: en('feedback_not_found') });

    expect(await unread(m.token)).toBe(1);
    expect(await unread(other.token)).toBe(0);
    const records = (await list(m.token)).body.data;
    expect(records).toMatchObject({ unread: 1, list: [{ id: sent.id, status: 'replied', reply: 'It ships tomorrow', unread: true }] });
    expect((await list(other.token)).body.data.total).toBe(0);
    expect((await t.post('/api/feedback/read', {}, m.token)).body.data).toEqual({ unread: 0 });
    expect(await unread(m.token)).toBe(0);
    expect((await list(m.token)).body.data.list[0].unread).toBe(false);

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'feedback.reply'), eq(auditLog.targetId, String(sent.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorName: 'ops', before: { status: 'pending' }, after: { status: 'replied', reply: 'It ships tomorrow' } });
  });
});
