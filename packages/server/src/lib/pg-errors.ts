/** The unique constraint a PostgreSQL error broke, or undefined (works for both drivers, which wrap the cause). */
export function uniqueViolation(err: unknown): string | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur; i++) {
    const e = cur as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? '';
    cur = e.cause;
  }
  return undefined;
}

/** The message of an exception raised by our own database functions (SQLSTATE P0001), or undefined. */
export function raisedMessage(err: unknown): string | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur; i++) {
    const e = cur as { code?: string; message?: string; cause?: unknown };
    if (e.code === 'P0001') return e.message;
    cur = e.cause;
  }
  return undefined;
}
