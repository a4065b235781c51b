import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { minutesUntil } from '../../lib/time.js';
import { attemptLimits } from './tables.js';

/** How many wrong tries within `minutes` lock a subject, and for how long (the same `minutes`). */
export interface LockRule {
  maxTries: number;
  minutes: number;
}

/**
 * What a guarded check of a secret found: right, wrong, or locked for some minutes; `kept` (neither counted nor
 * forgotten) only when the comparison can answer `keep`.
 */
export type CheckOutcome<V extends Verdict = boolean> = 'ok' | 'wrong' | { lockedMinutes: number } | ('keep' extends V ? 'kept' : never);

/** What `compare` says of a try: right, wrong, or `keep` (a first step that proves nothing yet, as a password before its code). */
export type Verdict = boolean | 'keep';

/**
 * Checks a secret under a subject's limit: `maxTries` wrong tries within `minutes` of the first lock the subject for
 * `minutes`. The subject's row is locked before `compare` runs and its count is read under that lock, so tries at one
 * subject are compared one after the other: a burst of guesses never gets more than `maxTries` wrong ones compared,
 * while right tries, however many at once, all pass. A right try does not forgive the wrong ones of the window (else
 * a member's own login in the middle of someone's burst would hand the guesser a fresh allowance); setting a new
 * secret does (`clearTries`). `compare` gets the transaction: any query it makes must use it (on the embedded
 * database a second handle would wait for this transaction forever).
 */
export async function guardedCheck<V extends Verdict>(db: Db, subject: string, rule: LockRule, compare: (tx: Db) => Promise<V>): Promise<CheckOutcome<V>> {
  return db.transaction(async (tx): Promise<CheckOutcome<Verdict>> => {
    // Locking the row writes no new version of it (an upsert did, on every right payment); a subject's first try
    // makes the row, waiting for a concurrent maker to commit, then locks it.
    const lockRow = () => tx.select().from(attemptLimits).where(eq(attemptLimits.subject, subject)).for('update');
    let [row] = await lockRow();
    if (!row) {
      await tx.insert(attemptLimits).values({ subject, tries: 0 }).onConflictDoNothing();
      [row] = await lockRow();
    }
    const now = Date.now();
    const { lockedUntil, windowStartedAt } = row!;
    if (lockedUntil && lockedUntil.getTime() > now) return { lockedMinutes: minutesUntil(lockedUntil) };
    // A lock that has run out, or a window that has passed, starts a new count.
    const fresh = lockedUntil !== null || !windowStartedAt || windowStartedAt.getTime() <= now - rule.minutes * 60_000;
    const tries = fresh ? 0 : row!.tries;
    const verdict = await compare(tx);
    if (verdict === 'keep') return 'kept';
    if (verdict) return 'ok';
    const locks = tries + 1 >= rule.maxTries;
    await tx.update(attemptLimits).set({
      tries: locks ? 0 : tries + 1,
      windowStartedAt: locks ? null : fresh ? new Date(now) : windowStartedAt,
      lockedUntil: locks ? new Date(now + rule.minutes * 60_000) : null,
      updatedAt: new Date(now),
    }).where(eq(attemptLimits.subject, subject));
    return locks ? { lockedMinutes: rule.minutes } : 'wrong';
  }) as Promise<CheckOutcome<V>>;
}

/** Forgets the tries of a subject and lifts its lock (a password set anew, or an operator's reset). */
export async function clearTries(db: Db, subject: string): Promise<void> {
  await db.delete(attemptLimits).where(eq(attemptLimits.subject, subject));
}

/** When the subject's lock opens again, or null when it is not locked. */
export async function lockedUntilOf(db: Db, subject: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: attemptLimits.lockedUntil }).from(attemptLimits)
    .where(eq(attemptLimits.subject, subject)).limit(1);
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}
