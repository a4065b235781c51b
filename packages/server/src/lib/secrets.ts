import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes): strong, yet ~30-50 ms here, so login stays responsive.
const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$h6u7qSTRfMO0/SY4Cz7WgA$KglebS9LOJy0fpeFEJofG8WQCkBLS0JAvdLy46VpulM';

/** Hashes a password (login, payment or operator) with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON);
}

/** Checks a password; with no stored hash it still spends the same time, so timing reveals nothing. */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  try {
    const okay = await verify(stored ?? DUMMY_HASH, plain);
    return stored ? okay : false;
  } catch {
    return false;
  }
}

/** A new opaque session token (what the client holds) and its SHA-256 (what the database holds). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** Hex SHA-256 of a string. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of unambiguous upper-case letters and digits (invitation and node codes). */
export function randomCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** A random string of digits whose first digit is not zero. */
export function randomDigits(length: number): string {
  let out = String(randomInt(1, 10));
  for (let i = 1; i < length; i++) out += String(randomInt(10));
  return out;
}

/** A readable random password for first start (printed once). */
export function generatePassword(): string {
  return `${randomCode(6)}-${randomCode(6)}-${randomDigits(4)}`.replace(/[^A-Za-z0-9-]/g, 'x');
}
