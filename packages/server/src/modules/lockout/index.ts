import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { minutesUntil } from '../../lib/time.js';
import { attemptLimits } from './tables.js';

/** How many tries a subject gets before it is locked, and for how long. */
export interface LockRule {
  maxTries: number;
  minutes: number;
}

/**
 * The outcome of claiming a try: refused while the subject is locked (with the time it opens again), or granted,
 * `last` telling that this try used up the allowance (if it fails, the subject is locked from now on).
 */
export type Claim = { granted: false; lockedUntil: Date } | { granted: true; last: boolean };

/**
 * Claims one try at a subject's secret, atomically, before the secret is compared. The row counts tries since the
 * last success; the try that reaches the limit also sets the lock, so concurrent claims beyond it are refused. A lock
 * that has run out starts a new count.
 */
export async function claimTry(db: Db, subject: string, rule: LockRule): Promise<Claim> {
  const lockFor = sql`now() + make_interval(mins => ${rule.minutes})`;
  const expired = sql`${attemptLimits.lockedUntil} is not null and ${attemptLimits.lockedUntil} <= now()`;
  const next = sql`case when ${expired} then 1 else ${attemptLimits.tries} + 1 end`;
  const [row] = await db.insert(attemptLimits)
    .values({ subject, tries: 1, lockedUntil: rule.maxTries <= 1 ? lockFor : null })
    .onConflictDoUpdate({
      target: attemptLimits.subject,
      set: {
        tries: next,
        lockedUntil: sql`case when ${next} >= ${rule.maxTries} then ${lockFor} else null end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${attemptLimits.lockedUntil} is null or ${attemptLimits.lockedUntil} <= now()`,
    })
    .returning({ tries: attemptLimits.tries });
  if (row) return { granted: true, last: row.tries >= rule.maxTries };
  const lockedUntil = await lockedUntilOf(db, subject);
  // The lock ran out between the two statements: this try was not counted, so the caller may simply try again.
  return lockedUntil ? { granted: false, lockedUntil } : claimTry(db, subject, rule);
}

/** Forgets the tries of a subject after a success (or when an operator lifts a lock). */
export async function clearTries(db: Db, subject: string): Promise<void> {
  await db.delete(attemptLimits).where(eq(attemptLimits.subject, subject));
}

/** When the subject's lock opens again, or null when it is not locked. */
export async function lockedUntilOf(db: Db, subject: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: attemptLimits.lockedUntil }).from(attemptLimits)
    .where(eq(attemptLimits.subject, subject)).limit(1);
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

/** What a guarded check of a secret found: right, wrong, or refused (or just now locked) for some minutes. */
export type CheckOutcome = 'ok' | 'wrong' | { lockedMinutes: number };

/**
 * Checks a secret under a subject's limit: a try is claimed first (refused while locked), then `compare` runs; a
 * success forgets the tries, and a failure on the last allowed try answers with the new lock.
 */
export async function guardedCheck(db: Db, subject: string, rule: LockRule, compare: () => Promise<boolean>): Promise<CheckOutcome> {
  const claim = await claimTry(db, subject, rule);
  if (!claim.granted) return { lockedMinutes: minutesUntil(claim.lockedUntil) };
  if (await compare()) {
    await clearTries(db, subject);
    return 'ok';
  }
  return claim.last ? { lockedMinutes: rule.minutes } : 'wrong';
}
