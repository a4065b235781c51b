import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateEvents } from '../src/lib/state-machine/index.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { identityApproved, withdrawRequiresKyc, assertMayWithdraw } from '../src/modules/kyc/index.js';
import { PhotoLinks } from '../src/modules/kyc/photos.js';
import { kycRequests } from '../src/modules/kyc/tables.js';
import { members } from '../src/modules/member/tables.js';
import { en, registerMember as register, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// Identity verification: private photos (re-encoded, never public, opened only through short-lived signed links handed
// to their owner and to operators with kyc.read), one submission under review at a time, the operators' review.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInOperators>>;
let jpegWithExif: Buffer;

const BOUNDARY = '----onegoKyc';
function form(data: Buffer, name = 'a.jpg', type = 'image/jpeg') {
  return {
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
const upload = (token: string, data: Buffer, name?: string, type?: string) => {
  const f = form(data, name, type);
  return t.call({ method: 'POST', url: '/api/UserVerification/upload', payload: f.payload, headers: f.headers, token, lang: 'en' });
};
async function photo(token: string): Promise<string> {
  const res = await upload(token, jpegWithExif);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.id;
}
const info = (token: string) => t.call({ method: 'GET', url: '/api/UserVerification/info', token, lang: 'en' });
const submit = (token: string, body: Record<string, unknown>) => t.post('/api/UserVerification/submit', body, token);
async function submission(token: string, over: Record<string, unknown> = {}) {
  return { id_type: 'id_card', id_number: 'a1234567', real_name: 'Chen Mei', id_photo: await photo(token), selfie: await photo(token), ...over };
}
/** A new member with its token and its row (internal id and member ID). */
async function registerMember(app: TestApp, codes: ReturnType<typeof rootCodes>) {
  const r = await register(app, codes);
  const [member] = await app.database.db.select().from(members).where(eq(members.memberId, String(r.userinfo.member_id)));
  return { token: r.token, member: member! };
}
const open = (url: string) => t.call({ method: 'GET', url });

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInOperators(t);
  jpegWithExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aa33' } })
    .jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } }).toBuffer();
});
afterAll(async () => {
  await t?.close();
});

describe('member: photos', () => {
  it('stores a photo re-encoded without metadata, outside the public uploads, opened only by its signed link', async () => {
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const m = await registerMember(t, rootCodes(t));
    const res = await upload(m.token, jpegWithExif);
    expect(res.body.code, res.body.msg).toBe(1);
    const { id, url } = res.body.data as { id: string; url: string };
    expect(url).toMatch(/^\/api\/UserVerification\/photo\?photo=[a-f0-9]{32}&expires=\d+&signature=[\w-]{43}$/);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Nothing under the public uploads folder, and no public path names it.
    const uploads = path.join(t.dataDir, 'uploads');
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [e.name]));
    expect(walk(uploads).some((f) => f.includes(id))).toBe(false);
    const d = new Date();
    const guess = `/uploads/${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${id}.webp`;
    expect((await t.app.inject({ method: 'GET', url: guess })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/private/kyc/${id}.webp` })).statusCode).not.toBe(200);
  });

  it('refuses a file that is not an image, one too large, and a body without a file', async () => {
    const m = await registerMember(t, rootCodes(t));
    const text = await upload(m.token, Buffer.from('just some text, not a picture'), 'id.jpg', 'image/jpeg');
    expect(text.body).toMatchObject({ code: 0, msg: en('upload_type') });
    const big = await upload(m.token, Buffer.concat([jpegWithExif, Buffer.alloc(11 * 1024 * 1024)]));
    expect(big.body).toMatchObject({ code: 0, msg: en('upload_too_large', { max: 10 }) });
    const none = await t.call({ method: 'POST', url: '/api/UserVerification/upload', token: m.token, lang: 'en', payload: { a: 1 } });
    expect(none.body.code).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/UserVerification/upload', ...form(jpegWithExif) })).status).toBe(401);
  });

  it('opens nothing for a tampered, expired or forged link', async () => {
    const m = await registerMember(t, rootCodes(t));
    const { url, id } = (await upload(m.token, jpegWithExif)).body.data as { id: string; url: string };
    const u = new URL(url, 'http://x');
    const sig = u.searchParams.get('signature')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const links = new PhotoLinks(t.app.deps.pinKeys);
    const expired = links.linkTo(id, Math.floor(Date.now() / 1000) - 3600);
    const farFuture = `/api/UserVerification/photo?photo=${id}&expires=${Number(u.searchParams.get('expires')) + 86400}&signature=${sig}`;
    const otherKey = new PhotoLinks({ current: { id: 'x', key: Buffer.alloc(32, 7) }, byId: new Map([['x', Buffer.alloc(32, 7)]]) }).linkTo(id);
    for (const bad of [url.replace(sig, flipped), expired, farFuture, otherKey, `/api/UserVerification/photo?photo=${id}`]) {
      const res = await t.app.inject({ method: 'GET', url: bad, headers: { lang: 'en' } });
      // Refused (403), or a missing part answered like any missing field: never the picture.
      expect(String(res.headers['content-type'] ?? ''), bad).not.toContain('image');
      expect(res.rawPayload.subarray(0, 4).toString(), bad).not.toBe('RIFF');
      expect(res.statusCode === 403 || res.json().code === 0, bad).toBe(true);
    }
  });
});

describe('member: submission', () => {
  it('shows nothing submitted, then under review with the photos; a second submission is refused', async () => {
    const m = await registerMember(t, rootCodes(t));
    expect((await info(m.token)).body.data).toMatchObject({ status: 'none', id_type: null, id_photo_url: '', selfie_url: '' });
    const res = await submit(m.token, await submission(m.token));
    expect(res.body, res.body.msg).toMatchObject({ code: 1, msg: en('kyc_submitted') });
    expect(res.body.data).toMatchObject({ status: 'pending', id_type: 'id_card', id_number: 'A1234567', real_name: 'Chen Mei', reason: '' });
    expect((await open(res.body.data.id_photo_url)).status).toBe(200);
    const again = await submit(m.token, await submission(m.token));
    expect(again.body).toMatchObject({ code: 0, msg: en('kyc_under_review') });
    const rows = await t.database.db.select().from(kycRequests).where(eq(kycRequests.memberId, m.member.id));
    expect(rows).toHaveLength(1);
    const events = await t.database.db.select().from(stateEvents).where(and(eq(stateEvents.lifecycle, 'kyc'), eq(stateEvents.subjectId, String(rows[0]!.id))));
    expect(events).toMatchObject([{ action: 'create', fromStatus: 'none', toStatus: 'pending', actor: `member:${m.member.memberId}` }]);
  });

  it('refuses missing fields and photos, bad values, and photos of another member, writing nothing', async () => {
    const m = await registerMember(t, rootCodes(t));
    const other = await registerMember(t, rootCodes(t));
    const good = await submission(m.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, id_photo: undefined }, en('field_upload_required', { field: en('field.id_photo') })],
      [{ ...good, selfie: '' }, en('field_upload_required', { field: en('field.selfie') })],
      [{ ...good, id_number: '' }, en('field_required', { field: en('field.id_number') })],
      [{ ...good, real_name: '' }, en('field_required', { field: en('field.real_name') })],
      [{ ...good, id_type: undefined }, en('field_choose_required', { field: en('field.id_type') })],
      [{ ...good, id_type: 'driving_licence' }, ''],
      [{ ...good, id_number: 'ab<script>' }, ''],
      [{ ...good, id_photo: await photo(other.token) }, en('kyc_photo_not_yours', { field: en('field.id_photo') })],
      [{ ...good, selfie: 'f'.repeat(32) }, en('kyc_photo_not_yours', { field: en('field.selfie') })],
    ];
    for (const [body, msg] of cases) {
      const res = await submit(m.token, body);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await t.database.db.select().from(kycRequests).where(eq(kycRequests.memberId, m.member.id))).toHaveLength(0);
    expect((await submit('', good)).status).toBe(401);
  });

  it('a burst of submissions makes one', async () => {
    const m = await registerMember(t, rootCodes(t));
    const bodies = await Promise.all(Array.from({ length: 6 }, () => submission(m.token)));
    const answers = await Promise.all(bodies.map((b) => submit(m.token, b)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.body.msg).toBe(en('kyc_under_review'));
    expect(await t.database.db.select().from(kycRequests).where(eq(kycRequests.memberId, m.member.id))).toHaveLength(1);
  });

  it('gives no member a link to another member\'s photos', async () => {
    const a = await registerMember(t, rootCodes(t));
    const b = await registerMember(t, rootCodes(t));
    const mine = await submission(a.token);
    await submit(a.token, mine);
    const bInfo = (await info(b.token)).body.data;
    expect(bInfo.status).toBe('none');
    expect(JSON.stringify(bInfo)).not.toContain(mine.id_photo);
    // B submitting A's photo references is refused, so B never gets a link to them.
    const stolen = await submit(b.token, { ...(await submission(b.token)), id_photo: mine.id_photo, selfie: mine.selfie });
    expect(stolen.body).toMatchObject({ code: 0, msg: en('kyc_photo_not_yours', { field: en('field.id_photo') }) });
    expect(JSON.stringify((await info(b.token)).body)).not.toContain(mine.selfie);
  });
});

describe('back office', () => {
  it('lists the queue with photo links for kyc.read only; rejects with a reason, the member resubmits, then approves; audited', async () => {
    const m = await registerMember(t, rootCodes(t));
    await submit(m.token, await submission(m.token));
    expect((await admin.api('GET', '/admin-api/kyc/list', { as: 'fin' })).status).toBe(403);
    expect((await admin.api('POST', '/admin-api/kyc/approve', { as: 'fin', body: { id: 1 } })).status).toBe(403);
    expect((await admin.api('GET', '/admin-api/kyc/list')).status).toBe(401);
    const list = await admin.api('GET', '/admin-api/kyc/list', { as: 'ops', query: { member_id: m.member.memberId } });
    expect(list.body.data.total).toBe(1);
    const row = list.body.data.list[0];
    expect(row).toMatchObject({ member_id: m.member.memberId, status: 'pending', real_name: 'Chen Mei' });
    expect((await open(row.id_photo_url)).status).toBe(200);
    expect((await open(row.selfie_url)).status).toBe(200);

    const noReason = await admin.api('POST', '/admin-api/kyc/reject', { as: 'ops', body: { id: row.id, reason: '' } });
    expect(noReason.body.code).toBe(0);
    const rejected = await admin.api('POST', '/admin-api/kyc/reject', { as: 'ops', body: { id: row.id, reason: 'The photo is blurred' } });
    expect(rejected.body).toMatchObject({ code: 1, msg: en('kyc_rejected'), data: { status: 'rejected', reason: 'The photo is blurred', reviewed_by: 'ops' } });
    expect((await admin.api('POST', '/admin-api/kyc/approve', { as: 'ops', body: { id: row.id } })).body).toMatchObject({ code: 0, msg: en('state_not_allowed') });
    expect((await info(m.token)).body.data).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    expect(await identityApproved(t.database.db, m.member.id)).toBe(false);

    const again = await submit(m.token, await submission(m.token, { id_type: 'passport', id_number: 'P 998877' }));
    expect(again.body.data).toMatchObject({ status: 'pending', id_type: 'passport', reason: '' });
    const second = (await admin.api('GET', '/admin-api/kyc/list', { as: 'boss', query: { member_id: m.member.memberId } })).body.data.list[0];
    const approved = await admin.api('POST', '/admin-api/kyc/approve', { as: 'boss', body: { id: second.id } });
    expect(approved.body).toMatchObject({ code: 1, msg: en('kyc_approved'), data: { status: 'approved', reviewed_by: 'boss' } });
    expect((await info(m.token)).body.data).toMatchObject({ status: 'approved', id_type: 'passport' });
    expect((await submit(m.token, await submission(m.token))).body).toMatchObject({ code: 0, msg: en('kyc_already_approved') });
    expect(await identityApproved(t.database.db, m.member.id)).toBe(true);
    expect((await admin.api('POST', '/admin-api/kyc/approve', { as: 'ops', body: { id: 99999999 } })).body).toMatchObject({ code: 0, msg: en('kyc_not_found') });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'kyc'));
    expect(audit.map((a) => [a.action, a.operatorName, a.targetId, a.before, a.after])).toEqual([
      ['kyc.reject', 'ops', String(row.id), { status: 'pending' }, { status: 'rejected', reason: 'The photo is blurred' }],
      ['kyc.approve', 'boss', String(second.id), { status: 'pending' }, { status: 'approved' }],
    ]);
    const events = await t.database.db.select().from(stateEvents).where(and(eq(stateEvents.lifecycle, 'kyc'), eq(stateEvents.subjectId, String(row.id))));
    expect(events.map((e) => [e.action, e.toStatus, e.actor, e.note])).toEqual([
      ['create', 'pending', `member:${m.member.memberId}`, ''], ['reject', 'rejected', 'operator:ops', 'The photo is blurred'],
    ]);
  });

  it('makes approved identity a condition for withdrawing when the setting says so (audited)', async () => {
    const m = await registerMember(t, rootCodes(t));
    expect(await withdrawRequiresKyc(t.database.db)).toBe(false);
    await expect(assertMayWithdraw(t.database.db, m.member.id)).resolves.toBeUndefined();
    expect((await admin.api('POST', '/admin-api/settings', { as: 'ops', body: { key: 'withdraw_requires_kyc', value: '1' } })).status).toBe(403);
    expect((await admin.api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'withdraw_requires_kyc', value: '2' } })).body.code).toBe(0);
    expect((await admin.api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'withdraw_requires_kyc', value: '1' } })).body.code).toBe(1);
    expect(await withdrawRequiresKyc(t.database.db)).toBe(true);
    await expect(assertMayWithdraw(t.database.db, m.member.id)).rejects.toMatchObject({ key: 'kyc_required' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.write'));
    expect(audit.some((a) => (a.after as { key?: string } | null)?.key === 'withdraw_requires_kyc' || a.targetId === 'withdraw_requires_kyc')).toBe(true);
    await admin.api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'withdraw_requires_kyc', value: '0' } });
  });
});
