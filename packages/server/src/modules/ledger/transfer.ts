import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { SYSTEM_SHARDS } from './accounts.js';
import type { PinTry, SessionToConfirm } from '../member/index.js';
import { retryOnConflict } from './idempotency.js';

/** What a money call's one database call checks before its work (member_pay_gate, ADR 0010). */
export interface OneTripGate {
  /** The caller's session, when it comes from a recent lookup: confirmed first, inside the call. */
  session?: SessionToConfirm;
  /** The payment PIN as compared by the server, settled under the lock-out. */
  pin: PinTry;
}

/** The gate's arguments, in the order every gated money function takes them first. */
export function gateArgs(g: OneTripGate): SQL {
  return sql`${g.session?.sessionId ?? null}::bigint, ${g.session?.tokenHash ?? null}::text, ${g.pin.subject}, ${g.pin.personId},
    ${g.pin.hash}, ${g.pin.right}, ${g.pin.maxTries}::int, ${g.pin.minutes}::int`;
}

/** A database function's jsonb answer, which the pg driver may hand over as text. */
export function jsonAnswer(answer: Record<string, unknown> | string): Record<string, unknown> {
  return typeof answer === 'string' ? JSON.parse(answer) as Record<string, unknown> : answer;
}

/** A member-to-member transfer as the one-round-trip path takes it: amounts as booked (2 decimals). */
export interface OneTripTransfer extends OneTripGate {
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
 * `{ refused }` when either does not pass), claims the key (ledger_claim_key), checks the recipient and the sender's
 * daily counter, posts through ledger_transfer (and so ledger_apply) and keeps the answer (ledger_keep_answer). Answers the raw JSON answer, stored for repeats; failures
 * come back as the function's raised messages (see wallet_transfer) for the caller to turn into business errors.
 * Deadlock victims are run again.
 */
export async function transferInOneRoundTrip(db: Db, t: OneTripTransfer): Promise<Record<string, unknown>> {
  const [row] = await retryOnConflict(() => executePrepared<{ answer: Record<string, unknown> | string }>(db, 'wallet_transfer', sql`select wallet_transfer(
    ${gateArgs(t)}, ${t.fromId}, ${t.fromCode}, ${t.toCode}, ${t.amount}::numeric, ${t.fee}::numeric,
    ${t.arrival}::numeric, ${t.day}::date, ${t.dailyLimit}::numeric, ${t.fromId % SYSTEM_SHARDS},
    ${t.idempotencyKey ?? null}::text, ${t.fingerprint}::text) as answer`));
  return jsonAnswer(row!.answer);
}
