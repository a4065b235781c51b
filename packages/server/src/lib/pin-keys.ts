import { randomBytes } from 'node:crypto';

/** One server-side key of payment PIN hashes, named by the id stored beside each hash. */
export interface PinKey {
  id: string;
  key: Buffer;
}

/** The keys a server checks payment PINs with: `current` hashes every new PIN, the others still verify old ones. */
export interface PinKeyRing {
  current: PinKey;
  byId: ReadonlyMap<string, Buffer>;
}

// An id is stored inside the hash ("pin1$<id>$…") and listed as "id:key,…": none of those separators may appear.
const ID = /^[A-Za-z0-9_-]{1,32}$/;
// 32 bytes in base64 or base64url, padded or not; anything else is a typo or a truncated copy.
const KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The error of one key entry, or null when it is well formed. Never repeats the key itself: it is a secret. */
function entryError(id: string, key: string): string | null {
  if (!ID.test(id)) return `key id "${id.slice(0, 40)}" must be 1-32 letters, digits, "_" or "-"`;
  if (!KEY.test(key)) return `key "${id}" must be 32 random bytes in base64 (e.g. the output of: openssl rand -base64 32)`;
  return null;
}

/** Builds a ring from keys, the first being current; answers an error message when they are not usable. */
export function ringOf(entries: Array<{ id: string; key: string }>): PinKeyRing | string {
  if (entries.length === 0) return 'must name at least one key';
  const byId = new Map<string, Buffer>();
  for (const { id, key } of entries) {
    const error = entryError(id, key);
    if (error) return error;
    if (byId.has(id)) return `key id "${id}" appears twice`;
    byId.set(id, Buffer.from(key, 'base64'));
  }
  const first = entries[0]!.id;
  return { current: { id: first, key: byId.get(first)! }, byId };
}

/**
 * Parses PIN_KEYS: "id:key,id:key", the first entry the current key (e.g. "k2:<base64>,k1:<base64>" after a
 * rotation). Answers an error message when it is malformed.
 */
export function parsePinKeys(text: string): PinKeyRing | string {
  const entries: Array<{ id: string; key: string }> = [];
  for (const part of text.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const colon = part.indexOf(':');
    if (colon < 0) return 'must be a comma-separated list of id:key entries, the first the current key';
    entries.push({ id: part.slice(0, colon).trim(), key: part.slice(colon + 1).trim() });
  }
  return ringOf(entries);
}

/** A fresh random key under a random id (random, so two instances that wrongly made keys of their own never share an id). */
export function newPinKey(): { id: string; key: string } {
  return { id: `k${randomBytes(4).toString('hex')}`, key: randomBytes(32).toString('base64') };
}
