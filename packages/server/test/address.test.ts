import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token?: string, lang = 'en') =>
  t.call({ method: 'POST', url, payload: payload as object, token, lang });
const list = async (token: string, lang = 'en') => {
  const res = await t.call({ method: 'GET', url: '/api/address/index', token, lang });
  expect(res.body.code).toBe(1);
  return res.body.data.list as Array<Record<string, any>>;
};
const member = async () => (await registerMember(t, rootCodes(t))).token;

let seq = 0;
/** A valid address (Singapore mobile numbers). */
function addr(over: Record<string, unknown> = {}) {
  seq++;
  return { recipient: `Recipient ${seq}`, area_code: '65', phone: '91234567', country: 'SG', detail: `${seq} Orchard Road, #05-01`, ...over };
}
async function add(token: string, over: Record<string, unknown> = {}) {
  const res = await post('/api/address/add', addr(over), token);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as Record<string, any>;
}
/** Counts a member's default addresses straight from the table. */
async function defaults(token: string) {
  return (await list(token)).filter((a) => a.is_default).map((a) => a.id as number);
}

describe('address lifecycle', () => {
  it('lists nothing at first, then adds, edits, sets default and deletes', async () => {
    const m = await member();
    expect(await list(m)).toEqual([]);
    const first = await post('/api/address/add', addr({ recipient: '  Alice Tan  ', area_code: '+65', country: 'sg' }), m);
    expect(first.body).toMatchObject({ code: 1, msg: 'Address saved' });
    expect(first.body.data).toMatchObject({ recipient: 'Alice Tan', area_code: '65', phone: '91234567', country: 'SG', country_name: 'Singapore', is_default: true });
    expect(String(first.body.data.created_at)).toMatch(/^\d{10}$/);

    const second = await add(m, { recipient: 'Bob', area_code: '886', phone: '912345678', country: 'TW', detail: '台北市信義區市府路 1 號' });
    expect(second.is_default).toBe(false);

    const zh = await list(m, 'zh-TW');
    expect(zh.map((a) => a.id)).toEqual([first.body.data.id, second.id]);
    expect(zh[1]!.country_name).toBe('台灣');
    expect((await list(m, 'ja'))[0]!.country_name).toBe('シンガポール');

    const edited = await post('/api/address/edit', { id: String(second.id), recipient: 'Bob Lin', area_code: '886', phone: '223456789', country: 'TW', detail: 'New street 2' }, m);
    expect(edited.body).toMatchObject({ code: 1, data: { id: second.id, recipient: 'Bob Lin', phone: '223456789', detail: 'New street 2', is_default: false } });

    const set = await post('/api/address/setDefault', { id: second.id }, m);
    expect(set.body).toMatchObject({ code: 1, msg: 'Default address set' });
    expect(set.body.data.list.map((a: any) => [a.id, a.is_default])).toEqual([[second.id, true], [first.body.data.id, false]]);

    const del = await post('/api/address/del', { id: first.body.data.id }, m);
    expect(del.body).toMatchObject({ code: 1, msg: 'Address deleted' });
    expect(del.body.data.list.map((a: any) => a.id)).toEqual([second.id]);
    expect((await post('/api/address/del', { id: second.id }, m)).body.code).toBe(1);
    expect(await list(m)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/address/index' })).status).toBe(401);
    expect((await post('/api/address/add', addr())).status).toBe(401);
  });
});

describe('default rules', () => {
  it('makes the first address default, moves the default when asked, and lists default first then newest', async () => {
    const m = await member();
    const a = await add(m, { is_default: false });
    expect(a.is_default).toBe(true);
    const b = await add(m);
    const c = await add(m, { is_default: 1 });
    expect(c.is_default).toBe(true);
    expect((await list(m)).map((x) => [x.id, x.is_default])).toEqual([[c.id, true], [b.id, false], [a.id, false]]);
    // Setting the default twice changes nothing.
    await post('/api/address/setDefault', { id: c.id }, m);
    expect(await defaults(m)).toEqual([c.id]);
    // An edit moves the default with is_default true, and never drops it with false.
    await post('/api/address/edit', { ...addr(), id: a.id, is_default: true }, m);
    expect(await defaults(m)).toEqual([a.id]);
    await post('/api/address/edit', { ...addr(), id: a.id, is_default: false }, m);
    expect(await defaults(m)).toEqual([a.id]);
  });

  it('makes the newest remaining address default when the default is deleted', async () => {
    const m = await member();
    const a = await add(m);
    const b = await add(m);
    const c = await add(m);
    await post('/api/address/setDefault', { id: b.id }, m);
    await post('/api/address/del', { id: b.id }, m);
    expect(await defaults(m)).toEqual([c.id]);
    await post('/api/address/del', { id: a.id }, m);
    expect(await defaults(m)).toEqual([c.id]);
    await post('/api/address/del', { id: c.id }, m);
    expect(await list(m)).toEqual([]);
    const d = await add(m);
    expect(d.is_default).toBe(true);
  });

  it('leaves exactly one default when setDefault calls race', async () => {
    const m = await member();
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await add(m));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(made.map((a) => post('/api/address/setDefault', { id: a.id }, m)));
      expect(answers.every((r) => r.status === 200 && r.body.code === 1)).toBe(true);
      expect(await defaults(m)).toHaveLength(1);
    }
    const rows = await t.database.query<{ n: number }>(`select count(*)::int as n from addresses where member_id = (select member_id from addresses where id = $1) and is_default`, [made[0]!.id]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('keeps the default and the limit when adds race', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => post('/api/address/add', addr({ is_default: i % 2 === 0 }), m)));
    expect(answers.filter((r) => r.body.code === 1)).toHaveLength(20);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await list(m)).toHaveLength(20);
    expect(await defaults(m)).toHaveLength(1);
  });
});

describe('limit', () => {
  it('refuses the 21st address and allows one again after a delete', async () => {
    const m = await member();
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await add(m));
    const over = await post('/api/address/add', addr(), m);
    expect(over.body).toMatchObject({ code: 0, msg: 'You can keep at most 20 addresses. Please delete one first.' });
    expect((await post('/api/address/add', addr(), m, 'zh-TW')).body.msg).toBe('最多只能儲存 20 個地址，請先刪除一個。');
    expect(await list(m)).toHaveLength(20);
    await post('/api/address/del', { id: made[5]!.id }, m);
    expect((await post('/api/address/add', addr(), m)).body.code).toBe(1);
  });
});

describe('validation', () => {
  it('names the field in the caller language', async () => {
    const m = await member();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [addr({ recipient: '   ' }), 'Recipient is required', '請填寫收件人'],
      [addr({ recipient: 'x'.repeat(61) }), 'Recipient is too long (at most 60 characters)', '收件人過長（最多 60 個字元）'],
      [addr({ phone: undefined }), 'Phone is required', '請填寫電話'],
      [addr({ phone: '12ab' }), 'Phone is not valid', '電話格式不正確'],
      [addr({ area_code: 'abc' }), 'Country code is not valid', '國碼格式不正確'],
      [addr({ country: '' }), 'Country or region: please choose one', '請選擇國家或地區'],
      [addr({ country: 'Singapore' }), 'Country or region is not valid', '國家或地區格式不正確'],
      [addr({ detail: '' }), 'Detailed address is required', '請填寫詳細地址'],
      [addr({ detail: 'x'.repeat(301) }), 'Detailed address is too long (at most 300 characters)', '詳細地址過長（最多 300 個字元）'],
      [addr({ is_default: 'maybe' }), 'Default address is not valid', '預設地址格式不正確'],
    ];
    for (const [body, en, zh] of cases) {
      expect((await post('/api/address/add', body, m)).body, JSON.stringify(body).slice(0, 60)).toMatchObject({ code: 0, msg: en });
      expect((await post('/api/address/add', body, m, 'zh-TW')).body.msg).toBe(zh);
    }
    expect((await post('/api/address/edit', addr(), m)).body.msg).toBe('ID is required');
    expect((await post('/api/address/del', { id: 'abc' }, m)).body.msg).toBe('ID is not valid');
    expect((await post('/api/address/setDefault', { id: -3 }, m)).body.msg).toBe('ID must be at least 1');
    expect(await list(m)).toEqual([]);
  });

  it('refuses a phone number that is not valid for its area code, an unknown area code and an unknown country', async () => {
    const m = await member();
    expect((await post('/api/address/add', addr({ phone: '12345' }), m)).body).toMatchObject({ code: 0, msg: 'This phone number is not valid for the chosen country code' });
    // A valid Taiwanese mobile is not valid under Singapore's code.
    expect((await post('/api/address/add', addr({ phone: '912345678' }), m, 'zh-TW')).body.msg).toBe('此電話號碼與所選國碼不符');
    expect((await post('/api/address/add', addr({ area_code: '999' }), m)).body.msg).toBe('Unknown country code');
    expect((await post('/api/address/add', addr({ country: 'XX' }), m)).body).toMatchObject({ code: 0, msg: 'Unknown country or region' });
    expect((await post('/api/address/add', addr({ country: 'ZZ' }), m, 'ja')).body.msg).toBe('不明な国または地域です');
    const a = await add(m);
    expect((await post('/api/address/edit', { ...addr({ country: 'XX' }), id: a.id }, m)).body.msg).toBe('Unknown country or region');
    expect((await list(m)).map((x) => x.country)).toEqual(['SG']);
  });

  it('answers a missing address as not found', async () => {
    const m = await member();
    for (const url of ['/api/address/edit', '/api/address/del', '/api/address/setDefault']) {
      const res = await post(url, { ...addr(), id: 987654321 }, m);
      expect(res.body, url).toMatchObject({ code: 0, msg: 'Address not found', data: null });
    }
  });
});

describe('members only see and change their own addresses', () => {
  it('answers another member\'s address exactly as a missing one and changes nothing', async () => {
    const owner = await member();
    const other = await member();
    const a = await add(owner, { recipient: 'Owner A' });
    const b = await add(owner, { recipient: 'Owner B' });
    const mine = await add(other);
    const before = await list(owner);
    const missing = await post('/api/address/del', { id: 987654320 }, other);
    for (const lang of ['en', 'ko']) {
      for (const [url, body] of [
        ['/api/address/edit', { ...addr({ recipient: 'Hijacked' }), id: a.id, is_default: true }],
        ['/api/address/del', { id: a.id }],
        ['/api/address/setDefault', { id: b.id }],
      ] as const) {
        const res = await post(url, body, other, lang);
        const miss = await post(url, { ...body, id: 987654320 }, other, lang);
        expect(res.status).toBe(miss.status);
        expect({ ...res.body, time: 0 }, url).toEqual({ ...miss.body, time: 0 });
      }
    }
    expect(missing.body.msg).toBe('Address not found');
    expect(await list(owner)).toEqual(before);
    expect((await list(other)).map((x) => [x.id, x.is_default])).toEqual([[mine.id, true]]);
    expect((await list(other)).some((x) => x.id === a.id || x.id === b.id)).toBe(false);
  });
});

describe('hostile input', () => {
  it('never answers 500 and stores nothing', async () => {
    const m = await member();
    const hostile: unknown[] = [
      null, [], 'x', 0, {}, { id: null }, { id: {} }, { id: [1] }, { id: 1e308 }, { id: '1e3' }, { id: '99999999999999999999' },
      { id: Number.MAX_SAFE_INTEGER }, { id: -1 }, { id: true },
      addr({ recipient: 'a\u0000b' }), addr({ detail: '\u0000' }), addr({ detail: 'x'.repeat(100_000) }), addr({ phone: 1234567 }),
      addr({ country: { $ne: 1 } }), addr({ area_code: '+' }), addr({ recipient: "'; drop table addresses; --" }),
      { __proto__: { is_default: true }, recipient: 'x' }, addr({ is_default: { valueOf: 1 } }), addr({ detail: '\ud800' }),
    ];
    for (const url of ['/api/address/add', '/api/address/edit', '/api/address/del', '/api/address/setDefault']) {
      for (const value of hostile) {
        const res = await t.call({ method: 'POST', url, payload: JSON.stringify(value), headers: { 'content-type': 'application/json' }, token: m, lang: 'en' });
        expect(res.status, `${url} ${JSON.stringify(value)?.slice(0, 60)}`).not.toBe(500);
        expect(typeof res.body.msg).toBe('string');
      }
    }
    const stored = await list(m);
    expect(stored.every((a) => !a.recipient.includes('\u0000') && a.detail.length <= 300)).toBe(true);
    for (const q of ['?page=-1', '?id=%00', '?x=' + 'y'.repeat(5000)]) {
      expect((await t.call({ method: 'GET', url: `/api/address/index${q}`, token: m })).status).not.toBe(500);
    }
  });
});
