import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { SYSTEM_SHARDS } from './accounts.js';
import { retryOnConflict } from './idempotency.js';

/**
 * The sender's payment PIN as the one call settles it first under the lock-out (member_pay_check): compared by the
 * server against `hash`, with the lock-out's subject and rule.
 */
export interface OneTripPin {
  subject: string;
  personId: number;
  hash: string;
  right: boolean;
  maxTries: number;
  minutes: number;
}

/** A member-to-member transfer as the one-round-trip path takes it: amounts as booked (2 decimals). */
export interface OneTripTransfer {
  /** The caller's session, when it comes from a recent lookup: confirmed first, inside the call (member_session_live). */
  session?: { sessionId: number; tokenHash: string };
  pin: OneTripPin;
  fromId: number;
  fromCode: string;
  toCode: string;
  amount: string;
  fee: string;
  arrival: string;
  /** UTC day (YYYY-MM-DD) the sender's daily limit counts in, and the limit. */
  day: string;
  dailyLimit: string;
  idempotencyKey?: string;
  /** `requestFingerprint` of the request, when a key is given. */
  fingerprint: string | null;
}

/**
 * The documented fast path for transfers (ADR 0004, 0007, 0010): one database call, `wallet_transfer`, which settles
 * the caller's session when it comes from a recent lookup and the payment PIN under the lock-out (answering
 * `{ refused }` when either does not pass), claims the key (ledger_claim_key), checks the recipient and the sender's daily counter, posts through ledger_transfer (and so
 * ledger_apply) and keeps the answer (ledger_keep_answer). Answers the raw JSON answer, stored for repeats; failures
 * come back as the function's raised messages (see wallet_transfer) for the caller to turn into business errors.
 * Deadlock victims are run again.
 */
export async function transferInOneRoundTrip(db: Db, t: OneTripTransfer): Promise<Record<string, unknown>> {
  const [row] = await retryOnConflict(() => executePrepared<{ answer: Record<string, unknown> | string }>(db, 'wallet_transfer', sql`select wallet_transfer(
    ${t.session?.sessionId ?? null}::bigint, ${t.session?.tokenHash ?? null}::text, ${t.pin.subject}, ${t.pin.personId}, ${t.pin.hash}, ${t.pin.right}, ${t.pin.maxTries}::int, ${t.pin.minutes}::int, ${t.fromId}, ${t.fromCode}, ${t.toCode}, ${t.amount}::numeric, ${t.fee}::numeric,
    ${t.arrival}::numeric, ${t.day}::date, ${t.dailyLimit}::numeric, ${t.fromId % SYSTEM_SHARDS},
    ${t.idempotencyKey ?? null}::text, ${t.fingerprint}::text) as answer`));
  const answer = row!.answer;
  return typeof answer === 'string' ? JSON.parse(answer) as Record<string, unknown> : answer;
}
