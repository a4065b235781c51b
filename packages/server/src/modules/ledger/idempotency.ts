import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { retryable } from '../../lib/pg-errors.js';
import { requestFingerprint, type Canonical } from './fingerprint.js';
import { idempotencyKeys } from './tables.js';

/** A money-moving call as its key is bound to it: the route and the body fields that define the operation (no secrets). */
export interface KeyedRequest {
  route: string;
  fields: { readonly [field: string]: Canonical };
}

/**
 * Runs a money-moving action once per (member, key): the first run's answer is stored in the same transaction as
 * its effect, with the fingerprint of the request, and a repeat of that request gets the answer back without running
 * again. The key with another route or other fields is refused and runs nothing. A concurrent repeat waits on the
 * key's unique index until the first commits (or rolls back, in which case it runs itself). Without a key it just runs.
 */
export async function once<T>(db: Db, memberId: number, key: string | undefined, request: KeyedRequest, run: (tx: Db) => Promise<T>): Promise<T> {
  if (!key) return retryOnConflict(() => db.transaction(run));
  const { route } = request;
  const fingerprint = requestFingerprint(route, request.fields);
  return retryOnConflict(() => db.transaction(async (tx) => {
    const claimed = await tx.insert(idempotencyKeys).values({ memberId, key, route, fingerprint, response: '' }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [prior] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
      if (!prior || prior.route !== route) throw new AppError('idempotency_key_reused');
      // Keys stored before fingerprints existed have none: their answers keep being given.
      if (prior.fingerprint !== null && prior.fingerprint !== fingerprint) throw new AppError('idempotency_key_mismatch');
      return JSON.parse(prior.response) as T;
    }
    const result = await run(tx);
    await tx.update(idempotencyKeys).set({ response: JSON.stringify(result) })
      .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
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
