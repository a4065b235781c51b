// Closed-loop HTTP load generator, run as its own process so the client's work does not share the server's event
// loop (as with pgbench, whose client runs beside the server, not inside it).
//   node bench/lib/http-load.mjs <job.json>   with { url, clients, seconds, requests: [{ method, path, headers, body }] }
// Client c sends requests[(c + i * clients) % requests.length] on its i-th call, adding an Idempotency-Key unique to
// the call when a request asks for one (idempotencyKey: true). Prints { latencies_ms, by_label, failures, elapsed_s,
// cpu_ms } (by_label: the latencies of the requests that carry a `label`, by label; cpu_ms: this process's own CPU time).
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// undici's pool (keep-alive, one connection per client) rather than fetch: fetch's own work would cost more CPU
// than the server's on the same two cores.
const pool = new Pool(job.url, { connections: job.clients, pipelining: 1 });
const latencies = [];
const byLabel = {};
let failures = 0;
const started = performance.now();
const until = started + job.seconds * 1000;
await Promise.all(Array.from({ length: job.clients }, async (_, client) => {
  for (let i = 0; performance.now() < until; i++) {
    const r = job.requests[(client + i * job.clients) % job.requests.length];
    const headers = { ...r.headers };
    if (r.idempotencyKey) headers['idempotency-key'] = `load-${process.pid}-${client}-${i}`;
    const t0 = performance.now();
    try {
      const res = await pool.request({ method: r.method, path: r.path, headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });
      const body = await res.body.json();
      if (res.statusCode !== 200 || body.code !== 1) failures++;
    } catch {
      failures++;
    }
    const ms = performance.now() - t0;
    latencies.push(ms);
    if (r.label) (byLabel[r.label] ??= []).push(ms);
  }
}));
await pool.close();
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ latencies_ms: latencies, by_label: byLabel, failures, elapsed_s: (performance.now() - started) / 1000, cpu_ms: (cpu.user + cpu.system) / 1000 }));
