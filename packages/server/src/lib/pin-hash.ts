import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PinKeyRing } from './pin-keys.js';
import { verifyPassword } from './secrets.js';

// A 6-digit PIN has a million values: no hash makes guessing them slow enough, so the hash is keyed instead
// (docs/adr/0006-payment-pin-keyed-hash.md). One HMAC per check, no memory-hard work on the payment path.
const FORMAT = 'pin1';
const SALT_BYTES = 16;
const MAC_BYTES = 32;

/**
 * What checking a PIN against a stored hash found: right under the current key; right but stored under an older key
 * or as a legacy argon2id hash (`outdated`: rewrite it); wrong; or stored under a key this server does not have.
 */
export type PinVerdict = 'current' | 'outdated' | 'wrong' | 'unknown_key';

function mac(key: Buffer, salt: Buffer, pin: string): Buffer {
  // The salt has a fixed length, so salt then PIN cannot be read two ways.
  return createHmac('sha256', key).update(salt).update(pin, 'utf8').digest();
}

/** Hashes a payment PIN under the ring's current key with a fresh random salt: "pin1$<keyId>$<salt>$<mac>". */
export function hashPin(ring: PinKeyRing, pin: string): string {
  const salt = randomBytes(SALT_BYTES);
  const { id, key } = ring.current;
  return [FORMAT, id, salt.toString('base64url'), mac(key, salt, pin).toString('base64url')].join('$');
}

/** The key id a keyed PIN hash was made under, or null for any other (legacy) hash. */
export function pinKeyIdOf(stored: string): string | null {
  const parts = stored.split('$');
  return parts.length === 4 && parts[0] === FORMAT ? parts[1]! : null;
}

/**
 * Checks a PIN against a keyed hash with one HMAC, without waiting on anything; `legacy` for a hash that is not keyed
 * (an argon2id hash from before ADR 0006, which only `verifyPin` checks).
 */
export function verifyKeyedPin(ring: PinKeyRing, stored: string, pin: string): PinVerdict | 'legacy' {
  const keyId = pinKeyIdOf(stored);
  if (keyId === null) return 'legacy';
  const key = ring.byId.get(keyId);
  if (!key) return 'unknown_key';
  const [, , salt64, mac64] = stored.split('$') as [string, string, string, string];
  const salt = Buffer.from(salt64, 'base64url');
  const expected = Buffer.from(mac64, 'base64url');
  if (salt.length !== SALT_BYTES || expected.length !== MAC_BYTES) return 'wrong';
  if (!timingSafeEqual(mac(key, salt, pin), expected)) return 'wrong';
  return keyId === ring.current.id ? 'current' : 'outdated';
}

/** Checks a PIN against a stored hash: one HMAC for a keyed hash, argon2id only for a legacy one. */
export async function verifyPin(ring: PinKeyRing, stored: string, pin: string): Promise<PinVerdict> {
  const keyed = verifyKeyedPin(ring, stored, pin);
  if (keyed !== 'legacy') return keyed;
  return (await verifyPassword(stored, pin)) ? 'outdated' : 'wrong';
}
