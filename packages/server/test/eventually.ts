/**
 * Runs `check` until it stops throwing and returns its value; throws its last error after `timeoutMs`. Tests wait for
 * a state this way instead of sleeping for a guessed time.
 */
export async function eventually<T>(check: () => Promise<T>, opts: { timeoutMs?: number; everyMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() >= deadline) throw err;
      await new Promise((r) => setTimeout(r, opts.everyMs ?? 50));
    }
  }
}

/** A promise with its resolve function outside, to hold a piece of work at a chosen point. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => { open = resolve; });
  return { promise, open };
}

/** Resolves like `promise`, or throws when it is still pending after `ms`: how a test tells a hang from a failure. */
export async function settlesWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}
