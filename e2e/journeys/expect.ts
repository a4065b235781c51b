/** Polls a condition until it holds or 30 s pass (a loaded machine answers slowly); throws with the description otherwise. */
export async function expect(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await condition()) return;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected: ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}
