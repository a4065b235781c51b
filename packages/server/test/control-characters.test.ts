import { CONTROL_CHARACTERS_KEY, isMessageKey, LANGUAGES, translate, type Language } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN } from '../src/modules/bonus/index.js';
import { registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// Every string field of every call, taken from the OpenAPI document, gets control characters in an otherwise valid
// request: the answer is a validation failure (code 0, no 5xx) naming that field, and the call does nothing.

type Schema = {
  type?: string; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[];
  minItems?: number; required?: string[];
};
interface Call { method: 'GET' | 'POST'; url: string; body?: Schema; query: Array<{ name: string; schema: Schema }> }

let t: TestApp;
let memberToken: string;
let adminToken: string;
let calls: Call[];

beforeAll(async () => {
  t = await startTestApp();
  memberToken = (await registerMember(t, rootCodes(t))).token;
  adminToken = (await signInOperators(t)).tokens.boss;
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> }; parameters?: Array<{ in: string; name: string; schema: Schema }> }>>;
  };
  calls = Object.entries(doc.paths).flatMap(([url, ops]) => Object.entries(ops)
    .filter(([m]) => m === 'get' || m === 'post')
    .map(([m, op]) => ({
      method: m.toUpperCase() as 'GET' | 'POST',
      url,
      body: op.requestBody?.content?.['application/json']?.schema,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
    })));
});
afterAll(async () => {
  await t?.close();
});

// A valid value per field name where a plain word would not do.
const SAMPLES: Record<string, unknown> = {
  birthday: '1990-05-17', area_code: '65', mobile: '91234567', phone: '91234567', email: 'someone@example.test',
  nationality: 'SG', country: 'SG', password: 'Passw0rd1', new_password: 'Passw0rd2', re_password: 'Passw0rd2',
  old_password: 'Passw0rd1', invite_code: 'ABCD1234', node_code: 'ABCD1234', member_id: 'NOBODY1', to_member_id: 'NOBODY2',
  code: '123456', email_code: '123456', totp: '123456', pay_password: '123456', old_pay_password: '123456',
  new_pay_password: '654321', re_pay_password: '654321', amount: '1.00', username: 'clerk.one', kind: 'transfer',
  from: '2024-01-01', to: '2024-01-31', price: '1.00', bv_rate: '1', tracking_no: 'AB123', avatar: '/uploads/a.webp', cover: '/uploads/a.webp',
  image: '/uploads/a.webp', link: '', value: '1',
  // Member services: private photo references, a signed photo link's parts, ID and bank account numbers.
  id_photo: 'a'.repeat(32), selfie: 'b'.repeat(32), id_front: 'c'.repeat(32), id_back: 'd'.repeat(32), bank_card: 'e'.repeat(32),
  personal_photo: 'f'.repeat(32), photo: '0'.repeat(32), expires: '1734480600', signature: 's'.repeat(43), id_number: 'A1234567', id_card: 'A1234567',
  bank_account: '01234567',
  // Withdrawals: a checksummed BEP20 address (EIP-55's own example).
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  // The bonus plan's versions and simulations: a whole valid plan (its fields are decimals and counts), a future start.
  plan: DEFAULT_PLAN, effective_from: '2099-01-01',
};

/** A valid value for a schema, by field name where the schema alone does not say enough. */
function sample(schema: Schema, name: string): unknown {
  if (schema.enum) return schema.enum[0];
  if (name in SAMPLES && typeof SAMPLES[name] === 'object') return structuredClone(SAMPLES[name]);
  if (schema.anyOf) return name in SAMPLES ? SAMPLES[name] : sample(schema.anyOf[0]!, name);
  if (schema.type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
  }
  if (schema.type === 'array') return (schema.minItems ?? 0) > 0 ? [sample(schema.items!, name)] : [];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return name in SAMPLES ? SAMPLES[name] : 'word';
}

const takesString = (s: Schema): boolean => s.type === 'string' || (s.anyOf ?? []).some(takesString);

/** Every path to a string field of a schema (into nested objects and the first item of lists). */
function stringPaths(schema: Schema, at: string[] = []): string[][] {
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([k, s]) => stringPaths(s, [...at, k]));
  if (schema.type === 'array' && schema.items) return stringPaths(schema.items, [...at, '0']);
  return takesString(schema) && !schema.enum ? [at] : [];
}

function withValue(data: unknown, path: string[], value: string): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  let cur: Record<string, unknown> = copy;
  for (const [i, p] of path.entries()) {
    if (i === path.length - 1) cur[p] = value;
    else {
      cur[p] ??= /^\d+$/.test(path[i + 1]!) ? [{}] : {};
      cur = cur[p] as Record<string, unknown>;
    }
  }
  return copy;
}

const at = (data: unknown, path: string[]) => path.reduce<unknown>((cur, p) => (cur as Record<string, unknown> | undefined)?.[p], data);
/** A valid value with a control character inside it, so only the control character is wrong. */
function spoil(valid: unknown, control: string): string {
  const word = typeof valid === 'string' && valid.length >= 2 ? valid : 'abcd';
  return `${word.slice(0, 1)}${control}${word.slice(1)}`;
}

/** The field an answer should name: the innermost segment that is neither a list index nor the language of a text. */
const fieldOf = (path: string[]) =>
  path.filter((p, i) => !/^\d+$/.test(p) && !(i > 0 && (LANGUAGES as readonly string[]).includes(p))).at(-1)!;

// Free text that may span lines keeps its line breaks; everywhere else they are refused like any other control.
const MULTILINE = new Set(['remark', 'descriptions', 'contents', 'detail', 'reason', 'content', 'shipping_address', 'reply']);
const ALWAYS = ['\u001b[2J', '\u0007', '\u0000', '\u0008', '\t', '\u007f', '\u0085', '\u009b', '\r'];
const LINE_BREAKS = ['\n', '\r\n'];

// Fields with a format message of their own (which says what the field must be instead of naming it).
const OWN_FORMAT: Record<string, string> = {
  password: 'password_weak', new_password: 'password_weak',
  pay_password: 'pay_password_format', old_pay_password: 'pay_password_format', new_pay_password: 'pay_password_format',
  // Anything but a yes in the agreement asks the member to agree.
  agree: 'agree_required',
};
/** The messages that may refuse control characters in a field: they say so, or that the field is not valid. */
const answersFor = (lang: Language, field: string) => {
  const params = { field: translate(lang, `field.${field}`) };
  return [translate(lang, CONTROL_CHARACTERS_KEY, params), translate(lang, 'field_invalid', params), ...(OWN_FORMAT[field] ? [translate(lang, OWN_FORMAT[field])] : [])];
};

const tokenFor = (url: string) => (url.startsWith('/admin-api/') ? { 'admin-token': adminToken } : { token: memberToken });

describe('control characters in names and free text', () => {
  it('finds the string fields to try', () => {
    const fields = calls.flatMap((c) => [...(c.body ? stringPaths(c.body) : []), ...c.query.filter((q) => takesString(q.schema)).map((q) => [q.name])]);
    expect(fields.length).toBeGreaterThanOrEqual(60);
  });

  it('refuses them in every string field of every call, naming the field in the caller\'s language', async () => {
    let tried = 0;
    for (const call of calls) {
      const base = call.body ? sample(call.body, '') : undefined;
      const targets = [
        ...(call.body ? stringPaths(call.body).map((path) => ({ where: 'body' as const, path })) : []),
        ...call.query.filter((q) => takesString(q.schema) && !q.schema.enum).map((q) => ({ where: 'query' as const, path: [q.name] })),
      ];
      for (const { where, path } of targets) {
        const field = fieldOf(path);
        expect(isMessageKey(`field.${field}`), `a name for field ${field} at ${call.url} ${path.join(".")}`).toBe(true);
        const controls = MULTILINE.has(field) ? ALWAYS : [...ALWAYS, ...LINE_BREAKS];
        for (const [i, control] of controls.entries()) {
          const lang = LANGUAGES[i % LANGUAGES.length]!;
          const value = spoil(where === 'body' ? at(base, path) : sample(call.query.find((q) => q.name === path[0])!.schema, path[0]!), control);
          const query = Object.fromEntries(call.query.filter((q) => q.schema.type !== 'integer').map((q) => [q.name, String(sample(q.schema, q.name))]));
          const res = where === 'body'
            ? await t.call({ method: call.method, url: call.url, payload: withValue(base, path, value) as object, headers: tokenFor(call.url), lang })
            : await t.call({ method: call.method, url: call.url, query: { ...query, [path[0]!]: value }, headers: tokenFor(call.url), lang });
          const label = `${call.method} ${call.url} ${path.join('.')} ${JSON.stringify(control)}`;
          expect(res.status, label).toBeLessThan(500);
          expect(res.body.code, label).toBe(0);
          expect(res.body.data?.field, label).toBe(field);
          expect(answersFor(lang, field), label).toContain(res.body.msg);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
  });

  it('says what is wrong with a name or a text', async () => {
    const res = await t.call({ method: 'POST', url: '/api/account/profile', payload: { nickname: 'Bob\u001b[31m' }, token: memberToken, lang: 'en' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Nickname contains control characters, which are not allowed', data: { field: 'nickname' } });
    const ja = await t.call({ method: 'POST', url: '/api/address/add', lang: 'ja', token: memberToken, payload: {
      recipient: 'Ann\u0007', area_code: '65', phone: '91234567', country: 'SG', detail: 'Main St 1',
    } });
    expect(ja.body).toMatchObject({ code: 0, msg: '受取人に使用できない制御文字が含まれています', data: { field: 'recipient' } });
  });

  it('changes nothing on refusal', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/user/userInfo', token: memberToken })).body.data;
    await t.call({ method: 'POST', url: '/api/account/profile', payload: { nickname: 'Eve\u001b]0;owned\u0007' }, token: memberToken });
    await t.call({ method: 'POST', url: '/api/address/add', token: memberToken, payload: {
      recipient: 'Ann', area_code: '65', phone: '91234567', country: 'SG', detail: 'Main St 1\u001b[2J',
    } });
    expect((await t.call({ method: 'GET', url: '/api/user/userInfo', token: memberToken })).body.data).toEqual(before);
    expect((await t.call({ method: 'GET', url: '/api/address/index', token: memberToken })).body.data.list).toEqual([]);
  });

  it('keeps line breaks in multi-line free text', async () => {
    const res = await t.call({ method: 'POST', url: '/api/address/add', token: memberToken, payload: {
      recipient: 'Ann', area_code: '65', phone: '91234567', country: 'SG', detail: 'Block 1\r\nMain St 1\n#02-03',
    } });
    expect(res.body.code, res.body.msg).toBe(1);
    const list = (await t.call({ method: 'GET', url: '/api/address/index', token: memberToken })).body.data.list;
    expect(list[0].detail).toBe('Block 1\r\nMain St 1\n#02-03');
  });
});
