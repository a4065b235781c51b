import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'http-load.mjs');

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Send a fresh Idempotency-Key with every call, as the app does for money calls. */
  idempotencyKey?: boolean;
  /** Latencies of labelled requests are also answered by label (a mix of calls measured apart). */
  label?: string;
}

/** Runs a closed-loop HTTP load from a separate Node process; same result shape as `closedLoop`. */
export function httpLoad(job: { url: string; clients: number; seconds: number; requests: LoadRequest[] }) {
  return new Promise<{ latencies: number[]; byLabel: Record<string, number[]>; failures: number; elapsed: number; rate: number; clientCpuMs: number }>((resolve, reject) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'onego-load-'));
    const file = path.join(dir, 'job.json');
    writeFileSync(file, JSON.stringify(job));
    execFile(process.execPath, [script, file], { maxBuffer: 256 * 1024 * 1024 }, (err, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      if (err) return reject(err);
      const out = JSON.parse(stdout) as { latencies_ms: number[]; by_label: Record<string, number[]>; failures: number; elapsed_s: number; cpu_ms: number };
      resolve({ latencies: out.latencies_ms, byLabel: out.by_label, failures: out.failures, elapsed: out.elapsed_s, rate: out.latencies_ms.length / out.elapsed_s, clientCpuMs: out.cpu_ms });
    });
  });
}
