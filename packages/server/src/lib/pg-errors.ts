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
