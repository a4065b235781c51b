import { translate } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// Requests that cannot be read at all (a multipart body cut short or without a boundary, an address that is not
// valid %-encoding) are the caller's fault: a 4xx with the usual envelope in the caller's language, never a 500 or
// the framework's own answer.

let t: TestApp;
let memberToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  memberToken = (await registerMember(t, rootCodes(t))).token;
  adminToken = (await signInOperators(t)).tokens.boss;
});
afterAll(async () => {
  await t?.close();
});

const UPLOADS = [
  { url: '/api/common/upload', headers: () => ({ token: memberToken }) },
  { url: '/index.php/api/common/upload', headers: () => ({ token: memberToken }) },
  { url: '/admin-api/catalogue/upload', headers: () => ({ 'admin-token': adminToken }) },
  { url: '/admin-api/content/upload', headers: () => ({ 'admin-token': adminToken }) },
];

const BOUNDARY = '----onegoBoundary7MA4YWxk';
// A PNG signature and the start of its header, then the body simply stops: no closing boundary.
const truncated = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
]);
// Headers of a part that never end.
const cutInHeaders = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filen`);

// Unreadable bodies answer 400 "could not be read"; a well-formed body without a file part is a missing field, as in JSON calls.
const MALFORMED = [
  { name: 'a body cut short in the file', type: `multipart/form-data; boundary=${BOUNDARY}`, body: truncated, unreadable: true },
  { name: 'a body cut short in the part headers', type: `multipart/form-data; boundary=${BOUNDARY}`, body: cutInHeaders, unreadable: true },
  { name: 'no boundary', type: 'multipart/form-data', body: truncated, unreadable: true },
  { name: 'an empty boundary', type: 'multipart/form-data; boundary=', body: truncated, unreadable: true },
  { name: 'garbage', type: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from('not multipart at all'), unreadable: true },
  { name: 'an empty body', type: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.alloc(0), unreadable: false },
];


describe('malformed multipart', () => {
  it('answers every upload call with the envelope in the caller\'s language, never a 5xx', async () => {
    for (const upload of UPLOADS) {
      for (const [i, bad] of MALFORMED.entries()) {
        const lang = (['en', 'ja', 'th', 'zh-CN'] as const)[i % 4]!;
        const res = await t.call({ method: 'POST', url: upload.url, payload: bad.body, headers: { ...upload.headers(), 'content-type': bad.type }, lang });
        const label = `${upload.url}: ${bad.name}`;
        expect(typeof res.body.time, label).toBe('number');
        expect(res.body.code, label).toBe(0);
        if (bad.unreadable) {
          expect(res.status, label).toBe(400);
          expect(res.body.msg, label).toBe(translate(lang, 'upload_unreadable'));
        } else {
          expect(res.status, label).toBe(200);
          expect(res.body.msg, label).toBe(translate(lang, 'field_upload_required', { field: translate(lang, 'field.file') }));
        }
      }
    }
  });

  it('says the upload could not be read when the body is cut short', async () => {
    const res = await t.call({ method: 'POST', url: '/api/common/upload', payload: truncated, lang: 'en', headers: { token: memberToken, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, msg: 'The upload could not be read. Please choose the file again.', data: null });
  });

  it('still refuses a guest before reading anything', async () => {
    const res = await t.call({ method: 'POST', url: '/api/common/upload', payload: truncated, lang: 'en', headers: { 'content-type': 'multipart/form-data' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 0, msg: 'Please log in first' });
  });

  it('still says a file over the limit is too large', async () => {
    const big = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(10 * 1024 * 1024 + 1, 1),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await t.call({ method: 'POST', url: '/admin-api/catalogue/upload', payload: big, lang: 'en', headers: { 'admin-token': adminToken, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(res.body).toMatchObject({ code: 0, msg: 'The file is too large (at most 10 MB)' });
  });

  it('answers multipart sent to a JSON call with a clear failure', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/login', payload: truncated, lang: 'en', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(0);
  });
});

describe('badly %-encoded addresses', () => {
  const BAD = ['/api/%E0%A4%A', '/index.php/api/user/%', '/admin-api/%C0%AF', '/api/product/detail%FF', '/uploads/%E0%A4%A.webp', '/%'];

  it('answer 400 with the envelope in the caller\'s language', async () => {
    for (const [i, url] of BAD.entries()) {
      const lang = (['en', 'ko', 'vi', 'id', 'zh-TW', 'ja'] as const)[i]!;
      const res = await t.call({ method: 'GET', url, lang });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ code: 0, msg: translate(lang, 'bad_url'), data: null });
      expect(typeof res.body.time, url).toBe('number');
    }
  });

  it('answer an over-long path part with the envelope too', async () => {
    const res = await t.call({ method: 'GET', url: `/uploads/${'a'.repeat(500)}.webp`, lang: 'en' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: 0, data: null });
  });

  it('reads the language from the usual fallbacks too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/%E0%A4%A', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: translate('ja', 'bad_url'), data: null });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
