interface PgError {
  code: string;
  constraint?: string;
  message: string;
}

/** The PostgreSQL error inside an error (both drivers, and drizzle, wrap it in `cause`), or undefined. */
export function pgErrorOf(err: unknown): PgError | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const e = cur as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return cur as PgError;
    cur = e.cause;
  }
  return undefined;
}

/** The unique constraint a PostgreSQL error broke, or undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgErrorOf(err);
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/** The message of an exception raised by our own database functions (SQLSTATE P0001), or undefined. */
export function raisedMessage(err: unknown): string | undefined {
  const e = pgErrorOf(err);
  return e?.code === 'P0001' ? e.message : undefined;
}

/**
 * True when PostgreSQL refused a value the caller sent because of its characters (a NUL byte in text, an
 * untranslatable character): bad input, not a fault of ours.
 */
export function badCharacters(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code === '22021' || code === '22P05';
}

/** True when PostgreSQL aborted a transaction as a deadlock victim or a serialisation failure: run it again. */
export function retryable(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code === '40P01' || code === '40001';
}
