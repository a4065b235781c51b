/** Percentile (0-100) of a list of numbers, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Arithmetic mean. */
export function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / (values.length || 1);
}

/** Runs `work` from `clients` concurrent loops for `seconds`; returns per-call latencies (ms) and failures. */
export async function closedLoop(clients: number, seconds: number, work: (client: number, i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; performance.now() < until; i++) {
      const t0 = performance.now();
      const ok = await work(client, i);
      latencies.push(performance.now() - t0);
      if (!ok) failures++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, failures, elapsed, rate: latencies.length / elapsed };
}
