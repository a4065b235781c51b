import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { retryOnConflict } from './idempotency.js';
import { gateArgs, jsonAnswer, type OneTripGate } from './transfer.js';

/** A consolidation as its one-round-trip path takes it: who calls, the person's main account and sub-accounts. */
export interface OneTripConsolidation extends OneTripGate {
  callerId: number;
  callerCode: string;
  main: { id: number; code: string };
  subs: Array<{ id: number; code: string }>;
  assets: readonly string[];
  idempotencyKey?: string;
  fingerprint: string | null;
}

/**
 * The consolidation's one database call (ADR 0010): `wallet_consolidate` settles the gate (session, PIN), claims the
 * key (ledger_claim_key), locks every account concerned at once (ledger_lock_members) and posts one entry per
 * sub-account through ledger_post, keeping the answer (ledger_keep_answer). Answers the raw JSON answer (amounts as
 * stored), stored for repeats, or `{ refused }`; failures come back as the function's raised messages. Deadlock
 * victims are run again.
 */
export async function consolidateInOneRoundTrip(db: Db, c: OneTripConsolidation): Promise<Record<string, unknown>> {
  const [row] = await retryOnConflict(() => executePrepared<{ answer: Record<string, unknown> | string }>(db, 'wallet_consolidate', sql`select wallet_consolidate(
    ${gateArgs(c)}, ${c.callerId}, ${c.main.id}, ${c.main.code}, ${sql.param(c.subs.map((s) => s.id))}::bigint[],
    ${sql.param(c.subs.map((s) => s.code))}::text[], ${sql.param([...c.assets])}::text[], ${`member:${c.callerCode}`},
    ${c.idempotencyKey ?? null}::text, ${c.fingerprint}::text) as answer`));
  return jsonAnswer(row!.answer);
}
