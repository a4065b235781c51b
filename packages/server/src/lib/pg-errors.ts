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

/**
 * True when PostgreSQL refused a value the caller sent because of its characters (a NUL byte in text, an
 * untranslatable character): bad input, not a fault of ours.
 */
export function badCharacters(err: unknown): boolean {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur; i++) {
    const e = cur as { code?: string; cause?: unknown };
    if (e.code === '22021' || e.code === '22P05') return true;
    cur = e.cause;
  }
  return false;
}
