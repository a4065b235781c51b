import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { verifyPin } from '../src/lib/pin-hash.js';
import { openPinKeyFile, PIN_KEY_FILE } from '../src/lib/pin-key-file.js';
import { newPinKey, parsePinKeys, ringOf, type PinKeyRing } from '../src/lib/pin-keys.js';
import { credentials } from '../src/modules/member/tables.js';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { CHEAP_PAY_HASH, expectBooksBalanced, fund, memberRow } from './wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ring = (...keys: Array<{ id: string; key: string }>) => ringOf(keys) as PinKeyRing;
const entry = (k: { id: string; key: Buffer }) => ({ id: k.id, key: k.key.toString('base64') });

async function storedPin(memberId: string): Promise<string | null> {
  const m = await memberRow(t, memberId);
  const [row] = await t.database.db.select().from(credentials).where(eq(credentials.personId, m.mainMemberId ?? m.id));
  return row!.payPasswordHash;
}

async function setStoredPin(memberId: string, payPasswordHash: string): Promise<void> {
  const m = await memberRow(t, memberId);
  await t.database.db.update(credentials).set({ payPasswordHash }).where(eq(credentials.personId, m.mainMemberId ?? m.id));
}

/** A member with 100 to send, and a recipient. */
async function sender() {
  const m = await registerMember(t, rootCodes(t));
  const to = await registerMember(t, rootCodes(t));
  await fund(t, m.userinfo.member_id, '100');
  return { m, to: to.userinfo.member_id };
}

/** Another instance of the server on the test's database, with the given PIN keys. */
async function instanceWith(pinKeys: PinKeyRing): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }), database: t.database, pinKeys, rateScale: 1000, logger: false });
  await app.ready();
  return app;
}

async function transferOn(app: FastifyInstance, token: string, to: string, pay_password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/transfer/transfer', headers: { token, lang: 'en' }, payload: { to_member_id: to, amount: '10', pay_password } });
  return res.json() as { code: number; msg: string };
}

describe('PIN_KEYS configuration', () => {
  const good = newPinKey();
  const older = newPinKey();

  it('takes a list of id:key, the first the current key', () => {
    const config = loadConfig({ PIN_KEYS: `${good.id}:${good.key}, ${older.id}:${older.key}` });
    expect(config.pinKeys!.current.id).toBe(good.id);
    expect([...config.pinKeys!.byId.keys()]).toEqual([good.id, older.id]);
    expect(loadConfig({}).pinKeys).toBeUndefined();
  });

  it.each([
    ['no colon', 'justtext', 'list of id:key'],
    ['a short key', `k1:${Buffer.alloc(16).toString('base64')}`, 'must be 32 random bytes in base64'],
    ['a key that is not base64', `k1:${'!'.repeat(44)}`, 'must be 32 random bytes in base64'],
    ['a bad id', `k$1:${good.key}`, 'key id'],
    ['an id twice', `k1:${good.key},k1:${older.key}`, 'appears twice'],
    ['no entry', ' , ', 'at least one key'],
  ])('stops on %s with a message naming PIN_KEYS, never echoing a key', (_what, value, says) => {
    let error: Error | undefined;
    try {
      loadConfig({ PIN_KEYS: value });
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).toMatch(/^Invalid configuration:\n {2}PIN_KEYS: /);
    expect(error?.message).toContain(says);
    expect(error?.message).not.toContain(good.key);
  });
});

describe('the PIN key file in the data folder', () => {
  it('the test app made one, readable by its owner only, and opening it again gives the same key', () => {
    const file = path.join(t.dataDir, PIN_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = openPinKeyFile(t.dataDir);
    expect(again.created).toBe(false);
    expect(again.ring.current.key.equals(t.app.deps.pinKeys.current.key)).toBe(true);
  });

  it('a broken file stops with a message naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'onego-pinkeys-'));
    try {
      const file = path.join(dir, PIN_KEY_FILE);
      writeFileSync(file, JSON.stringify({ keys: [{ id: 'k1', key: 'short' }] }));
      expect(() => openPinKeyFile(dir)).toThrow(`Invalid PIN key file ${file}: key "k1" must be 32 random bytes`);
      writeFileSync(file, '{ not json');
      expect(() => openPinKeyFile(dir)).toThrow(`Invalid PIN key file ${file}`);
      expect(readFileSync(file, 'utf8')).toBe('{ not json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a payment PIN hash taken from the database', () => {
  it('verifies with the server key, and is worth nothing under any other key or none', async () => {
    const m = await registerMember(t, rootCodes(t));
    expect((await t.post('/api/account/setPayPassword', { pay_password: '135790' }, m.token)).body.code).toBe(1);
    const stored = (await storedPin(m.userinfo.member_id))!;
    const keys = t.app.deps.pinKeys;
    expect(stored.split('$').slice(0, 2)).toEqual(['pin1', keys.current.id]);
    expect(stored).not.toContain('135790');

    // The guesses an attacker with the database makes, over a block of PIN space that holds the real one: with the
    // server's key the search finds exactly it; with a key of their own under the same id it finds nothing.
    const guessed = parsePinKeys(`${keys.current.id}:${newPinKey().key}`) as PinKeyRing;
    const search = async (under: PinKeyRing) => {
      const hits: string[] = [];
      for (let pin = 100000; pin < 200000; pin++) {
        if ((await verifyPin(under, stored, String(pin))) !== 'wrong') hits.push(String(pin));
      }
      return hits;
    };
    expect(await search(keys)).toEqual(['135790']);
    expect(await search(guessed)).toEqual([]);
    // Without the key at all nothing can even be checked.
    expect(await verifyPin(ring(newPinKey()), stored, '135790')).toBe('unknown_key');
  });
});

describe('rotating the PIN key', () => {
  it('keeps existing PINs working and rewrites each under the new key on its next successful use', async () => {
    const { m, to } = await sender();
    expect((await t.post('/api/account/setPayPassword', { pay_password: '246810' }, m.token)).body.code).toBe(1);
    const before = (await storedPin(m.userinfo.member_id))!;
    const old = t.app.deps.pinKeys.current;
    const fresh = newPinKey();
    const rotated = await instanceWith(ring(fresh, entry(old)));
    try {
      // A wrong PIN is refused under the old key and rewrites nothing.
      expect((await transferOn(rotated, m.token, to, '111111')).msg).toBe(en('pay_password_wrong'));
      expect(await storedPin(m.userinfo.member_id)).toBe(before);
      expect((await transferOn(rotated, m.token, to, '246810')).code).toBe(1);
      const after = (await storedPin(m.userinfo.member_id))!;
      expect(after.split('$')[1]).toBe(fresh.id);
      // Stored under the new key, it keeps working, and is no longer rewritten.
      expect((await transferOn(rotated, m.token, to, '246810')).code).toBe(1);
      expect(await storedPin(m.userinfo.member_id)).toBe(after);
      // A new PIN is stored under the current key.
      expect((await rotated.inject({ method: 'POST', url: '/api/account/changePasswordByPayPassword', headers: { token: m.token, lang: 'en' },
        payload: { old_pay_password: '246810', new_pay_password: '135790', re_pay_password: '135790' } })).json().code).toBe(1);
      expect((await storedPin(m.userinfo.member_id))!.split('$')[1]).toBe(fresh.id);
    } finally {
      await rotated.close();
    }
    await expectBooksBalanced(t);
  });

  it('a PIN under a key the server no longer has is refused without counting a try; the login password replaces it', async () => {
    const { m, to } = await sender();
    expect((await t.post('/api/account/setPayPassword', { pay_password: '246810' }, m.token)).body.code).toBe(1);
    const lost = await instanceWith(ring(newPinKey()));
    try {
      // More tries than the lock allows, the right PIN included: none counts, so the person is not locked out.
      for (let i = 0; i < 6; i++) expect((await transferOn(lost, m.token, to, i === 5 ? '246810' : '111111')).msg).toBe(en('pay_password_wrong'));
      const replace = await lost.inject({ method: 'POST', url: '/api/account/setPayPassword', headers: { token: m.token, lang: 'en' },
        payload: { pay_password: '357913', password: m.password } });
      expect(replace.json().code).toBe(1);
      expect((await transferOn(lost, m.token, to, '357913')).code).toBe(1);
    } finally {
      await lost.close();
    }
  });
});

describe('a legacy argon2id payment password', () => {
  it('still works and is rewritten under the current key on its first successful use', async () => {
    const { m, to } = await sender();
    await setStoredPin(m.userinfo.member_id, CHEAP_PAY_HASH);
    expect((await t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: '111111' }, m.token)).body.msg).toBe(en('pay_password_wrong'));
    expect(await storedPin(m.userinfo.member_id)).toBe(CHEAP_PAY_HASH);
    expect((await t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: '246810' }, m.token)).body.code).toBe(1);
    const migrated = (await storedPin(m.userinfo.member_id))!;
    expect(migrated.split('$').slice(0, 2)).toEqual(['pin1', t.app.deps.pinKeys.current.id]);
    expect(await verifyPin(t.app.deps.pinKeys, migrated, '246810')).toBe('current');
    expect((await t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: '246810' }, m.token)).body.code).toBe(1);
    await expectBooksBalanced(t);
  });

  it('proves a change of the payment password, which then lands over the rewritten hash', async () => {
    const m = await registerMember(t, rootCodes(t));
    await setStoredPin(m.userinfo.member_id, CHEAP_PAY_HASH);
    const change = await t.post('/api/account/changePasswordByPayPassword', { old_pay_password: '246810', new_pay_password: '135790', re_pay_password: '135790' }, m.token);
    expect(change.body.code).toBe(1);
    expect(await verifyPin(t.app.deps.pinKeys, (await storedPin(m.userinfo.member_id))!, '135790')).toBe('current');
  });

  it('wrong tries count towards the lock as before', async () => {
    const { m, to } = await sender();
    await setStoredPin(m.userinfo.member_id, CHEAP_PAY_HASH);
    const pay = (pin: string) => t.post('/api/transfer/transfer', { to_member_id: to, amount: '10', pay_password: pin }, m.token);
    for (let i = 0; i < 4; i++) expect((await pay('111111')).body.msg).toBe(en('pay_password_wrong'));
    expect((await pay('111111')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    expect((await pay('246810')).body.msg).toBe(en('pay_password_locked', { minutes: 30 }));
    expect(await storedPin(m.userinfo.member_id)).toBe(CHEAP_PAY_HASH);
  });
});
