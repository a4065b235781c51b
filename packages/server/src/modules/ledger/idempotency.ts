import { sql } from 'drizzle-orm';
import type { MessageKey } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { AppError } from '../../http/errors.js';
import { raisedMessage, retryable } from '../../lib/pg-errors.js';
import { requestFingerprint, type Canonical } from './fingerprint.js';

/** A money-moving call as its key is bound to it: the route and the body fields that define the operation (no secrets). */
export interface KeyedRequest {
  route: string;
  fields: { readonly [field: string]: Canonical };
}

const KEY_REFUSALS: Record<string, MessageKey> = {
  idempotency_key_reused: 'idempotency_key_reused',
  idempotency_key_mismatch: 'idempotency_key_mismatch',
};

/** Turns the key functions' refusals (SQLSTATE P0001) into business errors; other errors pass through. */
export function keyError(err: unknown): unknown {
  const raised = raisedMessage(err);
  return raised && raised in KEY_REFUSALS ? new AppError(KEY_REFUSALS[raised]!) : err;
}

/**
 * Runs a money-moving action once per (member, key): the first run's answer is stored in the same transaction as
 * its effect, with the fingerprint of the request, and a repeat of that request gets the answer back without running
 * again. The key with another route or other fields is refused and runs nothing. A concurrent repeat waits on the
 * key's lock until the first commits (or rolls back, in which case it runs itself). Without a key it just runs.
 * Claiming and answering are the database functions `ledger_claim_key` and `ledger_keep_answer`, the same ones the
 * transfer's one-round-trip path calls, so there is one implementation of idempotency.
 */
export async function once<T>(db: Db, memberId: number, key: string | undefined, request: KeyedRequest, run: (tx: Db) => Promise<T>): Promise<T> {
  if (!key) return retryOnConflict(() => db.transaction(run));
  const { route } = request;
  const fingerprint = requestFingerprint(route, request.fields);
  return retryOnConflict(() => db.transaction(async (tx) => {
    let prior: string | null;
    try {
      const [row] = await executePrepared<{ prior: string | null }>(tx, 'ledger_claim_key', sql`select ledger_claim_key(${memberId}, ${key}, ${route}, ${fingerprint}) as prior`);
      prior = row!.prior;
    } catch (err) {
      throw keyError(err);
    }
    if (prior !== null) return JSON.parse(prior) as T;
    const result = await run(tx);
    await executePrepared(tx, 'ledger_keep_answer', sql`select ledger_keep_answer(${memberId}, ${key}, ${route}, ${fingerprint}, ${JSON.stringify(result)})`);
    return result;
  }));
}

/** Runs a transaction again when PostgreSQL aborted it as a deadlock victim or a serialisation failure. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !retryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 20));
    }
  }
}

/** The Idempotency-Key header of a request, when it is a sensible value. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return undefined;
  if (key.length > 128 || !/^[\x21-\x7e]+$/.test(key)) throw new AppError('field_invalid', { field: 'Idempotency-Key' });
  return key;
}
