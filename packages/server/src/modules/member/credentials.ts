import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPin, verifyKeyedPin, verifyPin } from '../../lib/pin-hash.js';
import type { PinKeyRing } from '../../lib/pin-keys.js';
import { verifyPassword } from '../../lib/secrets.js';
import { clearTries, guardedCheck, lockedUntilOf, outcomeOfAnswer, type LockRule } from '../lockout/index.js';
import { revokePersonSessions } from './sessions.js';
import { credentials } from './tables.js';
import type { MemberRow } from './userinfo.js';

/** Wrong login passwords a person may try (at login or any call that asks for it) before it locks, and for how long. */
export const LOGIN_LOCK: LockRule = { maxTries: 5, minutes: 15 };
/** Wrong payment passwords a person may try before paying locks, and for how long. */
export const PAY_LOCK: LockRule = { maxTries: 5, minutes: 30 };

/** The person an account belongs to: the main account's id, for the main account and each of its sub-accounts. */
export function personIdOf(m: Pick<MemberRow, 'id' | 'mainMemberId'>): number {
  return m.mainMemberId ?? m.id;
}

/** The lock-out subject of a person's login password. */
export const loginSubject = (personId: number) => `login:${personId}`;
const paySubject = (personId: number) => `pay:${personId}`;

/** The person's password hashes (undefined only for a member created without any, which never happens). */
export async function credentialsOf(db: Db, personId: number) {
  const [row] = await db.select().from(credentials).where(eq(credentials.personId, personId)).limit(1);
  return row;
}

/** Whether the person has set a payment password. */
export async function hasPayPassword(db: Db, personId: number): Promise<boolean> {
  const [row] = await db.select({ id: credentials.personId }).from(credentials)
    .where(and(eq(credentials.personId, personId), isNotNull(credentials.payPasswordHash))).limit(1);
  return row !== undefined;
}

/** Stores the login password of a new person (a registration, or the root). */
export async function createCredentials(db: Db, personId: number, passwordHash: string): Promise<void> {
  await db.insert(credentials).values({ personId, passwordHash });
}

/**
 * Checks the person's login password at any call that asks for it (login excepted): every try counts towards the
 * same lock-out as login. A wrong one answers `wrongKey`, a locked one "too many wrong passwords".
 */
export async function checkLoginPassword(ctx: Ctx, me: MemberRow, plain: string, wrongKey: 'password_wrong' | 'old_password_wrong' = 'password_wrong'): Promise<Proof> {
  const personId = personIdOf(me);
  const stored = (await credentialsOf(ctx.db, personId))?.passwordHash;
  const outcome = await guardedCheck(ctx.db, loginSubject(personId), LOGIN_LOCK, () => verifyPassword(stored, plain));
  if (outcome === 'ok') return { passwordHash: stored! };
  if (outcome === 'wrong') throw new AppError(wrongKey);
  throw new AppError('login_locked', { minutes: outcome.lockedMinutes });
}

/**
 * A payment PIN already compared in memory (one HMAC against the hash the session lookup read), for the database to
 * settle under the person's payment lock-out in the same call that spends (member_pay_check, migration 0016): the
 * answer is decided under the lock, so a burst of guesses learns nothing past the limit.
 */
export interface PinTry {
  subject: string;
  personId: number;
  hash: string;
  right: boolean;
  maxTries: number;
  minutes: number;
}

/**
 * Compares a payment PIN against `knownHash` (read with the session) when it is keyed under the current key, or wrong
 * under any known key. Null when the database has to be read first: no hash known, or one under an older key, an
 * unknown key or the legacy argon2id hash (verifyPayPassword handles those, rewriting the hash).
 */
export function pinTryOf(ctx: Ctx, me: MemberRow, pin: string, knownHash: string | null | undefined): PinTry | null {
  if (!knownHash) return null;
  const verdict = verifyKeyedPin(ctx.pinKeys, knownHash, pin);
  if (verdict !== 'current' && verdict !== 'wrong') return null;
  const personId = personIdOf(me);
  return { subject: paySubject(personId), personId, hash: knownHash, right: verdict === 'current', ...PAY_LOCK_ARGS };
}

const PAY_LOCK_ARGS = { maxTries: PAY_LOCK.maxTries, minutes: PAY_LOCK.minutes };

/** The try of a PIN the slow path has just proven (verifyPayPassword), for a call that settles a `PinTry` itself. */
export function provenPinTry(me: MemberRow, proof: { payPasswordHash: string }): PinTry {
  const personId = personIdOf(me);
  return { subject: paySubject(personId), personId, hash: proof.payPasswordHash, right: true, ...PAY_LOCK_ARGS };
}

function payPasswordRefusal(outcome: 'wrong' | { lockedMinutes: number }): AppError {
  return outcome === 'wrong' ? new AppError('pay_password_wrong') : new AppError('pay_password_locked', { minutes: outcome.lockedMinutes });
}

/**
 * What a payment's own database call answered when it refused its `PinTry` (member_pay_check's answer): throws the
 * member's error for a wrong or locked PIN, or answers `stale` when the hash changed since it was read (the caller
 * proves the PIN again with verifyPayPassword and retries).
 */
export function refusedPin(answer: string): 'stale' {
  if (answer === 'stale') return 'stale';
  const outcome = outcomeOfAnswer(answer);
  if (outcome === 'ok') throw new Error(`a refused PIN answered ${answer}`);
  throw payPasswordRefusal(outcome);
}

/** Settles a PIN compared in memory under the lock-out, in one round trip: member_pay_check's answer. */
async function settlePinTry(db: Db, t: PinTry): Promise<string> {
  const [row] = await executePrepared<{ answer: string }>(db, 'member_pay_check', sql`select member_pay_check(
    ${t.subject}, ${t.personId}, ${t.hash}, ${t.right}, ${t.maxTries}::int, ${t.minutes}::int) as answer`);
  return row!.answer;
}

/**
 * Checks a payment password, counting every try towards the person's payment lock. Money-moving calls use this. With
 * the hash the session read (`knownHash`) and a current key, the PIN is compared in memory and settled in one round
 * trip. Otherwise the hash is read under the lock, and a right PIN stored under an older key, or as a legacy argon2id
 * hash, is rewritten under the current key on the spot. A PIN stored under a key this server lacks cannot be checked:
 * it answers "wrong" without counting a try, and the member replaces it with their login password
 * (docs/adr/0006-payment-pin-keyed-hash.md).
 */
export async function verifyPayPassword(ctx: Ctx, me: MemberRow, payPassword: string, knownHash?: string | null): Promise<{ payPasswordHash: string }> {
  const fast = pinTryOf(ctx, me, payPassword, knownHash);
  if (fast) {
    const answer = await settlePinTry(ctx.db, fast);
    if (answer === 'ok') return { payPasswordHash: fast.hash };
    refusedPin(answer); // throws unless the hash changed meanwhile: then it is read again below
  }
  const personId = personIdOf(me);
  // Set inside the check; typed with `as` so they are not narrowed to their first values.
  let found = 'unset' as 'unset' | 'unknown_key';
  let proven = null as string | null;
  // The hash is read under the payment lock's row lock, so two uses of the same outdated hash are rewritten once.
  const outcome = await guardedCheck(ctx.db, paySubject(personId), PAY_LOCK, async (tx) => {
    const stored = (await credentialsOf(tx, personId))?.payPasswordHash;
    if (!stored) return 'keep';
    const verdict = await verifyPin(ctx.pinKeys, stored, payPassword);
    if (verdict === 'unknown_key') {
      found = 'unknown_key';
      return 'keep';
    }
    if (verdict === 'wrong') return false;
    proven = verdict === 'outdated' ? await rehashPayPassword(tx, ctx.pinKeys, personId, stored, payPassword) : stored;
    return true;
  });
  if (outcome === 'ok') return { payPasswordHash: proven! };
  if (outcome === 'kept') throw new AppError(found === 'unset' ? 'pay_password_not_set' : 'pay_password_wrong');
  throw payPasswordRefusal(outcome);
}

/**
 * Stores a just-proven PIN again under the current key, only while `stored` is still what is stored (a change that
 * landed meanwhile wins); answers the hash now proven. Not a change of the password: the lock and `updatedAt` stay.
 */
async function rehashPayPassword(tx: Db, keys: PinKeyRing, personId: number, stored: string, plain: string): Promise<string> {
  const payPasswordHash = hashPin(keys, plain);
  const set = await tx.update(credentials).set({ payPasswordHash })
    .where(and(eq(credentials.personId, personId), eq(credentials.payPasswordHash, stored))).returning({ id: credentials.personId });
  return set.length > 0 ? payPasswordHash : stored;
}

/**
 * What a change of a person's passwords was allowed on: the stored hash its caller just proved (or the absence of a
 * payment password). The change is written only while that is still what is stored: otherwise two changes proving the
 * same old password both landed, and two tabs setting a first payment password at once both did, the second replacing
 * the first without the login password.
 */
export type Proof = { passwordHash: string } | { payPasswordHash: string | null };

function stillStored(proof: Proof) {
  if ('passwordHash' in proof) return eq(credentials.passwordHash, proof.passwordHash);
  return proof.payPasswordHash === null ? isNull(credentials.payPasswordHash) : eq(credentials.payPasswordHash, proof.payPasswordHash);
}

/**
 * Sets the person's login password (hashed by the caller, outside any transaction): every session of every one of
 * their accounts ends (but `keepSessionId`, the caller's own), and a login lock is lifted. With a proof, answers false
 * and changes nothing when the proven password is no longer the stored one.
 */
export async function setLoginPassword(tx: Db, personId: number, passwordHash: string, keepSessionId?: number, proof?: Proof): Promise<boolean> {
  const where = proof ? and(eq(credentials.personId, personId), stillStored(proof)) : eq(credentials.personId, personId);
  const set = await tx.update(credentials).set({ passwordHash, updatedAt: new Date() }).where(where).returning({ id: credentials.personId });
  if (set.length === 0) return false;
  await revokePersonSessions(tx, personId, keepSessionId);
  await clearTries(tx, loginSubject(personId));
  return true;
}

/**
 * Sets the person's payment password (for all their accounts), hashed under the current PIN key, and lifts a payment
 * lock; answers false and changes nothing when what `proof` names is no longer what is stored.
 */
export async function setPayPassword(db: Db, keys: PinKeyRing, personId: number, plain: string, proof: Proof): Promise<boolean> {
  const payPasswordHash = hashPin(keys, plain);
  const set = await db.update(credentials).set({ payPasswordHash, updatedAt: new Date() })
    .where(and(eq(credentials.personId, personId), stillStored(proof))).returning({ id: credentials.personId });
  if (set.length === 0) return false;
  await clearTries(db, paySubject(personId));
  return true;
}

/** When the person's login lock opens again, or null. */
export function loginLockedUntil(db: Db, personId: number): Promise<Date | null> {
  return lockedUntilOf(db, loginSubject(personId));
}
