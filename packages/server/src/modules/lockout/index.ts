import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
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
 * `minutes`. The subject is locked (lockout_hold, a transaction-level lock on its name) before `compare` runs and its
 * count is read under that lock, so tries at one subject are compared one after the other: a burst of guesses never
 * gets more than `maxTries` wrong ones compared, while right tries, however many at once, all pass. A right try does not forgive the wrong ones of the window (else
 * a member's own login in the middle of someone's burst would hand the guesser a fresh allowance); setting a new
 * secret does (`clearTries`). `compare` gets the transaction: any query it makes must use it (on the embedded
 * database a second handle would wait for this transaction forever).
 */
export async function guardedCheck<V extends Verdict>(db: Db, subject: string, rule: LockRule, compare: (tx: Db) => Promise<V>): Promise<CheckOutcome<V>> {
  return db.transaction(async (tx): Promise<CheckOutcome<Verdict>> => {
    // The rule itself lives in the database (lockout_hold, lockout_wrong; migration 0016), where a payment's PIN check
    // also runs it inside the payment's own call (member_pay_check).
    const [held] = await executePrepared<{ minutes: number }>(tx, 'lockout_hold', sql`select lockout_hold(${subject}) as minutes`);
    if (held!.minutes > 0) return { lockedMinutes: held!.minutes };
    const verdict = await compare(tx);
    if (verdict === 'keep') return 'kept';
    if (verdict) return 'ok';
    const [locked] = await executePrepared<{ minutes: number }>(tx, 'lockout_wrong',
      sql`select lockout_wrong(${subject}, ${rule.maxTries}::int, ${rule.minutes}::int) as minutes`);
    return locked!.minutes > 0 ? { lockedMinutes: locked!.minutes } : 'wrong';
  }) as Promise<CheckOutcome<V>>;
}

/** What a check settled in the database answered ('ok', 'wrong' or 'locked:<minutes>', as lockout_hold and lockout_wrong decide). */
export function outcomeOfAnswer(answer: string): CheckOutcome {
  if (answer === 'ok' || answer === 'wrong') return answer;
  if (answer.startsWith('locked:')) return { lockedMinutes: Number(answer.slice('locked:'.length)) };
  throw new Error(`unknown lock-out answer ${answer}`);
}

/** Forgets the tries of a subject and lifts its lock (a password set anew, or an operator's reset). */
export async function clearTries(db: Db, subject: string): Promise<void> {
  await db.execute(sql`select lockout_clear(${subject})`);
}

/** When the subject's lock opens again, or null when it is not locked. */
export async function lockedUntilOf(db: Db, subject: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: attemptLimits.lockedUntil }).from(attemptLimits)
    .where(eq(attemptLimits.subject, subject)).limit(1);
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}
